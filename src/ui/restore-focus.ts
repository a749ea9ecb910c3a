import { settleLayouts } from './settle-layout';

const isPage = (element: Element | null): boolean => element === null || element === document.body;

/**
 * Gives the focus back to an element (the control that opened a panel) as the panel closes, or, when that element
 * has gone or does not show, to the first of `fallbacks` (a selector; its matches are tried in document order) that
 * takes it: the panel's own button, say, where the overflow menu opened the panel.
 *
 * It chooses once, and straight: a screen reader announces every element the focus stops on. So it waits for the
 * closing's effects to have run (a microtask), then brings the layouts the closing changes up to date
 * (settle-layout.ts): a panel beside the player makes it narrower, so the bar hands controls to the overflow menu,
 * and Video.js widens the bar back only 100 ms after the panel has gone; 'Mais opções' chosen before then would be
 * hidden under the focus a moment later, and the panel's own button would not show yet.
 *
 * Focus is given back only while it is nowhere or still in `leaving` (the closing panel): nothing is taken from a
 * viewer who has put it somewhere meanwhile, nor from a panel that took the closing one's place as it opened.
 */
export function restoreFocus(element: HTMLElement | null, leaving: Element | null = null, fallbacks = ''): void {
  queueMicrotask(() => {
    const active = document.activeElement;
    if (!isPage(active) && !(leaving?.contains(active) ?? false)) return;
    settleLayouts();
    const candidates = [
      ...(element && !isPage(element) ? [element] : []),
      ...(fallbacks ? document.querySelectorAll<HTMLElement>(fallbacks) : []),
    ];
    for (const candidate of candidates) {
      if (!candidate.isConnected) continue;
      // An element that is not rendered (hidden by the layout) or is inert does not take the focus.
      candidate.focus();
      if (document.activeElement === candidate) return;
    }
  });
}
