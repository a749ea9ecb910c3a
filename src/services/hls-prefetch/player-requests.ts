/** What the player's VHS has asked for already: boot's prefetch preloads none of it (it would download twice). */
const requested = new Set<string>();

export function notePlayerRequest(url: string): void {
  requested.add(url);
}

export function playerRequested(url: string): boolean {
  return requested.has(url);
}
