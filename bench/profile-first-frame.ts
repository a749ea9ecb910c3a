/**
 * `npm run bench:profile`: where the widget's main thread spends its time before the first frame. Each run
 * is one first visit (fresh context) on the bench's 1.6 Mbps / 150 ms network (BENCH_NETWORK=10 for the 10 Mbps
 * one, phone for the low-end phone with its CPU slowed 4×), with a CDP CPU profile up to the first `loadeddata`;
 * the samples' frames are resolved through the build's sourcemaps. It prints, per run, when the player's chunk
 * arrived and the first frame came (ms since the document's request, as the bench's timelines), then:
 *
 * - the main thread's self time by package or source folder, before the chunk and from the chunk on;
 * - the busy slices from the chunk to the first frame (gaps of 3 ms or more split them), each with the
 *   outermost frames of what ran (BENCH_TOP sets how many, default 6);
 * - with BENCH_UNDER=<function> (a source name, e.g. createPlayer), the inclusive time of the call paths
 *   below it, BENCH_DEPTH levels deep (default 3).
 *
 * BENCH_RUNS (default 3). `--no-build` uses the current dist/. It measures; no test runs it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import { launchOptions } from '../e2e/browser.ts';
import { chosenNetworks, networks, startBenchStack, throttledSession, viewportOf } from './bench-stack.ts';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}
/** A sampled frame: its package or source folder, and its name in the sources. */
interface Frame {
  group: string;
  name: string;
}
/** One sample: its time since the document's request, how long it stands for, and its stack (outermost first). */
interface Sample {
  at: number;
  ms: number;
  stack: Frame[];
}

const network = process.env['BENCH_NETWORK'] ? chosenNetworks()[0]! : networks[0]!;
const runs = Math.max(1, Number(process.env['BENCH_RUNS'] ?? 3));
const top = Math.max(1, Number(process.env['BENCH_TOP'] ?? 6));
const under = process.env['BENCH_UNDER'];
const depth = Math.max(1, Number(process.env['BENCH_DEPTH'] ?? 3));
const IDLE = '(idle)';

const maps = new Map<string, SourceMapConsumer | null>();
function sourceMapOf(url: string): SourceMapConsumer | null {
  const file = /\/assets\/[^/?#]+\.js/.exec(url)?.[0];
  if (!file) return null;
  if (!maps.has(file)) {
    try {
      maps.set(file, new SourceMapConsumer(JSON.parse(readFileSync(join('dist', `${file}.map`), 'utf8'))));
    } catch {
      maps.set(file, null);
    }
  }
  return maps.get(file) ?? null;
}

function resolveFrame(frame: CallFrame): Frame {
  if (!frame.url) return { group: frame.functionName ? `(${frame.functionName})` : '(program)', name: frame.functionName };
  const map = sourceMapOf(frame.url);
  if (!map) return { group: frame.url.replace(/^.*\//, ''), name: frame.functionName };
  const position = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  const source = position.source ?? '?';
  const group =
    /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1] ?? source.replace(/^.*?\/src\//, 'src/').replace(/\/[^/]+$/, '/');
  return { group, name: position.name ?? frame.functionName };
}

/** The profile's samples on the document's clock (`offsetMs`: the document's request, in profile time). */
function samplesOf(profile: CpuProfile, offsetMs: number): Sample[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const stacks = new Map<number, Frame[]>();
  const stackOf = (id: number): Frame[] => {
    let stack = stacks.get(id);
    if (!stack) {
      stack = [];
      for (let node: number | undefined = id; node !== undefined; node = parent.get(node)) {
        const frame = resolveFrame(byId.get(node)!.callFrame);
        if (frame.name !== '(root)') stack.unshift(frame);
      }
      stacks.set(id, stack);
    }
    return stack;
  };
  const samples: Sample[] = [];
  let at = -offsetMs;
  profile.samples.forEach((id, index) => {
    at += (profile.timeDeltas[index] ?? 0) / 1000;
    samples.push({ at, ms: (profile.timeDeltas[index + 1] ?? 0) / 1000, stack: stackOf(id) });
  });
  return samples;
}

const isIdle = (sample: Sample): boolean => sample.stack.at(-1)?.name === IDLE;
const ms = (value: number): string => String(Math.round(value)).padStart(5);

function printSelfTime(title: string, samples: Sample[]): void {
  const self = new Map<string, number>();
  for (const sample of samples) {
    const group = sample.stack.at(-1)?.group ?? '(program)';
    self.set(group, (self.get(group) ?? 0) + sample.ms);
  }
  const busy = [...self.values()].reduce((a, b) => a + b, 0);
  console.log(`  ${title}: busy ${Math.round(busy)} ms`);
  for (const [group, time] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 10)) console.log(`    ${ms(time)} ms  ${group}`);
}

function printSlices(samples: Sample[]): void {
  console.log('  busy slices (outermost frames of what ran):');
  let slice: { from: number; to: number; what: Map<string, number> } | null = null;
  const flush = (): void => {
    if (slice && slice.to - slice.from >= 4) {
      const what = [...slice.what].sort((a, b) => b[1] - a[1]).slice(0, top);
      console.log(`    ${Math.round(slice.from)}–${Math.round(slice.to)} ms`);
      for (const [label, time] of what) console.log(`      ${ms(time)} ms  ${label}`);
    }
    slice = null;
  };
  for (const sample of samples) {
    if (isIdle(sample)) {
      if (slice && sample.at - slice.to >= 3) flush();
      continue;
    }
    slice ??= { from: sample.at, to: sample.at, what: new Map() };
    slice.to = sample.at + sample.ms;
    const label = sample.stack
      .slice(0, 3)
      .map((frame) => `${frame.group}:${frame.name}`)
      .join(' > ');
    slice.what.set(label, (slice.what.get(label) ?? 0) + sample.ms);
  }
  flush();
}

function printUnder(name: string, samples: Sample[]): void {
  const paths = new Map<string, number>();
  for (const sample of samples) {
    const names = sample.stack.map((frame) => frame.name || frame.group);
    const at = names.indexOf(name);
    if (at < 0) continue;
    for (let level = 1; level <= depth && at + level < names.length; level++) {
      const path = names.slice(at + 1, at + 1 + level).join(' > ');
      paths.set(path, (paths.get(path) ?? 0) + sample.ms);
    }
  }
  console.log(`  below ${name} (inclusive):`);
  for (const [path, time] of [...paths].filter(([, t]) => t >= 2).sort((a, b) => (a[0] < b[0] ? -1 : 1)))
    console.log(`    ${ms(time)} ms  ${path}`);
}

async function main(): Promise<void> {
  const stack = await startBenchStack();
  const browser = await chromium.launch(launchOptions());
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: viewportOf(network), locale: 'pt-BR' });
      const page = await context.newPage();
      const cdp = await throttledSession(context, page, network);
      // Network timestamps (s) and the profile's (µs) are on the same monotonic clock.
      let documentAt: number | null = null;
      let chunkAt = 0;
      const chunk = new Set<string>();
      cdp.on('Network.requestWillBeSent', (event) => {
        documentAt ??= event.timestamp;
        if (/\/first-player-[^/]*\.js/.test(event.request.url)) chunk.add(event.requestId);
      });
      cdp.on('Network.loadingFinished', (event) => {
        if (chunk.has(event.requestId)) chunkAt = event.timestamp;
      });
      await page.addInitScript(() => {
        const w = window as unknown as { __frame?: number };
        document.addEventListener('loadeddata', () => (w.__frame ??= performance.now()), true);
      });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await page.goto(await stack.playerUrl('licao-fotossintese', '&autoplay=1&preview=S'), { waitUntil: 'commit' });
      const frame = await page.waitForFunction(() => (window as unknown as { __frame?: number }).__frame, undefined, {
        timeout: 120_000,
      });
      const frameAt = (await frame.jsonValue()) as number;
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
      await context.close();
      const origin = documentAt ?? 0;
      const samples = samplesOf(profile, (origin * 1e6 - profile.startTime) / 1000).filter((s) => s.at <= frameAt);
      const chunkMs = (chunkAt - origin) * 1000;
      console.log(
        `\nrun ${run + 1}: the player's chunk in at ${Math.round(chunkMs)} ms, the first frame at ${Math.round(frameAt)} ms`,
      );
      const busy = samples.filter((sample) => !isIdle(sample));
      printSelfTime(
        'before the chunk',
        busy.filter((sample) => sample.at < chunkMs),
      );
      const tail = samples.filter((sample) => sample.at >= chunkMs);
      printSelfTime(
        'from the chunk to the first frame',
        tail.filter((sample) => !isIdle(sample)),
      );
      printSlices(tail);
      if (under) printUnder(under, tail);
    }
  } finally {
    await browser.close();
    await stack.close();
  }
}

await main();
