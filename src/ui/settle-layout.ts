/**
 * Layouts that catch up with a size change late (Video.js lays its bar out for the player's width 100 ms after a
 * resize) register here to be brought up to date at once by code that must know what shows now: restoreFocus,
 * before it chooses where the focus goes.
 */
const settlers = new Set<() => void>();

/** Registers a function that brings a layout up to date at once; returns the function that unregisters it. */
export function onSettleLayout(settle: () => void): () => void {
  settlers.add(settle);
  return () => void settlers.delete(settle);
}

/** Brings every registered layout up to date. */
export function settleLayouts(): void {
  for (const settle of settlers) settle();
}
