// Covers WCAG 2.5.1 (pointer gestures) and 2.5.7 (dragging movements): what a drag does, a single click or tap does
// too, with no path and no second finger. A single click on the progress bar seeks there, and a single tap on it
// too; a single click on the volume bar sets the volume there; the arrow keys move both. At 360 × 203 (the
// two-row bar) and 1280 × 720.
import type { Locator, Page } from '@playwright/test';
import { currentTime, expect, openPausedPlayer, test, wakeControls } from './fixtures.ts';
import { settled } from './settled.ts';

const video = (page: Page): Locator => page.locator('.video-js video');

/**
 * Where along a horizontal bar a fraction of its width is, in the page, once its transitions have run: the volume
 * bar widens in one as it opens, and a box read mid-way (a loaded machine draws few frames) points short.
 */
async function pointOn(bar: Locator, fraction: number): Promise<{ x: number; y: number }> {
  await settled(bar.page(), 0);
  const box = await bar.boundingBox();
  if (!box) throw new Error(`${bar.toString()} has no box`);
  return { x: box.x + box.width * fraction, y: box.y + box.height / 2 };
}

const duration = (page: Page): Promise<number> => video(page).evaluate((node: HTMLVideoElement) => node.duration);
const volume = (page: Page): Promise<number> => video(page).evaluate((node: HTMLVideoElement) => node.volume);

for (const size of [
  { width: 360, height: 203 },
  { width: 1280, height: 720 },
]) {
  const at = `${size.width}x${size.height}`;

  test(`at ${at} a single click on the progress bar seeks there, with no drag`, async ({ page, stack }) => {
    await openPausedPlayer(page, await stack.playerUrl(), size);
    const total = await duration(page);
    const bar = page.locator('.vjs-progress-holder');
    for (const fraction of [0.75, 0.25]) {
      await wakeControls(page);
      const point = await pointOn(bar, fraction);
      // One press and one release at the same point: no movement in between.
      await page.mouse.click(point.x, point.y);
      await expect
        .poll(() => currentTime(page), `a click at ${fraction * 100} % seeks there`)
        .toBeCloseTo(total * fraction, -0.5);
      // Video.js updates the slider's value on the next frame drawn.
      await expect
        .poll(
          async () => Math.abs(Number(await bar.getAttribute('aria-valuenow')) - fraction * 100),
          `the slider says ${fraction * 100} %`,
        )
        .toBeLessThan(2);
    }
    expect(await video(page).evaluate((node: HTMLVideoElement) => node.paused), 'seeking leaves it paused').toBe(true);
  });

  test(`at ${at} the progress bar and the volume also move with the arrow keys, one press at a time`, async ({ page, stack }) => {
    await openPausedPlayer(page, await stack.playerUrl(), size);
    const progress = page.getByRole('slider', { name: 'Barra de progresso' });
    await progress.focus();
    const start = await currentTime(page);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => currentTime(page), 'ArrowRight on the progress bar seeks ahead').toBeGreaterThan(start + 4);
    await video(page).evaluate((node: HTMLVideoElement) => (node.volume = 0.5));
    const volumeBar = page.locator('.vjs-volume-bar');
    if (await volumeBar.isVisible()) await volumeBar.focus();
    else await page.locator('.vjs-mute-control').focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => volume(page), 'ArrowDown lowers the volume').toBeLessThan(0.5);
  });
}

test('at 1280x720 a single click on the volume bar sets the volume there, with no drag', async ({ page, stack }) => {
  await openPausedPlayer(page, await stack.playerUrl(), { width: 1280, height: 720 });
  await wakeControls(page);
  // The volume bar opens beside the mute button while the pointer is over it.
  await page.locator('.vjs-mute-control').hover();
  const bar = page.locator('.vjs-volume-bar');
  await expect(bar).toBeVisible();
  for (const fraction of [0.3, 0.8]) {
    const point = await pointOn(bar, fraction);
    await page.mouse.click(point.x, point.y);
    // Within a tenth: the bar's ends are its padding, where the level is already 0 or 1.
    await expect
      .poll(async () => Math.abs((await volume(page)) - fraction), `a click at ${fraction * 100} % sets the volume there`)
      .toBeLessThan(0.1);
  }
});

test('at 360x203 a single tap on the progress bar seeks there', async ({ browser, stack }) => {
  const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 360, height: 203 } });
  const page = await context.newPage();
  await openPausedPlayer(page, await stack.playerUrl(), { width: 360, height: 203 });
  const total = await duration(page);
  const bar = page.locator('.vjs-progress-holder');
  // A tap wakes the bar first where it has gone; the second one is the seek.
  await page.locator('.video-js').tap({ position: { x: 20, y: 20 } });
  const point = await pointOn(bar, 0.6);
  await page.touchscreen.tap(point.x, point.y);
  await expect.poll(() => currentTime(page), 'a tap at 60 % seeks there').toBeCloseTo(total * 0.6, -0.5);
  await context.close();
});
