/** Keyboard-only helpers for the browser tests: where the focus is, and whether a viewer can see it. */
import type { Locator, Page } from '@playwright/test';

/** What the focused element looks like to a keyboard user. */
export interface FocusStop {
  /** The same number each time the same element has the focus (stamped on it as data-focus-stop). */
  id: number;
  name: string;
  tag: string;
  /** 'outline' or 'box-shadow' when the element paints a focus indicator of its own, else 'none'. */
  indicator: string;
  width: number;
  height: number;
  /** Wholly inside the viewport (not clipped by the frame). */
  inViewport: boolean;
  /** Nothing else is painted over its centre (WCAG 2.4.11: not obscured). */
  onTop: boolean;
  inDialog: boolean;
  inPlayer: boolean;
}

/** The focused element, or null when the focus is on the page itself. */
export function focusStop(page: Page): Promise<FocusStop | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body || element === document.documentElement) return null;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2;
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (!element.dataset['focusStop'])
      element.dataset['focusStop'] = String(document.querySelectorAll('[data-focus-stop]').length + 1);
    const label = element.getAttribute('aria-label') ?? element.getAttribute('placeholder') ?? element.getAttribute('title');
    return {
      id: Number(element.dataset['focusStop']),
      name: (label ?? (element.innerText || element.tagName)).trim().replace(/\s+/g, ' ').slice(0, 80),
      tag: element.tagName.toLowerCase(),
      indicator: outline ? 'outline' : style.boxShadow !== 'none' ? 'box-shadow' : 'none',
      width: box.width,
      height: box.height,
      inViewport:
        box.width > 0 &&
        box.height > 0 &&
        box.left >= -0.5 &&
        box.top >= -0.5 &&
        box.right <= innerWidth + 0.5 &&
        box.bottom <= innerHeight + 0.5,
      onTop: hit !== null && (hit === element || element.contains(hit)),
      inDialog: element.closest('[role="dialog"]') !== null,
      inPlayer: element.closest('.player-page') !== null,
    };
  });
}

/** Takes the focus off every control, as a keyboard user starting from the top of the frame. */
export async function focusNothing(page: Page): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** Presses Tab (from the top of the frame) until `target` has the focus; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  await focusNothing(page);
  for (let step = 0; step < max; step++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((node) => node === document.activeElement)) return;
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${max} presses`);
}

/** Whether the locator's element has the focus. */
export const hasFocus = (target: Locator): Promise<boolean> => target.evaluate((node) => node === document.activeElement);

/**
 * Starts recording every element the focus lands on (a focusin listener), as a screen reader would announce it:
 * its role and its name ('button Mais opções', 'dialog Resumo'). `takeFocusStops` reads and clears the record.
 */
export async function recordFocusStops(page: Page): Promise<void> {
  await page.evaluate(() => {
    const recorder = window as unknown as { focusStops?: string[] };
    if (recorder.focusStops) return;
    const stops: string[] = [];
    recorder.focusStops = stops;
    document.addEventListener('focusin', (event) => {
      const element = event.target as HTMLElement;
      const labelledBy = element.getAttribute('aria-labelledby');
      const name =
        element.getAttribute('aria-label') ??
        (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ??
        element.innerText;
      const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
      stops.push(`${role} ${(name ?? '').trim().replace(/\s+/g, ' ')}`);
    });
  });
}

/** The focus stops recorded since the last call (recordFocusStops), oldest first. */
export const takeFocusStops = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { focusStops: string[] }).focusStops.splice(0));

/** Resolves after the page has painted two more frames (what was to happen on the next frame has happened). */
export const twoFrames = (page: Page): Promise<void> =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
