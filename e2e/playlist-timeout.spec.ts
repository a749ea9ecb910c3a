// Covers a playlist that never answers (a CDN's edge that takes the request and sends nothing): it is a fault at its
// timeout (PLAYLIST_TIMEOUT_MS, 10 s; VHS would wait 45 s), which the recovery takes as any failed request: one
// reload, then the message with a retry that works, about 20 s after the page opened (46 s before); a playlist
// that is only slow still plays.
import { PLAYLIST_TIMEOUT_MS } from '../src/services/retry-policy.ts';
import { currentTime, clickPlay, expect, openPlayer, test } from './fixtures.ts';
import { holdRequests } from './hold-requests.ts';

const MASTER = /\/hls\/master\.m3u8(\?|$)/;

test('a master playlist that never answers ends in the message with a retry, at its timeout, and the retry plays', async ({
  page,
  stack,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 640, height: 360 });
  const master = await holdRequests(page, MASTER, { then: 'fail' });
  const started = Date.now();
  await page.goto(`${await stack.playerUrl()}&lang=en`);
  await expect(page.getByTestId('player-error-message')).toHaveText('This video could not be played.', { timeout: 35_000 });
  // Two timeouts (the first load's and the one reload's), not VHS's 45 s.
  const took = Date.now() - started;
  expect(took).toBeGreaterThanOrEqual(2 * PLAYLIST_TIMEOUT_MS);
  expect(took).toBeLessThan(45_000);
  await expect(page.getByText('Loading content')).toBeHidden();

  master.release();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('.player-page .video-js')).toHaveCount(1);
  await clickPlay(page);
  await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(0.5);
});

test('a master playlist that comes slowly, within its timeout, plays with no message', async ({ page, stack }) => {
  await page.route(MASTER, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, PLAYLIST_TIMEOUT_MS / 2));
    return route.continue();
  });
  await openPlayer(page, await stack.playerUrl());
  await clickPlay(page);
  await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(0.5);
  await expect(page.getByTestId('player-error-message')).toHaveCount(0);
});
