// Covers the bar across frame widths: at 360 px the overflow menu (⋮) takes over the feature controls and
// holds its pt labels; at 1280 px everything is in the bar. Screenshots at 360, 640 and 1280 px.
import AxeBuilder from '@axe-core/playwright';
import { clickPlay, currentTime, expect, openPlayer, screenshot, test, wakeControls } from './fixtures.ts';
import { FRAME_SIZES } from './frame-sizes.ts';

const overflowLabels = [
  'Gostei',
  'Não gostei',
  'Sphere AI',
  'Resumo',
  'Transcrição',
  'Chat',
  'Audio Player',
  'Picture in Picture',
  'Download',
];

test('at 360 px the overflow menu holds the feature controls with their pt labels', async ({ page, stack }) => {
  await page.setViewportSize({ width: 360, height: 203 });
  await openPlayer(page, await stack.playerUrl());
  await clickPlay(page);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(0.3);
  await wakeControls(page);
  for (const name of ['Gostei', 'Sphere AI', 'Audio Player']) {
    await expect(page.locator('.vjs-control-bar').getByRole('button', { name, exact: true })).toBeHidden();
  }
  await expect(page.getByRole('button', { name: 'Tela cheia' })).toBeVisible();
  await screenshot(page, 'bar-360');
  await page.getByRole('button', { name: 'Mais opções' }).click();
  const menu = page.locator('.sp-overflow-button .vjs-menu');
  await expect(menu.locator('li .vjs-menu-item-text')).toHaveText(overflowLabels);
  await screenshot(page, 'bar-360-overflow-open');
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // An entry acts as its button would: 'Audio Player' switches to the audio bar.
  await menu.getByRole('menuitemcheckbox', { name: 'Audio Player' }).click();
  await expect(page.locator('.video-js')).toHaveClass(/vjs-audio-only-mode/);
  await screenshot(page, 'bar-360-audio');
});

test('at 640 px the features move to the overflow, the bar keeps PiP and the rate', async ({ page, stack }) => {
  await page.setViewportSize({ width: 640, height: 360 });
  await openPlayer(page, await stack.playerUrl());
  await clickPlay(page);
  await wakeControls(page);
  await expect(page.getByRole('button', { name: 'Mais opções' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Picture-in-Picture' })).toBeVisible();
  await expect(page.locator('.vjs-control-bar').getByRole('button', { name: 'Gostei', exact: true })).toBeHidden();
  await screenshot(page, 'bar-640');
});

test('at 1280 px every control is in the bar and the overflow menu is hidden', async ({ page, stack }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await openPlayer(page, await stack.playerUrl());
  await clickPlay(page);
  await wakeControls(page);
  for (const name of ['Gostei', 'Não gostei', 'Sphere AI', 'Resumo', 'Chat', 'Audio Player', 'Download']) {
    await expect(page.locator('.vjs-control-bar').getByRole('button', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Mais opções' })).toBeHidden();
  // One size of icon along the bar: Video.js's font glyphs are as large as the feature icons' boxes (which hold
  // their own air), where they read half their size; each icon still sits within the bar's 30 px.
  const sizes = await page.locator('.vjs-control-bar').evaluate((bar) => {
    const before = (selector: string) => getComputedStyle(bar.querySelector(`${selector} .vjs-icon-placeholder`)!, '::before');
    return { glyph: parseFloat(before('.vjs-play-control').fontSize), feature: parseFloat(before('.sp-feature-button').width) };
  });
  expect(sizes.glyph).toBeGreaterThanOrEqual(22);
  expect(sizes.feature).toBe(sizes.glyph);
  expect(sizes.glyph).toBeLessThanOrEqual(30);
  await screenshot(page, 'bar-1280');
});

test('each feature control is hidden when its flag is off', async ({ page, stack }) => {
  stack.widget.setConfig(stack.widgetConfig({ DOWNLOAD: 'N', USAR_CHAT_AI: 'N', USAR_CHAT: 'N', RESUMO: 'N' }));
  await page.setViewportSize({ width: 1280, height: 720 });
  await openPlayer(page, await stack.playerUrl());
  await clickPlay(page);
  await wakeControls(page);
  const bar = page.locator('.vjs-control-bar');
  await expect(bar.getByRole('button', { name: 'Gostei', exact: true })).toBeVisible();
  for (const name of ['Sphere AI', 'Resumo', 'Chat', 'Download']) {
    await expect(bar.getByRole('button', { name, exact: true })).toHaveCount(0);
  }
});

for (const size of FRAME_SIZES) {
  test(`at ${size.width}x${size.height} a caption shown while the bar is up stands above the whole bar, at a readable size`, async ({
    page,
    stack,
  }) => {
    await page.setViewportSize(size);
    await openPlayer(page, await stack.playerUrl());
    await clickPlay(page);
    await expect.poll(() => currentTime(page)).toBeGreaterThan(0.3);
    // Captions on ('c'), paused where a cue shows: the bar stays up.
    await page.keyboard.press('c');
    await page.locator('.video-js video').evaluate((video: HTMLVideoElement) => {
      video.pause();
      video.currentTime = 10;
    });
    await wakeControls(page);
    const cue = page.locator('.vjs-text-track-display .vjs-text-track-cue');
    await expect(cue).toBeVisible();
    const [cueBox, barBox] = [await cue.boundingBox(), await page.locator('.vjs-control-bar').boundingBox()];
    expect(cueBox && barBox && cueBox.y + cueBox.height <= barBox.y, 'the caption ends above the bar').toBe(true);
    // Readable on a small frame too: Video.js's 5 % of the height would be 7 px at 360 × 203.
    const fontSize = await cue.evaluate((box) => parseFloat(getComputedStyle(box).fontSize));
    expect(fontSize, 'caption text size').toBeGreaterThanOrEqual(12);
    await screenshot(page, `caption-over-bar-${size.width}x${size.height}`);
  });
}
