/**
 * The player's save of the shown item's progress (player/progress/track-progress.ts), for whoever must have it saved
 * now: the host's loadVideo, before the next item's token replaces this one's (features/progress/progress-slice.ts).
 */
let saveShown: (() => void) | null = null;

/** Registers the save of the player now shown; returns the function that removes it. */
export function registerProgressSaver(save: () => void): () => void {
  saveShown = save;
  return () => {
    if (saveShown === save) saveShown = null;
  };
}

/** Saves the shown item's progress now (a snapshot into the outbox), when a player is up. */
export function saveShownProgress(): void {
  saveShown?.();
}
