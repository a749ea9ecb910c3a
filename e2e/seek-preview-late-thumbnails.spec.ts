// Covers the seek preview when the thumbnails arrive late (a slow link): the preview already shown over the bar gets
// its thumbnail as soon as they come, with the pointer held still.
import { clickPlay, currentTime, expect, openPlayer, screenshot, test, wakeControls } from './fixtures.ts';
import { holdRequests } from './hold-requests.ts';

test('thumbnails that arrive while the preview shows appear in it, without the pointer moving', async ({ page, stack }) => {
  const thumbnails = await holdRequests(page, (url) => url.pathname.endsWith('/thumbnails.vtt'));
  await page.setViewportSize({ width: 640, height: 360 });
  await openPlayer(page, await stack.playerUrl());
  await clickPlay(page);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(0.3);
  await page.locator('.video-js video').evaluate((video: HTMLVideoElement) => video.pause());
  await wakeControls(page);
  const box = await page.locator('.vjs-progress-holder').boundingBox();
  if (!box) throw new Error('no progress bar');
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2);
  await page.mouse.move(box.x + box.width * 0.7, box.y + box.height / 2, { steps: 4 });

  // The thumbnails are still on their way: the time and the chapter show, no thumbnail.
  const preview = page.locator('.sp-seek-preview');
  await expect(preview).toBeVisible();
  await expect(preview.locator('.sp-seek-chapter')).toHaveText('Fase clara e ciclo de Calvin');
  const thumbnail = preview.locator('.sp-seek-thumbnail');
  await expect(thumbnail).toBeHidden();

  const answered = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/thumbnails.vtt'));
  thumbnails.release();
  await answered;
  // 70 % of 74.6 s is 52 s: the sprite's 18th tile (one every 3 s, five a row).
  await expect(thumbnail).toBeVisible();
  await expect(thumbnail).toHaveCSS('background-image', /thumbnails\.jpg/);
  await expect(thumbnail).toHaveCSS('background-position', '-320px -270px');
  await screenshot(page, 'seek-preview-late-thumbnails');
});
