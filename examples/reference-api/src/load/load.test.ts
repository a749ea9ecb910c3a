import { describe, expect, it } from 'vitest';
import { runLoad } from './load-run.ts';

describe('the load run', () => {
  it('drives every call of a viewer session against its own API and stops by itself with the figures', async () => {
    const started = Date.now();
    const summary = await runLoad({ viewers: 4, durationSeconds: 2, paced: false });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(summary.requests).toBeGreaterThan(20);
    expect(summary.throughput).toBeGreaterThan(0);
    expect(Number.isFinite(summary.p50Ms)).toBe(true);
    expect(summary.p99Ms).toBeGreaterThanOrEqual(summary.p50Ms);
    expect(summary.errors).toBe(0);
    expect(Object.keys(summary.statusCodes).every((code) => code === '200' || code === '429')).toBe(true);
  });
});
