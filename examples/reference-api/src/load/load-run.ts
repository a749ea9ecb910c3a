/**
 * Drives an in-process reference API (loopback, free port, a throw-away libSQL file) with N viewers'
 * sessions through autocannon, bounded in time and in requests, and sums up what it measured.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { signToken } from '../auth.ts';
import { startApi } from '../server.ts';
import { requestsPerViewerMinute, viewerSession } from './viewer-session.ts';

export interface LoadOptions {
  viewers: number;
  durationSeconds: number;
  /** Paced as viewers watch (the default), or every viewer's requests back to back (the ceiling). */
  paced: boolean;
}

export interface LoadSummary {
  viewers: number;
  paced: boolean;
  durationSeconds: number;
  requests: number;
  /** Mean requests per second over the run. */
  throughput: number;
  p50Ms: number;
  p99Ms: number;
  /** Socket errors, timeouts and answers other than 2xx and 429. */
  errors: number;
  /** Rate-limit answers (the limiter doing its job). */
  limited: number;
  statusCodes: Record<string, number>;
}

export async function runLoad({ viewers, durationSeconds, paced }: LoadOptions): Promise<LoadSummary> {
  const dir = mkdtempSync(join(tmpdir(), 'sphere-load-'));
  const secret = new TextEncoder().encode('load-secret-load-secret-load-secret');
  const api = await startApi({
    apiKey: 'load-key',
    searchKey: 'load-search-key',
    jwtSecret: secret,
    databaseUrl: `file:${join(dir, 'load.db')}`,
    corsOrigins: [],
    // The defaults `npm start` runs with.
    rateLimit: { max: 600, windowMs: 60_000 },
    maxBodyBytes: 64 * 1024,
  });
  try {
    const tokens = await Promise.all(
      Array.from({ length: viewers }, (_, i) => signToken(secret, { user: `viewer-${i}`, videoId: 'licao-fotossintese' })),
    );
    let next = 0;
    const nextToken = (): string => tokens[next++ % tokens.length] ?? '';
    const rate = Math.max(1, Math.round((viewers * requestsPerViewerMinute) / 60));
    const result = await autocannon({
      url: api.url,
      connections: paced ? Math.min(viewers, rate) : viewers,
      ...(paced ? { overallRate: rate } : {}),
      duration: durationSeconds,
      // A bound on the count as well as the time.
      maxOverallRequests: Math.ceil((paced ? rate : 20_000) * durationSeconds * 1.2),
      timeout: 10,
      requests: viewerSession({ api: 'load-key', search: 'load-search-key' }, nextToken),
    });
    const statusCodes = Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count ?? 0]),
    );
    const limited = statusCodes['429'] ?? 0;
    return {
      viewers,
      paced,
      durationSeconds,
      requests: result.requests.total,
      throughput: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx - limited,
      limited,
      statusCodes,
    };
  } finally {
    await api.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
