// The bar fits its frame at every width a page may give it: every control inside the frame and uncovered
// (the fullscreen button too), none overlapping another, and a progress bar wide enough to seek with. With
// Video.js's own breakpoints the progress bar shrank to 40 px and the fullscreen button left the frame at
// 426–522 and 769–803 px; with every feature in the bar it stayed under 160 px up to 922 px (control-bar/bar-breakpoints.ts).
import { controlBoxes, overflowingX, overlapping } from './layout-checks.ts';
import { expect, openPausedPlayer, screenshot, test, wakeControls } from './fixtures.ts';
import type { Page } from '@playwright/test';

/** The narrowest progress bar one can still seek along with a finger or a mouse. */
const MIN_PROGRESS_PX = 150;

async function checkBar(page: Page, label: string): Promise<void> {
  const bar = page.locator('.vjs-control-bar');
  const fit = await bar.evaluate((element) => ({ scroll: element.scrollWidth, width: element.clientWidth }));
  expect(fit.scroll, `${label}: the bar's content is wider than the bar`).toBeLessThanOrEqual(fit.width);
  expect(await overflowingX(page), `${label}: sticks out of the frame`).toEqual([]);
  const boxes = await controlBoxes(bar);
  expect(overlapping(boxes), `${label}: overlapping controls`).toEqual([]);
  // Each control's middle is the control's own (nothing covers it), inside the frame.
  const covered = await bar.evaluate((element) =>
    [...element.querySelectorAll<HTMLElement>(':scope > .vjs-control, :scope > .vjs-menu-button')]
      .filter((control) => control.getClientRects().length > 0 && getComputedStyle(control).display !== 'none')
      .filter((control) => {
        const box = control.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        if (x < 0 || x > innerWidth || y < 0 || y > innerHeight) return true;
        const hit = document.elementFromPoint(x, y);
        return !(hit && control.contains(hit));
      })
      .map((control) => control.className.split(' ')[0] ?? ''),
  );
  expect(covered, `${label}: controls outside the frame or covered`).toEqual([]);
  // Labels drawn inside their control (a live button's 'AO VIVO').
  const spilling = await bar.evaluate((element) =>
    [...element.querySelectorAll<HTMLElement>('.sp-live-button, .vjs-remaining-time')]
      .filter((node) => node.getClientRects().length > 0 && node.scrollWidth > node.clientWidth + 1)
      .map((node) => node.className.split(' ')[0] ?? ''),
  );
  expect(spilling, `${label}: labels wider than their control`).toEqual([]);
}

for (const width of [426, 480, 560, 639, 640, 769, 800, 900, 922, 923, 1280]) {
  const height = Math.round((width * 9) / 16);
  test(`at ${width} × ${height} the bar fits: fullscreen in the frame, nothing overlapping, a progress bar to seek with`, async ({
    page,
    stack,
  }) => {
    await openPausedPlayer(page, await stack.playerUrl(), { width, height });
    await wakeControls(page);
    await checkBar(page, `${width} px`);
    await expect(page.getByRole('button', { name: 'Tela cheia' })).toBeInViewport({ ratio: 1 });
    const progress = await page.locator('.vjs-control-bar .vjs-progress-control').boundingBox();
    expect(progress?.width ?? 0, 'the progress bar is wide enough to seek with').toBeGreaterThanOrEqual(MIN_PROGRESS_PX);
    if ([480, 640, 800].includes(width)) await screenshot(page, `bar-fit-${width}`);
  });
}

for (const width of [360, 480, 640, 960]) {
  const height = Math.round((width * 9) / 16);
  test(`a live item's bar at ${width} × ${height}: the live button holds its label, nothing overlaps`, async ({
    page,
    stack,
  }) => {
    await openPausedPlayer(page, await stack.playerUrl('aula-ao-vivo'), { width, height });
    await wakeControls(page);
    await expect(page.locator('.sp-live-button')).toBeVisible();
    await checkBar(page, `live, ${width} px`);
    if (width === 360) await screenshot(page, 'bar-fit-live-360');
  });
}
