/**
 * `npm run bench`: time to the first frame, and what was downloaded before it, for three pages playing the
 * same HLS item under throttled networks (CDP), served the same way (bench/reference-pages.ts):
 *
 * - widget: the Player URL with `?autoplay=1&preview=S` (telemetry on, as `npm start` runs it);
 * - bare: a bare Video.js 8 page forced onto VHS, the widget's engine;
 * - native: a plain `<video>` playing the HLS with the browser's own HLS (Chromium plays it natively).
 *
 * The three are interleaved (each run rotates who goes first), each visit in a fresh browser context.
 * After each first visit the same context visits the page again: a returning viewer with a warm cache.
 * Prints medians with min–max, the ratios widget/native and widget/bare, the JS and all bytes received
 * before the first frame, and one widget run's request timeline. No test runs this: it measures, it does
 * not judge.
 *
 * BENCH_RUNS: runs per network and page (default 7); BENCH_WARM=0 skips the second visits; BENCH_DEBUG=1
 * prints every visit's timeline and the pages' console; BENCH_NETWORK=1.6 (or 10, or phone: the low-end phone, its CPU
 * slowed 4×) runs one profile only.
 * `--no-build` uses the current dist/.
 */
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { launchOptions } from '../e2e/browser.ts';
import {
  BENCH_API_KEY,
  chosenNetworks,
  startBenchStack,
  throttledSession,
  viewportOf,
  type NetworkProfile as Profile,
} from './bench-stack.ts';
import { startReferencePages } from './reference-pages.ts';

const profiles = chosenNetworks();
const runs = Math.max(1, Number(process.env['BENCH_RUNS'] ?? 7));
const warm = process.env['BENCH_WARM'] !== '0';
const debug = Boolean(process.env['BENCH_DEBUG']);

const pages = ['widget', 'bare', 'native'] as const;
type PageName = (typeof pages)[number];

interface Request {
  url: string;
  type: string;
  /** ms since the document's request. */
  start: number;
  end?: number;
  bytes: number;
}

interface Visit {
  firstFrameMs: number;
  /** Bytes received before the first frame (response bodies as sent: compressed). */
  bytes: number;
  jsBytes: number;
  /** The width of the first frame: which rendition it came from. */
  width: number;
  requests: Request[];
}

/** Visits a URL in a page of `context` on a throttled network; resolves at the first 'loadeddata' of a video. */
async function visit(context: BrowserContext, url: string, profile: Profile): Promise<Visit> {
  const page = await context.newPage();
  if (debug) {
    page.on('console', (message) => console.log(message.text()));
    page.on('pageerror', (error) => console.log(error.message));
  }
  const cdp = await throttledSession(context, page, profile);
  const requests = new Map<string, Request & { at: number }>();
  let origin: number | null = null;
  let frameAt: number | null = null;
  cdp.on('Network.requestWillBeSent', (event) => {
    origin ??= event.timestamp;
    requests.set(event.requestId, { url: event.request.url, type: event.type ?? '', start: 0, at: event.timestamp, bytes: 0 });
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = requests.get(event.requestId);
    if (request && event.type) request.type = event.type;
  });
  cdp.on('Network.dataReceived', (event) => {
    const request = requests.get(event.requestId);
    if (request && frameAt === null) request.bytes += event.encodedDataLength;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request && origin !== null) request.end = (event.timestamp - origin) * 1000;
  });
  await page.exposeFunction('__benchFirstFrame', () => {
    frameAt = Date.now();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __firstFrame?: { at: number; width: number }; __benchFirstFrame(): void };
    document.addEventListener(
      'loadeddata',
      (event) => {
        if (w.__firstFrame !== undefined) return;
        w.__firstFrame = { at: performance.now(), width: (event.target as HTMLVideoElement).videoWidth };
        w.__benchFirstFrame();
      },
      true,
    );
  });
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(() => (window as unknown as { __firstFrame?: unknown }).__firstFrame, undefined, {
    timeout: 120_000,
  });
  const frame = (await handle.jsonValue()) as { at: number; width: number };
  // Stop the media before the next visit: a playing video in a closed page must not take the network.
  await page.close();
  const list = [...requests.values()]
    .filter((request) => !request.url.startsWith('data:') && !request.url.startsWith('blob:'))
    .map(({ at, ...request }) => ({ ...request, start: origin === null ? 0 : (at - origin) * 1000 }));
  return {
    firstFrameMs: frame.at,
    bytes: list.reduce((sum, request) => sum + request.bytes, 0),
    jsBytes: list.filter((request) => request.type === 'Script').reduce((sum, request) => sum + request.bytes, 0),
    width: frame.width,
    requests: list,
  };
}

/** A first visit in a fresh context, then (BENCH_WARM) the returning viewer: a second visit in the same context. */
async function measure(browser: Browser, url: () => Promise<string>, profile: Profile): Promise<{ cold: Visit; warm?: Visit }> {
  const context = await browser.newContext({ viewport: viewportOf(profile), locale: 'pt-BR' });
  try {
    const cold = await visit(context, await url(), profile);
    return warm ? { cold, warm: await visit(context, await url(), profile) } : { cold };
  } finally {
    await context.close();
  }
}

function printTimeline(requests: Request[], firstFrameMs: number): void {
  const ms = (value: number | undefined): string => (value === undefined ? '     …' : value.toFixed(0).padStart(6));
  for (const request of [...requests].sort((a, b) => a.start - b.start)) {
    const url = new URL(request.url);
    const name = `${url.pathname}${url.pathname.startsWith('/media/') ? '' : url.search.replace(/token=[^&]+/, 'token=…')}`;
    console.log(
      `  ${ms(request.start)} → ${ms(request.end)} ms ${String(request.bytes).padStart(8)} B  ${request.type.padEnd(10)} ${name}`,
    );
  }
  console.log(`  ${ms(firstFrameMs)} ms first frame ('loadeddata')`);
}

const sortedOf = (values: number[]): number[] => [...values].sort((a, b) => a - b);
const median = (values: number[]): number => {
  const sorted = sortedOf(values);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
/** "median (min–max)". */
const spread = (values: number[], format: (value: number) => string): string =>
  `${format(median(values))} (${format(Math.min(...values))}–${format(Math.max(...values))})`;
const msText = (value: number): string => value.toFixed(0);
const kbText = (value: number): string => (value / 1000).toFixed(1);

function printTable(title: string, samples: Record<PageName, Visit[]>): void {
  console.log(`\n${title}`);
  console.log('page   | first frame ms, median (min–max) | JS KB before it       | all KB before it      | frame width');
  console.log('-------|----------------------------------|-----------------------|-----------------------|------------');
  for (const name of pages) {
    const visits = samples[name];
    if (!visits.length) continue;
    const widths = [...new Set(visits.map((v) => v.width))].join('/');
    console.log(
      `${name.padEnd(7)}| ${spread(
        visits.map((v) => v.firstFrameMs),
        msText,
      ).padEnd(33)}| ${spread(
        visits.map((v) => v.jsBytes),
        kbText,
      ).padEnd(22)}| ${spread(
        visits.map((v) => v.bytes),
        kbText,
      ).padEnd(22)}| ${widths}`,
    );
  }
  const frame = (name: PageName): number => median(samples[name].map((v) => v.firstFrameMs));
  console.log(
    `ratios of the medians: widget/native ${(frame('widget') / frame('native')).toFixed(2)}, widget/bare ${(frame('widget') / frame('bare')).toFixed(2)}`,
  );
}

async function main(): Promise<void> {
  const stack = await startBenchStack();
  // The reference pages play the item's own signed master and poster, signed afresh for each visit.
  const media = async (): Promise<{ hls: string; poster: string | null }> => {
    const token = await stack.token('licao-fotossintese');
    const answer = await fetch(`${stack.api.url}/api/player?token=${token}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: token, 'Ocp-Apim-Subscription-Key': BENCH_API_KEY },
      body: '{}',
    });
    const { Item: item } = (await answer.json()) as { Item: { urlHls: string; poster: string | null } };
    return { hls: item.urlHls, poster: item.poster };
  };
  const reference = await startReferencePages(media);
  // The API reads its CORS allow-list live: the reference pages' origin joins the widget's.
  (stack.options.corsOrigins as string[]).push(reference.origin);
  // Telemetry on, as `npm start` runs it: the RUM SDK must not count before the first frame.
  stack.widget.setConfig(
    stack.widgetConfig({
      ANALYTICS_KEY: 'bench-client-token',
      DATADOG_APPLICATION_ID: 'sphere-bench',
      DATADOG_PROXY: `${stack.api.url}/rum`,
    }),
  );
  const urls: Record<PageName, () => Promise<string>> = {
    widget: () => stack.playerUrl('licao-fotossintese', '&autoplay=1&preview=S'),
    bare: async () => reference.bareUrl,
    native: async () => reference.nativeUrl,
  };
  const browser = await chromium.launch(launchOptions());
  try {
    console.log(
      `First frame: widget vs bare Video.js (VHS) vs native <video>, ${runs} runs each per network, interleaved,` +
        ` each first visit in a fresh context${warm ? ', then a second visit in the same context (warm cache)' : ''}.` +
        ' KB = 1000 bytes as received (brotli for scripts).',
    );
    for (const profile of profiles) {
      const cold: Record<PageName, Visit[]> = { widget: [], bare: [], native: [] };
      const warmVisits: Record<PageName, Visit[]> = { widget: [], bare: [], native: [] };
      for (let run = 0; run < runs; run++) {
        // Rotate who goes first, so drift on a shared machine favours no page.
        const order = pages.map((_, index) => pages[(index + run) % pages.length] as PageName);
        for (const name of order) {
          const result = await measure(browser, urls[name], profile);
          cold[name].push(result.cold);
          if (result.warm) warmVisits[name].push(result.warm);
          if (debug) {
            console.log(`\n${profile.name}, run ${run + 1}, ${name}, first visit:`);
            printTimeline(result.cold.requests, result.cold.firstFrameMs);
          }
        }
      }
      console.log(`\n## ${profile.name}`);
      printTable('First visit (empty cache):', cold);
      if (warm) {
        printTable('Second visit, same context (warm cache):', warmVisits);
        for (const name of pages) {
          const first = median(cold[name].map((v) => v.firstFrameMs));
          const second = median(warmVisits[name].map((v) => v.firstFrameMs));
          console.log(`  ${name}: second/first visit ${(second / first).toFixed(2)} (${msText(first)} → ${msText(second)} ms)`);
        }
      }
      // Where the time goes: the widget's run nearest its median.
      const middle = median(cold.widget.map((v) => v.firstFrameMs));
      const typical = [...cold.widget].sort((a, b) => Math.abs(a.firstFrameMs - middle) - Math.abs(b.firstFrameMs - middle))[0];
      if (typical) {
        console.log(`\nThe widget's run nearest the median (${profile.name}, first visit), ms since the document's request:`);
        printTimeline(typical.requests, typical.firstFrameMs);
      }
    }
  } finally {
    await browser.close();
    await reference.close();
    await stack.close();
  }
}

await main();
