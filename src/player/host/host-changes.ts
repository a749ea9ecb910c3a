/** Which rendition the host hears of after a choice: the chosen one, once the stream has switched to it. */

/**
 * Whether the quality playing is one to tell: while adaptive, any rendition; after a choice (`chosen`, an
 * entry id), only the chosen one. The rendition still playing until the stream switches was never chosen.
 */
export function hasLanded(playing: { id: string; auto: boolean }, chosen: string): boolean {
  return playing.auto || playing.id === chosen;
}
