// The budgets of the first load (docs/performance.md): the JavaScript on the wire before the first frame
// (brotli, as the widget server sends it), and the memory the widget holds against a bare Video.js page.
// Bytes and heap only: the bench (npm run bench) measures time, no test does.
import type { Page } from '@playwright/test';
import { startReferencePages } from '../bench/reference-pages.ts';
import { expect, openPlayer, test } from './fixtures.ts';

/** JavaScript before the first frame, brotli on the wire, in KB of 1000 bytes (docs/bundle-report.md). */
const FIRST_LOAD_BUDGET_KB = 170;
/**
 * The widget's heap after GC (its app loaded) may exceed the bare Video.js page's by at most this much, the
 * target: measured +1.69 MB (docs/performance.md). The bare page's own heap varies by up to 0.07 MB between
 * runs, and has once measured 0.4 MB low, hence its median of several loads.
 */
const HEAP_ALLOWANCE_MB = 2;
/** How many times the bare page loads: its median counts. */
const BARE_LOADS = 3;

/** Marks the first 'loadeddata' of any video on the page as `window.__firstFrame`. */
async function watchFirstFrame(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __firstFrame?: boolean };
    document.addEventListener('loadeddata', () => (w.__firstFrame = true), { capture: true, once: true });
  });
}

test(`the JavaScript loaded before the first frame is at most ${FIRST_LOAD_BUDGET_KB} KB brotli on the wire`, async ({
  page,
  stack,
}) => {
  const scripts = new Map<string, Promise<{ bytes: number; encoding: string }>>();
  let firstFrame = false;
  await page.exposeFunction('__firstFrameSeen', () => (firstFrame = true));
  await page.addInitScript(() => {
    const w = window as unknown as { __firstFrameSeen(): void };
    document.addEventListener('loadeddata', () => w.__firstFrameSeen(), { capture: true, once: true });
  });
  page.on('request', (request) => {
    // VHS's transmuxer workers are blob: URLs made in memory, not downloads.
    if (firstFrame || request.resourceType() !== 'script' || request.url().startsWith('blob:')) return;
    scripts.set(
      new URL(request.url()).pathname,
      request.response().then(async (response) => {
        await response?.finished();
        return {
          bytes: (await request.sizes()).responseBodySize,
          encoding: (await response?.headerValue('content-encoding')) ?? 'identity',
        };
      }),
    );
  });
  await openPlayer(page, await stack.playerUrl());
  const sizes = Object.fromEntries(await Promise.all([...scripts].map(async ([name, size]) => [name, await size] as const)));
  const totalKb = Object.values(sizes).reduce((sum, { bytes }) => sum + bytes, 0) / 1000;
  console.log(
    `first load: ${totalKb.toFixed(1)} KB on the wire in ${scripts.size} scripts: ` +
      Object.entries(sizes)
        .map(([name, { bytes, encoding }]) => `${name.replace(/^\/assets\//, '')} ${(bytes / 1000).toFixed(1)} KB ${encoding}`)
        .join(', '),
  );
  // As a CDN sends them: precompressed brotli (the budget is brotli's).
  expect(Object.entries(sizes).filter(([, { encoding }]) => encoding !== 'br')).toEqual([]);
  expect(totalKb).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB);
  // The app (React, the router, the panels), the menus, telemetry, vtt.js and the host's commands come after the first frame.
  expect(
    Object.keys(sizes).filter((name) =>
      /mount-app|jsx-runtime|player-screen|chat-panel|assistant-panel|complete-control-bar|start-telemetry|browser-index|host-commands/.test(
        name,
      ),
    ),
  ).toEqual([]);
});

/** The page's JavaScript heap after a full GC, in MB (the main thread's; workers have their own). */
async function heapAfterGc(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  let used = Infinity;
  // A few rounds: what one collection frees can free more in the next.
  for (let round = 0; round < 3; round++) {
    await cdp.send('HeapProfiler.collectGarbage');
    used = Math.min(used, (await cdp.send('Runtime.getHeapUsage')).usedSize);
  }
  await cdp.detach();
  return used / 1e6;
}

test(`the widget's heap after GC is at most a bare Video.js page's + ${HEAP_ALLOWANCE_MB} MB`, async ({
  browser,
  page,
  stack,
}) => {
  // Four pages' loads, each measured after full GCs: on CI's busy machine that took over 45 s.
  test.slow();
  // The bare page plays the item's own signed HLS with Video.js's dist, forced onto VHS as the widget is.
  const reference = await startReferencePages(async () => {
    const token = await stack.token('licao-fotossintese');
    const answer = await fetch(`${stack.api.url}/api/player?token=${token}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: token, 'Ocp-Apim-Subscription-Key': stack.options.apiKey },
      body: '{}',
    });
    const { Item: item } = (await answer.json()) as { Item: { urlHls: string; poster: string | null } };
    return { hls: item.urlHls, poster: item.poster };
  });
  const corsOrigins = stack.options.corsOrigins as string[];
  corsOrigins.push(reference.origin);
  const bareContext = await browser.newContext();
  try {
    // The widget with its app loaded (React, the router, the player page): its steady state. Awaited as the bare
    // page is, with a function: a Playwright locator puts its own injected script in the page, about 0.35 to 0.7 MB
    // of heap after GC that neither page has of its own and that the bare page would not get.
    await page.goto(await stack.playerUrl());
    await page.waitForFunction(
      () => document.querySelector('.player-page .video-js') && !document.querySelector('.loading-screen')?.checkVisibility(),
      null,
      { timeout: 20_000 },
    );
    await page.waitForLoadState('networkidle');
    const widget = await heapAfterGc(page);

    // The bare page's median of three loads: one load has measured 3.86 MB against its usual 4.27.
    const bareHeaps: number[] = [];
    for (let load = 0; load < BARE_LOADS; load++) {
      const bare = await bareContext.newPage();
      await watchFirstFrame(bare);
      await bare.goto(reference.bareUrl);
      await bare.waitForFunction(() => (window as unknown as { __firstFrame?: boolean }).__firstFrame === true);
      await bare.waitForLoadState('networkidle');
      bareHeaps.push(await heapAfterGc(bare));
      await bare.close();
    }
    const bareHeap = bareHeaps.sort((a, b) => a - b)[Math.floor(BARE_LOADS / 2)]!;
    const measured = bareHeaps.map((heap) => heap.toFixed(2)).join(', ');
    console.log(`heap after GC: widget ${widget.toFixed(2)} MB, bare Video.js ${bareHeap.toFixed(2)} MB (of ${measured})`);
    expect(widget).toBeLessThanOrEqual(bareHeap + HEAP_ALLOWANCE_MB);
  } finally {
    await bareContext.close();
    corsOrigins.splice(corsOrigins.indexOf(reference.origin), 1);
    await reference.close();
  }
});
