// Covers the live item's recovery from the faults a stream meets while it plays: a signature that expires (the
// playlist answers 403; a freshly signed item plays on) and a lost connection that returns. A live source loads
// nothing before it plays, so the reload plays it at once, from its live edge, rather than waiting for its metadata.
import type { Page } from '@playwright/test';
import { axeViolations, clickPlay, currentTime, expect, openPlayer, screenshot, test } from './fixtures.ts';

const LIVE = /\/live\/aula-ao-vivo\//;

/** Opens the live item and plays it until a few seconds have played. */
async function playLive(page: Page, url: string): Promise<void> {
  await openPlayer(page, url);
  await clickPlay(page);
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(2);
}

/** Playback moves on: within 30 s, the time grows by more than 1.5 s over 2 s (a reload starts a new timeline). */
async function playsOn(page: Page): Promise<void> {
  const played = async (): Promise<number> => {
    const from = await currentTime(page);
    await page.waitForTimeout(2000);
    return (await currentTime(page)) - from;
  };
  await expect.poll(played, { timeout: 30_000, intervals: [0] }).toBeGreaterThan(1.5);
  expect(await page.evaluate(() => document.querySelector('video')?.paused)).toBe(false);
}

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
  await expect(page.getByText('Não foi possível reproduzir este vídeo.')).toHaveCount(0);
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
  await expect(page.getByText('Não foi possível reproduzir este vídeo.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reproduzindo ao vivo' })).toBeAttached();
  await screenshot(page, 'live-recovery-online');
  expect(await axeViolations(page)).toEqual([]);
});
