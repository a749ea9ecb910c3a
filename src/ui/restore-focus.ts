/** How long focus waits for the element it returns to to show again. */
const RESTORE_WITHIN_MS = 500;

/**
 * Gives the focus back to an element (the control that opened a panel) once it can take it: at once, or on one
 * of the next frames when a layout change under way is about to show it again (an element that is not rendered
 * does not take focus). A panel beside the player makes the player narrower, so the bar may hand its opener to
 * the overflow menu; when the panel closes, the player widens and the bar takes it back only after Video.js's
 * resize handling. Focus is given back only while it is nowhere or still in `leaving` (the closing panel):
 * nothing is taken from a viewer who has put it somewhere meanwhile.
 */
export function restoreFocus(element: HTMLElement | null, leaving: Element | null = null, within = RESTORE_WITHIN_MS): void {
  if (!element) return;
  const until = performance.now() + within;
  const attempt = (): void => {
    if (!element.isConnected) return;
    const active = document.activeElement;
    const free = active === null || active === document.body || (leaving?.contains(active) ?? false);
    if (!free) return;
    element.focus();
    if (document.activeElement !== element && performance.now() < until) requestAnimationFrame(attempt);
  };
  attempt();
}
