// Covers a live stream's media that is missing for a while: a segment the encoder or the CDN lost (404 in every
// rendition) is skipped and the stream goes on; a playlist answered 404 for some seconds (an encoder's restart, a CDN's
// blip) is waited for, and passes unseen.
import { clickControl, clickPlay, expect, test } from './fixtures.ts';
import { FAILED, LIVE, MEDIA_PLAYLISTS, SEGMENT, playLive, playsOn } from './live.ts';

test('a live segment missing in every rendition is skipped: the stream plays on past it, no message', async ({ page, stack }) => {
  test.setTimeout(120_000);
  const asked = await playLive(page, await stack.playerUrl('aula-ao-vivo'));
  // The next segment the encoder lists is lost: every rendition, audio too, answers 404 for it.
  const missing = Math.max(...asked) + 2;
  let refused = 0;
  await page.route(SEGMENT, (route) => {
    if (Number(SEGMENT.exec(route.request().url())?.[1]) !== missing) return route.fallback();
    refused++;
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
  });
  await expect.poll(() => refused, { timeout: 20_000 }).toBeGreaterThan(0);
  // Past the gap: the segments after it come, and playback goes on over the time the old code ended in the message.
  await expect.poll(() => Math.max(...asked), { timeout: 20_000 }).toBeGreaterThan(missing + 1);
  await playsOn(page, 12, 45_000);
  await expect(page.getByText(FAILED)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reproduzindo ao vivo' })).toBeAttached();
});

test('live segments that all go missing end in the message, with a retry that plays once they come back', async ({
  page,
  stack,
}) => {
  test.setTimeout(120_000);
  await playLive(page, await stack.playerUrl('aula-ao-vivo'));
  await page.route(SEGMENT, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }));
  await expect(page.getByText(FAILED)).toBeVisible({ timeout: 90_000 });
  await page.unroute(SEGMENT);
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.locator('.video-js')).toHaveCount(1);
  await clickPlay(page);
  await playsOn(page);
});

test('a live playlist answered 404 for some seconds (an encoder restarts) passes unseen', async ({ page, stack }) => {
  test.setTimeout(90_000);
  await playLive(page, await stack.playerUrl('aula-ao-vivo'));
  let refused = 0;
  await page.route(MEDIA_PLAYLISTS, (route) => {
    refused++;
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
  });
  await expect.poll(() => refused, { timeout: 10_000 }).toBeGreaterThan(1);
  await page.waitForTimeout(6000);
  await page.unroute(MEDIA_PLAYLISTS);
  await playsOn(page);
  await expect(page.getByText(FAILED)).toHaveCount(0);
});

test('a paused live stream whose signature expires stays paused with no message, and plays from its live edge', async ({
  page,
  stack,
}) => {
  test.setTimeout(90_000);
  await playLive(page, await stack.playerUrl('aula-ao-vivo'));
  await page.evaluate(() => document.querySelector('video')?.pause());
  // A long pause: the signature expires, and the live playlist's refresh is refused.
  const freshItem = page.waitForRequest(/\/api\/player\?/, { timeout: 20_000 });
  let expired: string | null = null;
  await page.route(LIVE, (route) => {
    const signature = new URL(route.request().url()).searchParams.get('sig');
    expired ??= signature;
    if (signature !== expired) return route.fallback();
    return route.fulfill({ status: 403, contentType: 'text/html', body: '<h1>403 Forbidden</h1>' });
  });
  await freshItem;
  // Past the reload's deadline (15 s): a paused reload is no failure.
  await page.waitForTimeout(20_000);
  await expect(page.getByText(FAILED)).toHaveCount(0);
  // Pressed play, the reload loads its playlists and first segments, then plays.
  await clickControl(page, 'Tocar');
  await playsOn(page, 5);
  await expect(page.getByText(FAILED)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reproduzindo ao vivo' })).toBeAttached();
});
