// Covers the audio player: the MP3 (EXISTE_AUDIOMP3) or the HLS audio rendition replaces the video, the
// widget shrinks to an audio bar, and going there and back keeps position, rate and play state.
import type { Page } from '@playwright/test';
import {
  clickControl,
  clickPlay,
  currentTime,
  expect,
  openPlayer,
  screenshot,
  secondsSince,
  test,
  wakeControls,
} from './fixtures.ts';

const media = (page: Page) =>
  page.evaluate(() => {
    const video = document.querySelector('video');
    return { paused: video?.paused, rate: video?.playbackRate, src: video?.currentSrc ?? '' };
  });
const playerHeight = async (page: Page): Promise<number> => (await page.locator('.video-js').boundingBox())?.height ?? 0;

test('audio mode plays the MP3 and comes back to the video at the same position, rate and state', async ({ page, stack }) => {
  const mp3Requests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.mp3')) mp3Requests.push(request.url());
  });
  await openPlayer(page, await stack.playerUrl());
  const videoHeight = await playerHeight(page);
  await clickPlay(page);
  await page.keyboard.press('>');
  await expect.poll(() => currentTime(page)).toBeGreaterThan(2);

  const before = await currentTime(page);
  const readAt = Date.now();
  await clickControl(page, 'Audio Player');
  await expect.poll(() => media(page).then((m) => m.src)).toMatch(/\.mp3(\?|$)/);
  expect(mp3Requests.length).toBeGreaterThan(0);
  // Still playing, so the position moves on from where the video was, never back to the start, and no further
  // than 1.25× the time since (a loaded machine takes seconds over the switch).
  await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(before);
  expect(await currentTime(page)).toBeLessThan(before + 1.25 * secondsSince(readAt) + 0.5);
  await expect.poll(() => media(page)).toMatchObject({ paused: false, rate: 1.25 });
  await expect.poll(() => playerHeight(page)).toBeLessThan(videoHeight / 3);
  await expect(page.getByRole('heading', { name: 'Lição 1 · Fotossíntese' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Audio Player' })).toHaveAttribute('aria-pressed', 'true');
  await screenshot(page, 'audio-mode-bar');

  await page.keyboard.press('k');
  await expect.poll(() => media(page).then((m) => m.paused)).toBe(true);
  const inAudio = await currentTime(page);
  await clickControl(page, 'Audio Player');
  await expect.poll(() => media(page).then((m) => m.src)).toMatch(/^blob:/);
  await expect.poll(() => playerHeight(page)).toBeGreaterThan(videoHeight - 2);
  await expect.poll(async () => Math.abs((await currentTime(page)) - inAudio)).toBeLessThan(0.5);
  expect(await media(page)).toMatchObject({ paused: true, rate: 1.25 });
  // The lesson goes on paused where it was: its frame and its bar, not the poster and big play button of one not started.
  await expect(page.locator('.video-js')).toHaveClass(/vjs-has-started/);
  await expect(page.locator('.vjs-big-play-button')).toBeHidden();
  await wakeControls(page);
  await expect(page.locator('.vjs-control-bar .vjs-play-control')).toBeVisible();
  // The frame at that position, for the screenshot.
  await expect
    .poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => !video.seeking && video.readyState >= 2))
    .toBe(true);
  await screenshot(page, 'audio-mode-back-paused');
});

test('without an MP3 the audio mode plays the HLS audio rendition', async ({ page, stack }) => {
  const audioSegments: string[] = [];
  page.on('request', (request) => {
    if (/\/hls\/audio\/.+\.(ts|aac)$/.test(new URL(request.url()).pathname)) audioSegments.push(request.url());
  });
  const videoSegments: string[] = [];
  await openPlayer(page, await stack.playerUrl('seguranca-senhas'));
  await clickPlay(page);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(1);
  await clickControl(page, 'Audio Player');
  page.on('request', (request) => {
    if (/\/hls\/\d+p\//.test(request.url())) videoSegments.push(request.url());
  });
  await expect.poll(() => currentTime(page)).toBeGreaterThan(4);
  expect(audioSegments.length).toBeGreaterThan(0);
  // In audio mode no video rendition is fetched any more.
  expect(videoSegments).toEqual([]);
  expect((await media(page)).paused).toBe(false);
});
