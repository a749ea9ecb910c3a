// A simulation, with no browser: 1,000 viewers' real outboxes through a 60 s API outage (docs/reliability.md).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-errors';
import { ViewOutbox, type OutboxStore, type ViewSnapshot } from './view-outbox';
import { unionRanges, watchedSeconds, type Range } from './watched-ranges';

const VIEWERS = 1_000;
const OUTAGE_MS = 60_000;
const SNAPSHOT_EVERY_MS = 10_000;
/** The lesson: snapshots at 0, 10, …, 60 s, all queued while the API is away. */
const LESSON_MS = 60_000;
const RUN_MS = 300_000;
/** The clock moves in steps this long (ms), each followed by all the work the step's timers started. */
const STEP_MS = 50;

/** A seeded PRNG (mulberry32), so the reported peak is the same on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const memoryStore = (): OutboxStore => {
  let value: unknown;
  return {
    load: async () => value,
    save: async (entries) => {
      value = entries;
      return true;
    },
  };
};

/** What viewer `i` watched between its snapshot at `tick` and the next: disjoint ranges, one per tick. */
const watchedAt = (viewer: number, tick: number): Range => [tick * 10 + (viewer % 5) * 0.5, tick * 10 + 7];

interface Outcome {
  /** Successful sends per second after the API came back: the busiest second. */
  peakPerSecond: number;
  /** When the last view arrived (s). */
  lastArrivalS: number;
  /** Per viewer: the ranges of each send the API accepted. */
  accepted: Range[][][];
  /** Per viewer: what the fake API stored (the union of what it accepted). */
  stored: Range[][];
  /** Per viewer: everything watched. */
  watched: Range[][];
  pendingAtEnd: number;
  sendsAfterDrain: number;
}

/**
 * Moves the fake clock by `ms`, step by step; after each step the sends it started settle (a real
 * setImmediate runs once the microtasks are done). Much faster than advanceTimersByTimeAsync, which
 * yields to the real event loop after every single timer.
 */
async function advance(ms: number): Promise<void> {
  for (let elapsed = 0; elapsed < ms; elapsed += STEP_MS) {
    vi.advanceTimersByTime(STEP_MS);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

async function simulate(random: () => number): Promise<Outcome> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(0);
  const perSecond = new Map<number, number>();
  const accepted: Range[][][] = Array.from({ length: VIEWERS }, () => []);
  const watched: Range[][] = Array.from({ length: VIEWERS }, () => []);
  let sends = 0;
  const outboxes = Array.from({ length: VIEWERS }, (_, viewer) => {
    const send = async (view: ViewSnapshot): Promise<void> => {
      sends++;
      if (Date.now() < OUTAGE_MS) throw new ApiError('server-message', 'Indisponível', undefined, 503);
      const second = Math.floor(Date.now() / 1000);
      perSecond.set(second, (perSecond.get(second) ?? 0) + 1);
      accepted[viewer]?.push(view.intervalos.map(([start, end]): Range => [start, end]));
    };
    return new ViewOutbox({ store: memoryStore(), send, sessionKey: () => `viewer-${viewer}|aula`, random });
  });
  for (let t = 0; t < RUN_MS; t += SNAPSHOT_EVERY_MS) {
    if (t <= LESSON_MS) {
      const tick = t / SNAPSHOT_EVERY_MS;
      outboxes.forEach((outbox, viewer) => {
        const range = watchedAt(viewer, tick);
        watched[viewer]?.push(range);
        outbox.enqueue(`viewer-${viewer}|aula`, { posicao: range[1], duracao: 75, intervalos: [range] });
      });
    }
    await advance(SNAPSHOT_EVERY_MS);
  }
  const pendingAtEnd = outboxes.reduce((total, outbox) => total + outbox.pending().length, 0);
  const before = sends;
  await advance(120_000);
  outboxes.forEach((outbox) => outbox.dispose());
  vi.useRealTimers();
  return {
    peakPerSecond: Math.max(...perSecond.values()),
    lastArrivalS: Math.max(...perSecond.keys()),
    accepted,
    stored: accepted.map((sent) => unionRanges(sent.flat())),
    watched: watched.map((ranges) => unionRanges(ranges)),
    pendingAtEnd,
    sendsAfterDrain: sends - before,
  };
}

function expectEveryRangeOnce(outcome: Outcome): void {
  expect(outcome.pendingAtEnd).toBe(0);
  expect(outcome.sendsAfterDrain).toBe(0);
  for (let viewer = 0; viewer < VIEWERS; viewer++) {
    expect(outcome.stored[viewer]).toEqual(outcome.watched[viewer]);
    // Exactly once: the accepted sends never overlap, so their seconds add up to the union's.
    const sentSeconds = (outcome.accepted[viewer] ?? []).reduce((total, ranges) => total + watchedSeconds(ranges), 0);
    expect(sentSeconds).toBeCloseTo(watchedSeconds(outcome.watched[viewer] ?? []), 6);
  }
}

describe('1,000 viewers through a 60 s API outage', () => {
  afterEach(() => void vi.useRealTimers());

  it('deliver every watched range exactly once, and full jitter keeps the recovery peak far below the herd without it', async () => {
    const herd = await simulate(() => 1);
    const jittered = await simulate(seeded(13));
    console.log(
      `view outbox, ${VIEWERS} viewers, ${OUTAGE_MS / 1000} s outage: peak sends/s after recovery without jitter ${herd.peakPerSecond} (all arrived by ${herd.lastArrivalS} s), with full jitter ${jittered.peakPerSecond} (all arrived by ${jittered.lastArrivalS} s)`,
    );
    expectEveryRangeOnce(herd);
    expectEveryRangeOnce(jittered);
    expect(herd.peakPerSecond).toBe(VIEWERS);
    expect(jittered.peakPerSecond * 10).toBeLessThan(herd.peakPerSecond);
  }, 120_000);
});
