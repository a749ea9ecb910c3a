/** How long focus waits for the element it returns to to show again. */
const RESTORE_WITHIN_MS = 500;

const isPage = (element: Element | null): boolean => element === null || element === document.body;

/**
 * Gives the focus back to an element (the control that opened a panel) once it can take it: at once, or on one
 * of the next frames when a layout change under way is about to show it again (an element that is not rendered
 * does not take focus). A panel beside the player makes the player narrower, so the bar may hand its opener to
 * the overflow menu; when the panel closes, the player widens and the bar takes it back only after Video.js's
 * resize handling. Focus is given back only while it is nowhere or still in `leaving` (the closing panel):
 * nothing is taken from a viewer who has put it somewhere meanwhile.
 *
 * `fallbacks` (a selector; its matches are tried in document order) stand in for the element when it has gone,
 * when it does not show within the wait, or when the layout change hides it under the focus just given to it
 * (the overflow button that opened a panel, which the widened bar no longer needs): the panel's own button, say.
 */
export function restoreFocus(
  element: HTMLElement | null,
  leaving: Element | null = null,
  within = RESTORE_WITHIN_MS,
  fallbacks = '',
): void {
  const opener = isPage(element) ? null : element;
  if (!opener && !fallbacks) return;
  const until = performance.now() + within;
  let given: HTMLElement | null = null;
  let takenAway = false;
  const candidates = (late: boolean): HTMLElement[] => {
    const others = late && fallbacks ? [...document.querySelectorAll<HTMLElement>(fallbacks)] : [];
    return [...(opener ? [opener] : []), ...others].filter((candidate) => candidate.isConnected);
  };
  const attempt = (): void => {
    const active = document.activeElement;
    const now = performance.now();
    if (given === null || active !== given) {
      // The closing panel's focus is free to take until the focus has been given; focus put back into it
      // after that (the same dialog, still open) is the viewer's or the panel's own.
      const free = isPage(active) || (given === null && (leaving?.contains(active) ?? false));
      if (!free) return;
      // The element given the focus lost it to the page: the layout took it away.
      if (given !== null) takenAway = true;
      given = null;
      const late = takenAway || now >= until || !opener?.isConnected;
      for (const candidate of candidates(late)) {
        candidate.focus();
        if (document.activeElement === candidate) {
          given = candidate;
          break;
        }
      }
    }
    if (now < until) requestAnimationFrame(attempt);
  };
  attempt();
}
