// Covers clean disposal: mounting and unmounting the player 20 times (a route change each way) leaves no
// growing count of event listeners or DOM nodes, and no growing heap.
import type { Page, Request } from '@playwright/test';
import { expect, openPlayer, test } from './fixtures.ts';

interface Counters {
  listeners: number;
  nodes: number;
  heap: number;
}

/** Counts the page's network requests still in flight (a media element's blob: URL never finishes). */
function trackInFlight(page: Page): () => number {
  const pending = new Set<Request>();
  page.on('request', (request) => {
    if (!request.url().startsWith('blob:')) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return () => pending.size;
}

async function remount(page: Page, inFlight: () => number): Promise<void> {
  const before = await page.evaluate(() => document.querySelector('video')?.id ?? '');
  // An unknown path redirects to the player: the page unmounts and mounts again, as a route change does.
  await page.evaluate(() => {
    history.pushState(null, '', '/nowhere');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect.poll(() => page.evaluate(() => document.querySelector('video')?.id ?? '')).not.toBe(before);
  await expect.poll(() => page.evaluate(() => document.querySelector('video')?.readyState ?? 0)).toBeGreaterThanOrEqual(2);
  await expect.poll(inFlight, { intervals: [250] }).toBe(0);
}

/**
 * @videojs/xhr does not clear its 45 s timeout timer when VHS aborts a request, so each aborted request keeps
 * its (disposed) player reachable until that timer fires. Counting after it shows what is really retained.
 */
const XHR_TIMEOUT_MS = 45_000;

test('20 mounts and unmounts leave no growing listener count or heap', async ({ page, stack }) => {
  test.setTimeout(180_000);
  const cdp = await page.context().newCDPSession(page);
  const counters = async (): Promise<Counters> => {
    await cdp.send('HeapProfiler.collectGarbage');
    const dom = await cdp.send('Memory.getDOMCounters');
    const heap = await cdp.send('Runtime.getHeapUsage');
    return { listeners: dom.jsEventListeners, nodes: dom.nodes, heap: heap.usedSize };
  };
  const inFlight = trackInFlight(page);
  await openPlayer(page, await stack.playerUrl());
  for (let i = 0; i < 5; i++) await remount(page, inFlight);
  await page.waitForTimeout(XHR_TIMEOUT_MS + 2_000);
  const warm = await counters();
  for (let i = 0; i < 15; i++) await remount(page, inFlight);
  await page.waitForTimeout(XHR_TIMEOUT_MS + 2_000);
  const after = await counters();
  console.log(`after 5 mounts: ${JSON.stringify(warm)}; after 20: ${JSON.stringify(after)}`);
  // A leak of one player per mount would add hundreds of listeners and nodes, and megabytes of heap.
  expect(after.listeners - warm.listeners).toBeLessThanOrEqual(10);
  expect(after.nodes - warm.nodes).toBeLessThanOrEqual(200);
  expect(after.heap - warm.heap).toBeLessThan(4 * 1024 * 1024);
  await expect(page.locator('.video-js')).toHaveCount(1);
});
