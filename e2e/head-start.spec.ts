// Covers the head start (issue 18, docs/performance.md): the entry sends the item's requests (the item and
// the saved view) as soon as the config is in, while the rest of boot is still downloading, and boot's API
// client adopts them: each reaches the API once, and the player plays what they brought. Boot's chunk is
// held back by route interception until the API has seen the item's request, so the test fails if the
// requests wait for boot's code (or are sent twice).
import type { Page, Request } from '@playwright/test';
import { clickPlay, currentTime, expect, test } from './fixtures.ts';
import { holdRequests } from './hold-requests.ts';

/** Holds boot's chunk (both its modulepreload and its import) until `release()`. */
const holdBootChunk = async (page: Page): Promise<() => void> => (await holdRequests(page, /\/assets\/boot-[\w-]+\.js$/)).release;

/** The API requests the page sends, as `METHOD path`. */
function apiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && request.method() !== 'OPTIONS') seen.push(`${request.method()} ${url.pathname}`);
  });
  return seen;
}

test('the item and the saved view leave before boot’s code has arrived, once each, and the player plays them', async ({
  page,
  stack,
}) => {
  const sent = apiRequests(page);
  const release = await holdBootChunk(page);
  const itemAsked = page.waitForRequest((request) => request.method() === 'POST' && /\/api\/player\?/.test(request.url()));
  await page.goto(await stack.playerUrl());
  // Boot's code has not arrived: only the entry can have sent it.
  await itemAsked;
  await expect.poll(() => sent).toContain('GET /api/playervisualizacao');
  release();
  await expect(page.locator('.video-js')).toHaveCount(1, { timeout: 20_000 });
  await clickPlay(page);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(0.3);
  expect(sent.filter((request) => request === 'POST /api/player')).toHaveLength(1);
  expect(sent.filter((request) => request === 'GET /api/playervisualizacao')).toHaveLength(1);
});

test('a reload (the token kept for the tab, none in the address) sends the item early too', async ({ page, stack }) => {
  await page.goto(await stack.playerUrl());
  await expect(page.locator('.video-js')).toHaveCount(1, { timeout: 20_000 });
  expect(page.url()).not.toContain('token=');
  const sent = apiRequests(page);
  const release = await holdBootChunk(page);
  const itemAsked = page.waitForRequest((request) => request.method() === 'POST' && /\/api\/player\?/.test(request.url()));
  await page.reload();
  await itemAsked;
  release();
  await clickPlay(page);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(0.3);
  expect(sent.filter((request) => request === 'POST /api/player')).toHaveLength(1);
});
