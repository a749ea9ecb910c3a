import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-errors';
import { MAX_RETRY_AFTER_MS, parseRetryAfter } from './retry-policy';
import { MAX_ENTRIES, OUTBOX_BACKOFF, ViewOutbox, type OutboxStore, type ViewSnapshot } from './view-outbox';
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
  it('merge into their union, overlapping and touching ones only', () => {
    expect(
      unionRanges([
        [10, 20],
        [0, 5],
        [4, 8],
        [20.3, 25],
      ]),
    ).toEqual([
      [0, 8],
      [10, 20],
      [20.3, 25],
    ]);
    expect(
      watchedSeconds([
        [0, 10],
        [5, 15],
        [70, 75],
      ]),
    ).toBe(20);
  });

  it('follow playback and start a new range after a jump, leaving even a tiny skip out', () => {
    const tracker = new RangeTracker();
    for (const t of [0, 0.25, 0.5, 0.75, 1]) tracker.played(t);
    tracker.played(60);
    tracker.played(60.25);
    tracker.interrupt();
    tracker.played(60.5);
    expect(tracker.snapshot()).toEqual([
      [0, 1],
      [60, 60.3],
      [60.5, 60.5],
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

  it('a flush during a send resolves with it; the next flush sends the snapshot merged meanwhile', async () => {
    const sends: (() => void)[] = [];
    const send = vi.fn(() => new Promise<void>((resolve) => sends.push(resolve)));
    const outbox = new ViewOutbox({ store: memoryStore(), send, sessionKey: () => 'ana|aula' });
    outbox.enqueue('ana|aula', view(10, [[0, 10]]));
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    // The last snapshot comes while the first is on its way.
    outbox.enqueue('ana|aula', view(14, [[0, 14]]));
    let done = false;
    const settling = outbox
      .flush()
      .then(() => outbox.flush())
      .then(() => (done = true));
    sends[0]!();
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(send).toHaveBeenLastCalledWith(view(14, [[0, 14]]));
    expect(done).toBe(false);
    sends[1]!();
    await settling;
    expect(outbox.pending()).toEqual([]);
    outbox.dispose();
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

  it('waits at most the backoff ceiling, doubling from a second to a minute', async () => {
    vi.useFakeTimers();
    const send = vi.fn().mockRejectedValue(httpError(503));
    const outbox = new ViewOutbox({ store: memoryStore(), send, sessionKey: () => 'ana|aula', random: () => 0.999999 });
    outbox.enqueue('ana|aula', view(5, [[0, 5]]));
    await vi.advanceTimersByTimeAsync(0);
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      const entry = outbox.pending()[0];
      waits.push(Math.round(((entry?.nextAt ?? 0) - Date.now()) / 1000));
      await vi.advanceTimersByTimeAsync(Math.ceil((entry?.nextAt ?? 0) - Date.now()));
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
    expect(OUTBOX_BACKOFF.capMs).toBe(60_000);
    outbox.dispose();
    vi.useRealTimers();
  });

  it('after a 503 waits, then sends once', async () => {
    vi.useFakeTimers();
    const send = vi.fn().mockRejectedValueOnce(httpError(503)).mockResolvedValue(undefined);
    const outbox = new ViewOutbox({ store: memoryStore(), send, sessionKey: () => 'ana|aula', random: () => 0.999 });
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

  it.each([400, 404, 413, 422])('drops an entry the API refuses for good with %i', async (status) => {
    const send = vi.fn().mockRejectedValue(httpError(status));
    const outbox = new ViewOutbox({ store: memoryStore(), send, sessionKey: () => 'ana|aula' });
    outbox.enqueue('ana|aula', view(5, [[0, 5]]));
    await vi.waitFor(() => expect(outbox.pending()).toEqual([]));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a 401', () => new ApiError('unauthorized', 'Não autorizado.', undefined, 401)],
    ['a revoked key', () => new ApiError('key-revoked', 'Chave de assinatura inválida.', undefined, 401)],
    ['a 403', () => httpError(403)],
    ['a 502 from a gateway', () => httpError(502)],
    ['a 504', () => httpError(504)],
    ['a network error', () => new TypeError('Failed to fetch')],
  ])('keeps the entry after %s, waits, and sends it once the API accepts it', async (_name, failure) => {
    vi.useFakeTimers();
    const send = vi.fn().mockRejectedValueOnce(failure()).mockRejectedValueOnce(failure()).mockResolvedValue(undefined);
    const store = memoryStore();
    const outbox = new ViewOutbox({ store, send, sessionKey: () => 'ana|aula', random: () => 0.5 });
    outbox.enqueue('ana|aula', view(5, [[0, 5]]));
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    expect(outbox.pending()).toMatchObject([{ key: 'ana|aula', posicao: 5, intervalos: [[0, 5]] }]);
    expect(store.value).toMatchObject([{ key: 'ana|aula', posicao: 5 }]);
    // It does not spin: nothing more is sent before the backoff ends (0.5 × 1 s).
    await vi.advanceTimersByTimeAsync(499);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1 + 1000);
    expect(send).toHaveBeenCalledTimes(3);
    expect(outbox.pending()).toEqual([]);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(send).toHaveBeenCalledTimes(3);
    outbox.dispose();
    vi.useRealTimers();
  });

  it('holds the entry while the session’s token has expired, tries nothing on a timer, and sends it once a new token came', async () => {
    vi.useFakeTimers();
    const expired = new ApiError('session-expired', 'Sua sessão expirou. Abra o vídeo novamente pelo seu portal.');
    const send = vi.fn().mockRejectedValueOnce(expired).mockResolvedValue(undefined);
    const store = memoryStore();
    const outbox = new ViewOutbox({ store, send, sessionKey: () => 'ana|aula', random: () => 0.5 });
    outbox.enqueue('ana|aula', view(5, [[0, 5]]));
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(store.value).toMatchObject([{ key: 'ana|aula', posicao: 5, intervalos: [[0, 5]] }]);
    // The token's owner says a new token came (boot wires onRenewed to retryNow).
    outbox.retryNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(2);
    expect(outbox.pending()).toEqual([]);
    outbox.dispose();
    vi.useRealTimers();
  });

  it('honours a Retry-After longer than its own backoff', async () => {
    vi.useFakeTimers();
    const busy = new ApiError('rate-limited', 'x', undefined, 429, 30_000);
    const send = vi.fn().mockRejectedValueOnce(busy).mockResolvedValue(undefined);
    const outbox = new ViewOutbox({ store: memoryStore(), send, sessionKey: () => 'ana|aula', random: () => 0.5 });
    outbox.enqueue('ana|aula', view(5, [[0, 5]]));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(send).toHaveBeenCalledTimes(2);
    outbox.dispose();
    vi.useRealTimers();
  });

  it("waits an hour at most for a server's far-future Retry-After, instead of trying again in a loop", async () => {
    vi.useFakeTimers();
    const farFuture = parseRetryAfter('Fri, 31 Dec 9999 23:59:59 GMT');
    const send = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('rate-limited', 'x', undefined, 429, farFuture))
      .mockResolvedValue(undefined);
    const outbox = new ViewOutbox({ store: memoryStore(), send, sessionKey: () => 'ana|aula', random: () => 0 });
    outbox.enqueue('ana|aula', view(5, [[0, 5]]));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(MAX_RETRY_AFTER_MS);
    expect(send).toHaveBeenCalledTimes(2);
    outbox.dispose();
    vi.useRealTimers();
  });

  it('keeps and sends the newest snapshot from memory when storage refuses to keep it', async () => {
    vi.useFakeTimers();
    const refusing: OutboxStore = { load: async () => undefined, save: async () => false };
    const send = vi.fn().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValue(undefined);
    const outbox = new ViewOutbox({ store: refusing, send, sessionKey: () => 'ana|aula', random: () => 0.5 });
    outbox.enqueue('ana|aula', view(10, [[0, 10]]));
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    outbox.enqueue('ana|aula', view(20, [[10, 20]]));
    expect(outbox.pending()).toMatchObject([{ posicao: 20, intervalos: [[0, 20]] }]);
    await vi.advanceTimersByTimeAsync(500);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith(view(20, [[0, 20]]));
    expect(outbox.pending()).toEqual([]);
    outbox.dispose();
    vi.useRealTimers();
  });

  it('never lets a stale stored copy override the newer snapshot in memory', async () => {
    let release: (stored: unknown) => void = () => undefined;
    const stale = [{ key: 'ana|aula', posicao: 3, duracao: 75, intervalos: [[40, 45]], attempts: 4, nextAt: 0, version: 9 }];
    const saved: unknown[] = [];
    const slow: OutboxStore = {
      load: () => new Promise((resolve) => (release = resolve)),
      save: async (entries) => {
        saved.push(structuredClone(entries));
        return true;
      },
    };
    const send = vi.fn().mockResolvedValue(undefined);
    const outbox = new ViewOutbox({ store: slow, send, sessionKey: () => 'ana|aula' });
    outbox.enqueue('ana|aula', view(30, [[0, 30]]));
    // Storage answers late, with what an older page left.
    release(stale);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith(
      view(30, [
        [0, 30],
        [40, 45],
      ]),
    );
    await vi.waitFor(() => expect(outbox.pending()).toEqual([]));
    expect(saved.at(-1)).toEqual([]);
    outbox.dispose();
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
