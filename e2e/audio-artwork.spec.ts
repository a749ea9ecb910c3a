// Covers what a fixed frame shows below the audio bar: the item's poster (or a headphones mark where the poster
// does not load) in the room that is left, clear of the bar; none in a frame the host's SDK sizes to the bar.
import type { Page } from '@playwright/test';
import { animationsDone, axeViolations, expect, openFeature, openPausedPlayer, screenshot, test } from './fixtures.ts';
import { FRAME_SIZES } from './frame-sizes.ts';

async function enterAudioMode(page: Page): Promise<void> {
  await openFeature(page, 'Audio Player');
  await expect(page.locator('.video-js')).toHaveClass(/vjs-audio-only-mode/);
}

/** The element's box, which must be inside the frame and wholly below the audio bar. */
async function boxBelowBar(page: Page, selector: string) {
  const box = await page.locator(selector).boundingBox();
  const bar = await page.locator('.player-page').boundingBox();
  const viewport = page.viewportSize();
  if (!box || !bar || !viewport) throw new Error(`${selector}, the page or the viewport has no box`);
  expect(box.y, 'below the audio bar and its title').toBeGreaterThanOrEqual(bar.y + bar.height);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  return box;
}

for (const size of FRAME_SIZES) {
  const at = `${size.width}x${size.height}`;
  test(`at ${at} in audio mode the room below the bar shows the item's poster, and axe finds nothing`, async ({
    page,
    stack,
  }) => {
    await openPausedPlayer(page, await stack.playerUrl(), size);
    await enterAudioMode(page);
    const poster = page.locator('.sp-audio-artwork-poster');
    await expect(poster).toBeVisible();
    await expect(poster).toHaveAttribute('src', /\/poster\.jpg\?/);
    await expect
      .poll(() => poster.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    const box = await boxBelowBar(page, '.sp-audio-artwork-poster');
    expect(box.height, 'it takes the room left').toBeGreaterThan(size.height / 4);
    await screenshot(page, `audio-artwork-${at}`);
    expect(await axeViolations(page)).toEqual([]);

    // Back to the video: the artwork goes, the video fills the frame again.
    await openFeature(page, 'Audio Player');
    await expect(page.locator('.sp-audio-artwork')).toHaveCount(0);
    await expect.poll(async () => (await page.locator('.video-js').boundingBox())?.height).toBe(size.height);
  });
}

test('a poster that does not load gives way to the headphones mark', async ({ page, stack }) => {
  await page.route('**/poster.jpg?*', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await openPausedPlayer(page, await stack.playerUrl(), { width: 640, height: 360 });
  await enterAudioMode(page);
  await expect(page.locator('.sp-audio-artwork-poster')).toHaveCount(0);
  await expect(page.locator('.sp-audio-artwork-mark')).toBeVisible();
  await boxBelowBar(page, '.sp-audio-artwork-mark');
  // The mark is the headphones of the bar's audio button, painted (not an empty box).
  expect(await page.locator('.sp-audio-artwork-mark').evaluate((node) => getComputedStyle(node).maskImage)).toContain('svg');
  await screenshot(page, 'audio-artwork-no-poster-640x360');
});

test('in the intranet page the SDK-sized iframe in audio mode is the bar alone: no room, no artwork', async ({ page, stack }) => {
  await page.setViewportSize({ width: 640, height: 740 });
  await page.goto(`${stack.host.url}/intranet.html`);
  await expect(page.locator('body[data-player-ready]')).toBeAttached({ timeout: 20_000 });
  const iframe = page.locator('#player iframe');
  const frame = page.frameLocator('#player iframe');
  await page.getByRole('button', { name: 'Audio mode' }).click();
  await expect(frame.locator('.video-js')).toHaveClass(/vjs-audio-only-mode/);
  await expect.poll(async () => (await iframe.boundingBox())?.height ?? 0).toBeLessThan(150);
  const own = await frame.locator('.player-page').evaluate((node) => Math.ceil(node.getBoundingClientRect().height));
  await expect.poll(async () => Math.round((await iframe.boundingBox())?.height ?? 0)).toBe(own);
  expect(await frame.locator('.sp-audio-artwork').evaluate((node) => node.getBoundingClientRect().height)).toBe(0);
});

test('in a frame taller than the audio bar, a menu and a panel stand at the bottom, as tall as they need, and the bar stays in view above them', async ({
  page,
  stack,
}) => {
  const size = { width: 1280, height: 720 };
  await openPausedPlayer(page, await stack.playerUrl(), size);
  await enterAudioMode(page);
  const bar = await page.locator('.player-page .vjs-control-bar').boundingBox();
  await page.locator('.vjs-playback-rate .vjs-menu-button').click();
  const menu = page.locator('.vjs-playback-rate .vjs-menu.vjs-lock-showing');
  await expect(menu.getByRole('menuitemradio', { name: /^1x/ })).toBeFocused();
  const menuBox = await menu.boundingBox();
  expect(menuBox!.y, 'the menu stands below the bar').toBeGreaterThanOrEqual(bar!.y + bar!.height);
  expect(menuBox!.y + menuBox!.height).toBe(size.height);
  await screenshot(page, 'audio-rate-menu-tall-frame');
  await page.keyboard.press('Escape');

  await openFeature(page, 'Download');
  const sheet = page.locator('.overlay-dialog');
  await expect(sheet.getByRole('button', { name: 'Original' })).toBeVisible();
  await animationsDone(sheet);
  const sheetBox = await sheet.boundingBox();
  expect(sheetBox!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height);
  expect(sheetBox!.y + sheetBox!.height).toBe(size.height);
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'audio-download-tall-frame');
});
