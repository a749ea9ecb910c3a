/** A network the benches throttle to. */
export interface NetworkProfile {
  /** What BENCH_NETWORK names it by. */
  key: string;
  name: string;
  /** Throughput in bits per second, both ways. */
  bitsPerSecond: number;
  latencyMs: number;
  /** How many times slower the CPU runs (CDP's CPU throttling); none when absent. */
  cpuSlowdown?: number;
  /** The page's viewport: a desktop's 960 × 540 when absent. */
  viewport?: { width: number; height: number };
}

export const networks: readonly NetworkProfile[] = [
  { key: '1.6', name: '1.6 Mbps / 150 ms', bitsPerSecond: 1.6e6, latencyMs: 150 },
  { key: '10', name: '10 Mbps / 40 ms', bitsPerSecond: 10e6, latencyMs: 40 },
  // A low-end phone: the slow link, a CPU 4× slower (where parsing and running JS costs most), a phone's screen.
  {
    key: 'phone',
    name: 'phone: 1.6 Mbps / 150 ms, CPU 4× slower, 360 × 640',
    bitsPerSecond: 1.6e6,
    latencyMs: 150,
    cpuSlowdown: 4,
    viewport: { width: 360, height: 640 },
  },
];

/** The profiles BENCH_NETWORK names (all when unset); a name no profile has stops the bench with the keys it knows. */
export function chosenNetworks(chosen = process.env['BENCH_NETWORK']): readonly NetworkProfile[] {
  if (!chosen) return networks;
  const found = networks.filter((profile) => profile.key === chosen);
  if (!found.length) throw new Error(`BENCH_NETWORK=${chosen} names no network (${networks.map((p) => p.key).join(', ')})`);
  return found;
}

/** The viewport of a profile's pages. */
export const viewportOf = (network: NetworkProfile): { width: number; height: number } =>
  network.viewport ?? { width: 960, height: 540 };

/**
 * A CDP session on the page with its network throttled (CDP's emulation: the page's requests share the rate), and its
 * CPU when the profile slows it.
 */
export async function throttledSession(context: BrowserContext, page: Page, network: NetworkProfile): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: network.latencyMs,
    downloadThroughput: network.bitsPerSecond / 8,
    uploadThroughput: network.bitsPerSecond / 8,
  });
  if (network.cpuSlowdown) await cdp.send('Emulation.setCPUThrottlingRate', { rate: network.cpuSlowdown });
  return cdp;
}

/** The stack both benches measure (`npm run bench`, `npm run bench:profile`): built first unless `--no-build`. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { startStack, type Stack } from '../examples/servers/stack.ts';

/** The API key the bench's stack accepts (the reference pages ask the API for the item with it). */
export const BENCH_API_KEY = 'bench-key';

/** Builds the widget (unless `--no-build`), then starts the whole stack on loopback with a database of its own. */
export async function startBenchStack(): Promise<Stack> {
  if (!process.argv.includes('--no-build')) execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  const dir = mkdtempSync(join(tmpdir(), 'sphere-bench-'));
  const stack = await startStack({
    apiKey: BENCH_API_KEY,
    searchKey: 'bench-search-key',
    jwtSecret: new TextEncoder().encode('bench-secret-bench-secret-bench-secret'),
    databaseUrl: `file:${join(dir, 'db.sqlite')}`,
    rateLimit: { max: 100_000, windowMs: 60_000 },
    maxBodyBytes: 64 * 1024,
  });
  return {
    ...stack,
    close: async () => {
      await stack.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
