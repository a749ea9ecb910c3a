// Covers recovery from playback failures against the real media: a rendition whose segments 404 is left
// for another and playback goes on; when nothing can play, a localized error with a retry appears and
// the error is posted to playerlogerror; after the connection returns, playback resumes by itself.
import { clickPlay, currentTime, expect, openPlayer, recordSegmentRenditions, test } from './fixtures.ts';

test('a 404 on one rendition does not stop playback', async ({ page, stack }) => {
  // Every segment of the first rendition the player asks for answers 404.
  let failing: string | null = null;
  await page.route(/\/hls\/\d+p\/seg_\d+\.ts(\?|$)/, (route) => {
    const rendition = /\/hls\/(\d+p)\//.exec(route.request().url())?.[1] ?? '';
    failing ??= rendition;
    return rendition === failing ? route.fulfill({ status: 404, body: 'not found' }) : route.continue();
  });
  const segments = recordSegmentRenditions(page);
  await openPlayer(page, await stack.playerUrl());
  await clickPlay(page);
  // VHS excludes the failing rendition and plays another one; the time keeps moving.
  await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(3);
  expect(failing).not.toBeNull();
  expect(segments.filter((rendition) => rendition !== failing).length).toBeGreaterThan(0);
  await expect(page.getByText('Não foi possível reproduzir este vídeo.')).toHaveCount(0);
});

test('when the stream cannot load, the error is shown with a retry and logged', async ({ page, stack }) => {
  // The master playlist fails: the player reloads it once, then gives up with the message.
  await page.route(/\/hls\/master\.m3u8(\?|$)/, (route) => route.fulfill({ status: 404, body: 'not found' }));
  const logged: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/playerlogerror')) logged.push(request.postData() ?? '');
  });
  await page.goto(await stack.playerUrl());
  await expect(page.getByText('Não foi possível reproduzir este vídeo.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  await expect.poll(() => logged.length).toBeGreaterThan(0);
  expect(logged[0]).toContain('Player: code');

  await page.unroute(/\/hls\/master\.m3u8(\?|$)/);
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.locator('.video-js')).toHaveCount(1);
  await clickPlay(page);
  await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(0.5);
});

test('after the connection returns, playback resumes by itself', async ({ page, stack }) => {
  await openPlayer(page, await stack.playerUrl());
  await clickPlay(page);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(0.5);
  await page.context().setOffline(true);
  // Far ahead of the buffer, so the player needs the network it does not have.
  await page.evaluate(() => {
    const video = document.querySelector('video');
    if (video) video.currentTime = 60;
  });
  await page.waitForTimeout(3_000);
  expect(await currentTime(page)).toBeLessThan(62);
  await page.context().setOffline(false);
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(61);
  await expect(page.getByText('Não foi possível reproduzir este vídeo.')).toHaveCount(0);
});

test('a video that ended while offline stays on its end when the connection returns; one the viewer paused stays paused', async ({
  page,
  stack,
}) => {
  await openPlayer(page, await stack.playerUrl());
  await clickPlay(page);
  const duration = await page.evaluate(() => document.querySelector('video')?.duration ?? 0);
  // Near the end, with the rest buffered, then offline: the video ends without the network.
  await page.evaluate((to) => {
    const video = document.querySelector('video');
    if (video) video.currentTime = to;
  }, duration - 4);
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const buffered = document.querySelector('video')?.buffered;
          return buffered?.length ? buffered.end(buffered.length - 1) : 0;
        }),
      { timeout: 15_000 },
    )
    .toBeGreaterThan(duration - 0.5);
  await page.context().setOffline(true);
  await expect.poll(() => page.evaluate(() => document.querySelector('video')?.ended), { timeout: 15_000 }).toBe(true);
  await page.context().setOffline(false);
  await page.waitForTimeout(3_000);
  expect(
    await page.evaluate(() => ({
      ended: document.querySelector('video')?.ended,
      paused: document.querySelector('video')?.paused,
    })),
  ).toEqual({
    ended: true,
    paused: true,
  });

  // Played again, paused by the viewer while offline: still paused when the connection returns.
  await page.evaluate(() => {
    const video = document.querySelector('video');
    if (video) video.currentTime = 1;
    void video?.play();
  });
  await expect.poll(() => currentTime(page)).toBeGreaterThan(1.5);
  await page.context().setOffline(true);
  await page.evaluate(() => document.querySelector('video')?.pause());
  await page.context().setOffline(false);
  await page.waitForTimeout(3_000);
  expect(await page.evaluate(() => document.querySelector('video')?.paused)).toBe(true);
});
