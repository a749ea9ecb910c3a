// Covers the player-first boot: the first frame comes before the app's code is even asked for; the first
// segments are prefetched while the player's code downloads and VHS takes them (no second download);
// the app then adopts the very player boot started, without a restart.
import type { Request } from '@playwright/test';
import { expect, openPlayer, test } from './fixtures.ts';

test('the first segments are prefetched, VHS takes them over, and the app comes after the first frame', async ({
  page,
  stack,
}) => {
  // A slow link, as in the bench: the player's code then takes longer than the prefetch. (On loopback VHS
  // runs before the prefetch gets far and asks for the segments itself, also without a second download.)
  // The player's chunk is also held until both first segments are asked for (15 s at most): on a loaded
  // machine the race can go either way, and this test is about the prefetch winning it.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 1.6e6 / 8,
    uploadThroughput: 1.6e6 / 8,
  });
  const requests: Request[] = [];
  let bothFirstSegments = (): void => undefined;
  const firstSegmentsAsked = new Promise<void>((resolve) => (bothFirstSegments = resolve));
  page.on('request', (request) => {
    requests.push(request);
    if (requests.filter((each) => /\/seg_000\.ts$/.test(new URL(each.url()).pathname)).length === 2) bothFirstSegments();
  });
  await page.route(/\/assets\/first-player-[^/]+\.js$/, async (route) => {
    await Promise.race([firstSegmentsAsked, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    await route.continue();
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) warnings.push(message.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { firstFrameAt?: number };
    document.addEventListener('loadeddata', () => (w.firstFrameAt ??= performance.now()), true);
  });
  await openPlayer(page, await stack.playerUrl());

  const media = requests.filter((request) => /\/hls\/.+\.(ts|m3u8)$/.test(new URL(request.url()).pathname));
  const firstSegments = media.filter((request) => /seg_000\.ts$/.test(new URL(request.url()).pathname));
  // A video and an audio first segment, each downloaded once, by the preload (not by a VHS XHR).
  const names = firstSegments.map((request) => new URL(request.url()).pathname.replace(/.*\/hls\//, ''));
  expect(names).toHaveLength(2);
  expect(names).toEqual(expect.arrayContaining(['audio/seg_000.ts', expect.stringMatching(/^\d+p\/seg_000\.ts$/)]));
  for (const request of firstSegments) expect(request.resourceType()).not.toBe('xhr');
  // Playlists: boot's own read and the preload VHS takes; never a third.
  const perUrl = new Map<string, number>();
  for (const request of media) perUrl.set(request.url(), (perUrl.get(request.url()) ?? 0) + 1);
  for (const [url, count] of perUrl) expect(count, url).toBeLessThanOrEqual(new URL(url).pathname.endsWith('.m3u8') ? 2 : 1);
  expect(warnings).toEqual([]);

  // React and the router (the app's chunk) are asked for only after the first frame.
  const appChunk = requests.find((request) => /\/assets\/mount-app-[^/]+\.js$/.test(request.url()));
  expect(appChunk).toBeDefined();
  const firstFrameAt = await page.evaluate(() => (window as unknown as { firstFrameAt?: number }).firstFrameAt ?? Infinity);
  const appRequestedAt = await page.evaluate(
    (url) => performance.getEntriesByName(url)[0]?.startTime ?? -1,
    appChunk?.url() ?? '',
  );
  expect(appRequestedAt).toBeGreaterThan(firstFrameAt);
});

test('the app adopts the playing player: same element, playback and position go on', async ({ page, stack }) => {
  await page.addInitScript(() => {
    // Tag the first video element boot creates, before the app exists.
    new MutationObserver((_, observer) => {
      const video = document.querySelector('video');
      if (!video) return;
      video.dataset['bootPlayer'] = 'yes';
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await openPlayer(page, await stack.playerUrl());
  await expect(page.locator('.player-page video[data-boot-player="yes"]')).toHaveCount(1);
  await expect(page.locator('.sp-first-player')).toHaveCount(0);
  await expect(page.locator('video')).toHaveCount(1);
  await page.locator('.vjs-big-play-button').click();
  await expect.poll(() => page.evaluate(() => document.querySelector('video')?.currentTime ?? 0)).toBeGreaterThan(1);
});
