/** Text measurements for the browser tests: text cut off by its box, and lines of text drawn over one another. */
import type { Locator, Page } from '@playwright/test';

/**
 * WCAG's text spacing overrides (Understanding 1.4.12's bookmarklet): line height 1.5, paragraph spacing 2 em,
 * letter spacing 0.12 em, word spacing 0.16 em, on every element and winning over the widget's own styles.
 */
export const TEXT_SPACING_CSS = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/** Applies WCAG's text spacing overrides to the page, as a viewer's user style sheet or bookmarklet does. */
export async function spaceText(page: Page): Promise<void> {
  await page.addStyleTag({ content: TEXT_SPACING_CSS });
}

/**
 * Text under `scope` that a viewer cannot read in full: a line that reaches past a box that hides its overflow
 * (`overflow: hidden` or `clip`, with no scrolling box between that would bring it into view), text cut short with
 * an ellipsis or a line clamp. One line each: 'text (why)'. Hidden-by-design text (visually hidden labels, Video.js's
 * control text, aria-hidden) is skipped; the video picture has none.
 */
export function clippedText(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const found: string[] = [];
    const hiddenByDesign = (element: Element): boolean =>
      element.closest('.visually-hidden, .vjs-control-text, .vjs-hidden, [aria-hidden="true"], video') !== null;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const owner = node.parentElement;
      if (!text || !owner || hiddenByDesign(owner)) continue;
      const style = getComputedStyle(owner);
      if (style.visibility === 'hidden' || owner.getClientRects().length === 0) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = [...range.getClientRects()].filter((line) => line.width > 0 && line.height > 0);
      const label = text.slice(0, 40);
      for (let box: Element | null = owner; box && box !== document.body; box = box.parentElement) {
        const boxStyle = getComputedStyle(box);
        if (boxStyle.textOverflow === 'ellipsis' && box.scrollWidth > box.clientWidth + 1) found.push(`${label} (ellipsis)`);
        if (boxStyle.webkitLineClamp !== 'none' && box.scrollHeight > box.clientHeight + 1) found.push(`${label} (line clamp)`);
        const [x, y] = [boxStyle.overflowX, boxStyle.overflowY];
        if (x === 'auto' || x === 'scroll' || y === 'auto' || y === 'scroll') break;
        if (x === 'visible' && y === 'visible') continue;
        const edge = box.getBoundingClientRect();
        const cut = lines.some(
          (line) =>
            (x !== 'visible' && (line.left < edge.left - 1 || line.right > edge.right + 1)) ||
            (y !== 'visible' && (line.top < edge.top - 1 || line.bottom > edge.bottom + 1)),
        );
        if (cut) {
          found.push(`${label} (cut by ${box.tagName.toLowerCase()}.${[...box.classList].join('.')})`);
          break;
        }
      }
    }
    return [...new Set(found)];
  });
}

/**
 * Lines of text under `scope` drawn over other lines of text (a row too short for its grown text spills onto the next),
 * as 'a × b'. Lines that scroll in different regions are compared only when both are in view.
 */
export function overlappingText(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const lines: { text: string; owner: Element; pinned: Element | null; box: DOMRect }[] = [];
    // The nearest sticky box around an element: the text a region scrolls passes under it, as it should.
    const pinnedBox = (element: Element): Element | null => {
      for (let box: Element | null = element; box && box !== root.parentElement; box = box.parentElement)
        if (getComputedStyle(box).position === 'sticky') return box;
      return null;
    };
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const owner = node.parentElement;
      if (!text || !owner) continue;
      if (owner.closest('.visually-hidden, .vjs-control-text, .vjs-hidden, [aria-hidden="true"]')) continue;
      if (getComputedStyle(owner).visibility === 'hidden') continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) {
        // What the scrolling and clipping boxes around it show of the line: a line scrolled out of view is drawn nowhere.
        let [left, top, right, bottom] = [line.left, line.top, line.right, line.bottom];
        for (let box = owner.parentElement; box && box !== document.body; box = box.parentElement) {
          const style = getComputedStyle(box);
          if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
          const edge = box.getBoundingClientRect();
          [left, top, right, bottom] = [
            Math.max(left, edge.left),
            Math.max(top, edge.top),
            Math.min(right, edge.right),
            Math.min(bottom, edge.bottom),
          ];
        }
        if (right - left > 0 && bottom - top > 0)
          lines.push({ text, owner, pinned: pinnedBox(owner), box: new DOMRect(left, top, right - left, bottom - top) });
      }
    }
    const pairs: string[] = [];
    lines.forEach((a, index) => {
      for (const b of lines.slice(index + 1)) {
        if (a.owner === b.owner || a.pinned !== b.pinned) continue;
        const width = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const height = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        // More than a quarter of a line's height: glyphs on glyphs, not the touch of two generous line boxes.
        if (width > 2 && height > Math.min(a.box.height, b.box.height) / 4)
          pairs.push(`${a.text.slice(0, 30)} × ${b.text.slice(0, 30)}`);
      }
    });
    return [...new Set(pairs)];
  });
}
