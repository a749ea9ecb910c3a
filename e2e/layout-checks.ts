/** Layout measurements for the browser tests: what sticks out of the frame, what overlaps, what is too small. */
import type { Locator, Page } from '@playwright/test';

/**
 * Visible elements that reach past the frame's left or right edge (WCAG 1.4.10: nothing needs horizontal
 * scrolling or is cut off at 320 px), as 'tag.class' lines. Hidden-by-design elements (visually hidden labels,
 * closed menus, the video picture itself) have no box there or are skipped.
 */
export function overflowingX(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const skip = (element: Element): boolean =>
      element.closest('.visually-hidden, .vjs-control-text, .vjs-hidden, [aria-hidden="true"], video') !== null;
    const found: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (skip(element)) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.opacity === '0') continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.bottom <= 0 || box.top >= innerHeight) continue;
      if (box.left < -1 || box.right > innerWidth + 1) {
        found.push(
          `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} [${Math.round(box.left)}, ${Math.round(box.right)}]`,
        );
      }
    }
    const page = document.scrollingElement;
    if (page && page.scrollWidth > innerWidth + 1) found.push(`the page scrolls sideways (${page.scrollWidth} px)`);
    return found;
  });
}

export interface ControlBox {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** With `clipped`: the control's whole box, and which scrolling region it scrolls in (0: none). */
  whole?: { x: number; y: number; width: number; height: number };
  scroller?: number;
}

/**
 * The boxes of the controls (buttons, sliders, fields) under `scope` that a viewer can see and use. With `clipped`,
 * each box is cut to what its scrolling ancestors show (a control scrolled wholly out of its region is drawn under
 * nothing: its box is empty), and keeps its whole box and its region, for `overlapping`.
 */
export function controlBoxes(scope: Locator, { clipped = false } = {}): Promise<ControlBox[]> {
  return scope.evaluate((root, clipped) => {
    const scrollers = new Map<Element, number>();
    return [
      ...root.querySelectorAll<HTMLElement>(
        'button, [role="slider"], input, select, [role="menuitem"], [role="menuitemradio"], [role="menuitemcheckbox"]',
      ),
    ]
      .filter((node) => {
        const style = getComputedStyle(node);
        return (
          node.getClientRects().length > 0 && style.visibility !== 'hidden' && !node.closest('.vjs-hidden, .visually-hidden')
        );
      })
      .map((node) => {
        const box = node.getBoundingClientRect();
        const name = node.getAttribute('aria-label') ?? node.getAttribute('placeholder') ?? node.innerText.trim().slice(0, 40);
        if (!clipped) return { name, x: box.left, y: box.top, width: box.width, height: box.height };
        let [left, top, right, bottom] = [box.left, box.top, box.right, box.bottom];
        let scroller = 0;
        for (let parent = node.parentElement; parent; parent = parent.parentElement) {
          if (getComputedStyle(parent).overflowY === 'visible') continue;
          if (scroller === 0) scroller = scrollers.get(parent) ?? scrollers.set(parent, scrollers.size + 1).size;
          const port = parent.getBoundingClientRect();
          [left, top, right, bottom] = [
            Math.max(left, port.left),
            Math.max(top, port.top),
            Math.min(right, port.right),
            Math.min(bottom, port.bottom),
          ];
        }
        const whole = { x: box.left, y: box.top, width: box.width, height: box.height };
        return { name, x: left, y: top, width: Math.max(0, right - left), height: Math.max(0, bottom - top), whole, scroller };
      });
  }, clipped);
}

/**
 * Pairs of boxes that overlap by more than a pixel each way, as 'a × b'. Boxes from `controlBoxes(…, { clipped })`
 * are compared whole when they scroll in the same region (they would overlap once scrolled to), and as shown when
 * they do not (a region's control scrolled under a pinned one is drawn under nothing).
 */
export function overlapping(boxes: ControlBox[]): string[] {
  const pairs: string[] = [];
  const cross = (a: ControlBox, b: ControlBox): boolean => {
    const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
    const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
    return width > 1 && height > 1;
  };
  boxes.forEach((a, index) => {
    for (const b of boxes.slice(index + 1)) {
      const together = a.scroller !== undefined && a.scroller === b.scroller && a.whole && b.whole;
      if (together ? cross({ ...a, ...a.whole }, { ...b, ...b.whole }) : cross(a, b)) pairs.push(`${a.name} × ${b.name}`);
    }
  });
  return pairs;
}

/** Boxes smaller than 24 × 24 px (WCAG 2.5.8), as 'name w×h'. */
export function undersized(boxes: ControlBox[]): string[] {
  return boxes
    .filter((box) => box.width < 23.5 || box.height < 23.5)
    .map((box) => `${box.name} ${Math.round(box.width)}×${Math.round(box.height)}`);
}
