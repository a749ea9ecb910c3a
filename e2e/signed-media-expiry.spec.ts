// Covers signed media URLs that expire mid-session: once the item's signature is refused (403, as the
// reference API answers an expired one), the player asks for the item again, reloads from the freshly
// signed URL at the position it had, plays on, and does not loop.
import { clickPlay, currentTime, expect, openPlayer, test } from './fixtures.ts';

test('an expired media signature is signed anew: playback goes on from its position, once', async ({ page, stack }) => {
  let expired: string | null = null;
  await page.route(/\/media\/.*[?&]sig=/, (route) => {
    const sig = new URL(route.request().url()).searchParams.get('sig');
    if (expired !== null && sig === expired)
      return route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ status_ret: 'NOK', erro: 'Link de mídia inválido ou expirado.' }),
      });
    return route.continue();
  });
  const items: string[] = [];
  page.on('response', async (response) => {
    if (/\/api\/player\?/.test(response.url())) items.push(((await response.json()) as { Item: { urlHls: string } }).Item.urlHls);
  });

  await openPlayer(page, await stack.playerUrl('licao-fotossintese'));
  await clickPlay(page);
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(2);
  // Signatures carry their expiry in seconds: a second later, the item is signed differently.
  await page.waitForTimeout(1_100);
  expired = new URL(items[0] ?? '').searchParams.get('sig');
  // Far ahead, nothing is buffered: the next requests carry the expired signature.
  await page.evaluate(() => {
    const video = document.querySelector('video');
    if (video) video.currentTime = 40;
  });
  await expect.poll(() => items.length, { timeout: 30_000 }).toBe(2);
  expect(new URL(items[1] ?? '').searchParams.get('sig')).not.toBe(expired);
  await expect.poll(() => currentTime(page), { timeout: 30_000 }).toBeGreaterThan(41);
  expect(await page.evaluate(() => document.querySelector('video')?.paused)).toBe(false);
  await expect(page.getByTestId('player-error-message')).toHaveCount(0);
  await page.waitForTimeout(3_000);
  expect(items).toHaveLength(2);
});
