/** What counts as a change the host hears: a value other than the one it was told last, and a rendition switch that has landed. */

/**
 * Returns a function that says whether a value is news to the host: it differs from the last one told (at
 * first, `known`). A value said again (a media event fired twice for one change) is not.
 */
export function changeFilter<T>(known: T): (value: T) => boolean {
  let told = known;
  return (value) => {
    if (Object.is(value, told)) return false;
    told = value;
    return true;
  };
}

/**
 * Whether the quality playing is one to tell: while adaptive, any rendition; after a choice (`chosen`, an
 * entry id), only the chosen one. The rendition still playing until the stream switches was never chosen.
 */
export function hasLanded(playing: { id: string; auto: boolean }, chosen: string): boolean {
  return playing.auto || playing.id === chosen;
}
