// Covers the live item's recovery from the faults a stream meets while it plays: a signature that expires (the
// playlist answers 403; a freshly signed item plays on), a lost connection that returns, and a gateway's HTML page
// answered 200 in place of the playlists (a server's fault: a blip passes unseen, a lasting one ends in the message).
// A live source loads nothing before it plays, so the reload plays it at once, from its live edge.
import { axeViolations, clickPlay, expect, screenshot, test } from './fixtures.ts';
import { FAILED, LIVE, MEDIA_PLAYLISTS, playLive, playsOn } from './live.ts';

test('an expired signature on a live stream: a freshly signed item plays on, no message', async ({ page, stack }) => {
  await playLive(page, await stack.playerUrl('aula-ao-vivo'));
  // The signature the stream started with expires: every live request that carries it is refused from now on.
  const freshItem = page.waitForRequest(/\/api\/player\?/, { timeout: 20_000 });
  let expired: string | null = null;
  let refused = 0;
  await page.route(LIVE, (route) => {
    const signature = new URL(route.request().url()).searchParams.get('sig');
    expired ??= signature;
    if (signature !== expired) return route.fallback();
    refused++;
    return route.fulfill({ status: 403, contentType: 'text/html', body: '<h1>403 Forbidden</h1>' });
  });
  // The reload: a freshly signed item.
  await freshItem;
  expect(refused).toBeGreaterThan(0);
  await playsOn(page);
  await expect(page.getByText(FAILED)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reproduzindo ao vivo' })).toBeAttached();
});

test('a live stream whose connection drops plays on from its live edge when the connection returns', async ({
  page,
  stack,
  context,
}) => {
  await playLive(page, await stack.playerUrl('aula-ao-vivo'));
  await context.setOffline(true);
  await expect(page.getByText('Sem conexão à internet.')).toBeVisible();
  // Past what was buffered: the player waits.
  await expect(page.locator('.video-js.vjs-waiting')).toHaveCount(1, { timeout: 20_000 });
  await context.setOffline(false);
  await playsOn(page);
  await expect(page.getByText(FAILED)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reproduzindo ao vivo' })).toBeAttached();
  await screenshot(page, 'live-recovery-online');
  expect(await axeViolations(page)).toEqual([]);
});

/** A gateway's page, answered 200 (a captive portal, a misconfigured CDN) where the live playlists were. */
const GATEWAY_PAGE = '<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>';

test("a gateway's HTML page for the live playlists for some seconds passes unseen", async ({ page, stack }) => {
  await playLive(page, await stack.playerUrl('aula-ao-vivo'));
  let answered = 0;
  await page.route(MEDIA_PLAYLISTS, (route) => {
    answered++;
    return route.fulfill({ status: 200, contentType: 'text/html', body: GATEWAY_PAGE });
  });
  await expect.poll(() => answered, { timeout: 10_000 }).toBeGreaterThan(1);
  await page.waitForTimeout(4000);
  await page.unroute(MEDIA_PLAYLISTS);
  await playsOn(page);
  await expect(page.getByText(FAILED)).toHaveCount(0);
});

test("a gateway's HTML page for the live playlists that lasts ends in the message with a retry that works", async ({
  page,
  stack,
}) => {
  test.setTimeout(90_000);
  await playLive(page, await stack.playerUrl('aula-ao-vivo'));
  await page.route(MEDIA_PLAYLISTS, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: GATEWAY_PAGE }));
  await expect(page.getByText(FAILED)).toBeVisible({ timeout: 60_000 });
  await page.unroute(MEDIA_PLAYLISTS);
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.locator('.video-js')).toHaveCount(1);
  await clickPlay(page);
  await playsOn(page);
});
