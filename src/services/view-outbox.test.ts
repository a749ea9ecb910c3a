import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-errors';
import {
  backoffMs,
  isRetryable,
  MAX_BACKOFF_MS,
  MAX_ENTRIES,
  ViewOutbox,
  type OutboxStore,
  type ViewSnapshot,
} from './view-outbox';
import { RangeTracker, unionRanges, watchedSeconds } from './watched-ranges';

function memoryStore(): OutboxStore & { value: unknown } {
  const store = {
    value: undefined as unknown,
    load: async () => store.value,
    save: async (entries: unknown) => {
      store.value = structuredClone(entries);
      return true;
    },
  };
  return store;
}
const view = (posicao: number, intervalos: [number, number][]): ViewSnapshot => ({ posicao, duracao: 75, intervalos });
const httpError = (status: number) => new ApiError('server-message', 'x', undefined, status);

describe('watched ranges', () => {
  it('merge into their union', () => {
    expect(
      unionRanges([
        [10, 20],
        [0, 5],
        [4, 8],
        [20.3, 25],
      ]),
    ).toEqual([
      [0, 8],
      [10, 25],
    ]);
    expect(
      watchedSeconds([
        [0, 10],
        [5, 15],
        [70, 75],
      ]),
    ).toBe(20);
  });

  it('follow playback and start a new range after a jump', () => {
    const tracker = new RangeTracker();
    for (const t of [0, 0.25, 0.5, 0.75, 1]) tracker.played(t);
    tracker.played(60);
    tracker.played(60.25);
    tracker.interrupt();
    tracker.played(60.5);
    expect(tracker.snapshot()).toEqual([
      [0, 1],
      [60, 60.5],
    ]);
  });
});

describe('view outbox', () => {
  it('sends the session entry and empties itself', async () => {
    const store = memoryStore();
    const send = vi.fn().mockResolvedValue(undefined);
    const outbox = new ViewOutbox({ store, send, sessionKey: () => 'ana|aula' });
    outbox.enqueue('ana|aula', view(12, [[0, 12]]));
    await vi.waitFor(() => expect(send).toHaveBeenCalledWith(view(12, [[0, 12]])));
    await vi.waitFor(() => expect(outbox.pending()).toEqual([]));
  });

  it('keeps views across reloads and merges their ranges, without any token', async () => {
    const store = memoryStore();
    const failing = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const first = new ViewOutbox({ store, send: failing, sessionKey: () => 'ana|aula' });
    first.enqueue('ana|aula', view(10, [[0, 10]]));
    await vi.waitFor(() => expect(failing).toHaveBeenCalled());
    first.dispose();
    expect(JSON.stringify(store.value)).not.toMatch(/eyJ/);
    const send = vi.fn().mockResolvedValue(undefined);
    const second = new ViewOutbox({ store, send, sessionKey: () => 'ana|aula' });
    second.enqueue('ana|aula', view(20, [[10, 20]]));
    second.retryNow();
    await vi.waitFor(() => expect(send).toHaveBeenCalledWith(view(20, [[0, 20]])));
    second.dispose();
  });

  it('retries 408, 429, 500, 503 and network errors; drops other refusals', () => {
    for (const status of [408, 429, 500, 503]) expect(isRetryable(httpError(status))).toBe(true);
    expect(isRetryable(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetryable(new ApiError('failed', 'x'))).toBe(true);
    for (const status of [400, 401, 404, 413]) expect(isRetryable(httpError(status))).toBe(false);
  });

  it('backs off exponentially up to a minute', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffMs(20)).toBe(MAX_BACKOFF_MS);
  });

  it('after a 503 waits, then sends once', async () => {
    vi.useFakeTimers();
    const send = vi.fn().mockRejectedValueOnce(httpError(503)).mockResolvedValue(undefined);
    const outbox = new ViewOutbox({ store: memoryStore(), send, sessionKey: () => 'ana|aula' });
    outbox.enqueue('ana|aula', view(5, [[0, 5]]));
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    expect(outbox.pending()[0]?.attempts).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(send).toHaveBeenCalledTimes(2);
    expect(outbox.pending()).toEqual([]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it('drops an entry the API refuses for good', async () => {
    const send = vi.fn().mockRejectedValue(httpError(400));
    const outbox = new ViewOutbox({ store: memoryStore(), send, sessionKey: () => 'ana|aula' });
    outbox.enqueue('ana|aula', view(5, [[0, 5]]));
    await vi.waitFor(() => expect(outbox.pending()).toEqual([]));
  });

  it("sends only the current viewer's entry, and stays bounded", async () => {
    const send = vi.fn().mockRejectedValue(new TypeError('offline'));
    const outbox = new ViewOutbox({ store: memoryStore(), send, sessionKey: () => 'ana|aula' });
    for (let i = 0; i < MAX_ENTRIES + 30; i++) outbox.enqueue(`bia|video-${i}`, view(1, [[0, 1]]));
    expect(send).not.toHaveBeenCalled();
    expect(outbox.pending()).toHaveLength(MAX_ENTRIES);
    for (let i = 0; i < 2100; i++) outbox.enqueue('bia|video-long', view(i, [[i * 2, i * 2 + 1]]));
    expect(outbox.pending().find((entry) => entry.key === 'bia|video-long')?.intervalos.length).toBeLessThanOrEqual(2000);
    outbox.dispose();
  });
});
