/**
 * `npm run bench`: time to first frame, and the bytes loaded before it, for the widget's Player URL and for a
 * bare Video.js page playing the same HLS, side by side in one run under throttled networks (CDP). Prints
 * the medians and the ratio widget / bare; the target is ≤ 1.10.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { launchOptions } from '../e2e/browser.ts';
import { listen } from '../examples/reference-api/src/listen.ts';
import { serveOneFile } from '../examples/reference-api/src/static-files.ts';
import { startStack } from '../examples/servers/stack.ts';

interface Profile {
  name: string;
  /** Throughput in bits per second, both ways. */
  bitsPerSecond: number;
  latencyMs: number;
}

const profiles: Profile[] = [
  { name: '1.6 Mbps / 150 ms', bitsPerSecond: 1.6e6, latencyMs: 150 },
  { name: '10 Mbps / 40 ms', bitsPerSecond: 10e6, latencyMs: 40 },
];
const runs = Number(process.env['BENCH_RUNS'] ?? 5);

interface Sample {
  firstFrameMs: number;
  bytes: number;
}

const videoJsDist = join(dirname(createRequire(import.meta.url).resolve('video.js')), '..', 'dist');

/** The bare page: Video.js from its own dist, the same poster and HLS source, nothing else. */
async function startBarePage(hlsUrl: string, posterUrl: string) {
  const attribute = (url: string): string => url.replaceAll('&', '&amp;');
  const html = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Bare Video.js</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/video-js.min.css"><style>html,body{margin:0;height:100%;background:#000}</style></head>
<body><video id="player" class="video-js" controls preload="auto" playsinline crossorigin="anonymous" poster="${attribute(posterUrl)}">
<source src="${attribute(hlsUrl)}" type="application/x-mpegURL"></video>
<script src="/video.min.js"></script><script>videojs('player', { fill: true });</script></body></html>`;
  const app = new Hono();
  app.use('*', compress());
  app.get('/', (c) => c.html(html));
  app.get('/video.min.js', (c) => serveOneFile(c, join(videoJsDist, 'video.min.js')));
  app.get('/video-js.min.css', (c) => serveOneFile(c, join(videoJsDist, 'video-js.min.css')));
  return listen(app.fetch, '127.0.0.1', 0);
}

/** Loads a URL in a fresh context on a throttled network; resolves at the first 'loadeddata' of a video. */
async function measure(browser: Browser, url: string, profile: Profile): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 960, height: 540 }, locale: 'pt-BR' });
  const page = await context.newPage();
  page.on('console', (m) => process.env['BENCH_DEBUG'] && console.log(m.text()));
  page.on('pageerror', (m) => process.env['BENCH_DEBUG'] && console.log(m.message));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: profile.bitsPerSecond / 8,
    uploadThroughput: profile.bitsPerSecond / 8,
  });
  let bytes = 0;
  // BENCH_DEBUG: each request's start, end and bytes (CDP timestamps are in seconds).
  const timeline = new Map<string, { url: string; start: number; end?: number; bytes: number }>();
  cdp.on('Network.requestWillBeSent', (event) =>
    timeline.set(event.requestId, { url: event.request.url, start: event.timestamp, bytes: 0 }),
  );
  cdp.on('Network.loadingFinished', (event) => {
    const entry = timeline.get(event.requestId);
    if (entry) entry.end = event.timestamp;
  });
  cdp.on('Network.dataReceived', (event) => {
    bytes += event.encodedDataLength;
    const entry = timeline.get(event.requestId);
    if (entry) entry.bytes += event.encodedDataLength;
  });
  let bytesAtFrame = 0;
  await page.exposeFunction('__benchFirstFrame', () => {
    bytesAtFrame = bytes;
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __firstFrame?: number; __benchFirstFrame(): void };
    document.addEventListener(
      'loadeddata',
      () => {
        if (w.__firstFrame !== undefined) return;
        w.__firstFrame = performance.now();
        w.__benchFirstFrame();
      },
      true,
    );
  });
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(() => (window as unknown as { __firstFrame?: number }).__firstFrame, undefined, {
    timeout: 120_000,
  });
  const firstFrameMs = Number(await handle.jsonValue());
  if (process.env['BENCH_DEBUG']) printTimeline([...timeline.values()]);
  await context.close();
  return { firstFrameMs, bytes: bytesAtFrame };
}

function printTimeline(entries: { url: string; start: number; end?: number; bytes: number }[]): void {
  const origin = Math.min(...entries.map((entry) => entry.start));
  const ms = (seconds: number): string => ((seconds - origin) * 1000).toFixed(0).padStart(6);
  for (const entry of entries.filter((candidate) => !candidate.url.startsWith('data:'))) {
    const url = new URL(entry.url);
    console.log(
      `${ms(entry.start)} → ${entry.end ? ms(entry.end) : '     …'} ${String(entry.bytes).padStart(7)} B  ${url.pathname}`,
    );
  }
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], { stdio: 'inherit' });
  const dir = mkdtempSync(join(tmpdir(), 'sphere-bench-'));
  const stack = await startStack({
    apiKey: 'bench-key',
    searchKey: 'bench-search-key',
    jwtSecret: new TextEncoder().encode('bench-secret-bench-secret-bench-secret'),
    databaseUrl: `file:${join(dir, 'db.sqlite')}`,
    rateLimit: { max: 100_000, windowMs: 60_000 },
    maxBodyBytes: 64 * 1024,
  });
  // The same signed master and poster URLs the item gives the widget (the media are behind signed URLs).
  const token = await stack.token('licao-fotossintese');
  const answer = await fetch(`${stack.api.url}/api/player?token=${token}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: token, 'Ocp-Apim-Subscription-Key': 'bench-key' },
    body: '{}',
  });
  const { Item: item } = (await answer.json()) as { Item: { urlHls: string; poster: string } };
  const bare = await startBarePage(item.urlHls, item.poster);
  // The API reads its CORS allow-list live: the bare page's origin joins the widget's.
  (stack.options.corsOrigins as string[]).push(bare.url);
  // Telemetry on, as `npm start` runs it: the RUM SDK must not count before the first frame.
  stack.widget.setConfig(
    stack.widgetConfig({
      ANALYTICS_KEY: 'bench-client-token',
      DATADOG_APPLICATION_ID: 'sphere-bench',
      DATADOG_PROXY: `${stack.api.url}/rum`,
    }),
  );
  const browser = await chromium.launch(launchOptions());
  try {
    console.log(`First frame, widget (telemetry on) vs bare Video.js, ${runs} runs each per network (medians):\n`);
    console.log('network            | widget ms | bare ms | time ratio | widget KB | bare KB | bytes ratio');
    console.log('-------------------|-----------|---------|------------|-----------|---------|------------');
    for (const profile of profiles) {
      const widget: Sample[] = [];
      const plain: Sample[] = [];
      for (let run = 0; run < runs; run++) {
        // Alternate who goes first, so drift on a shared machine does not favour one side.
        const order = run % 2 === 0 ? (['widget', 'bare'] as const) : (['bare', 'widget'] as const);
        for (const target of order) {
          if (target === 'widget') widget.push(await measure(browser, await stack.playerUrl(), profile));
          else plain.push(await measure(browser, bare.url, profile));
        }
      }
      const w = { ms: median(widget.map((s) => s.firstFrameMs)), kb: median(widget.map((s) => s.bytes)) / 1024 };
      const b = { ms: median(plain.map((s) => s.firstFrameMs)), kb: median(plain.map((s) => s.bytes)) / 1024 };
      console.log(
        `${profile.name.padEnd(19)}| ${w.ms.toFixed(0).padStart(9)} | ${b.ms.toFixed(0).padStart(7)} | ${(w.ms / b.ms).toFixed(2).padStart(10)} | ${w.kb.toFixed(0).padStart(9)} | ${b.kb.toFixed(0).padStart(7)} | ${(w.kb / b.kb).toFixed(2).padStart(11)}`,
      );
    }
  } finally {
    await browser.close();
    await bare.close();
    await stack.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
