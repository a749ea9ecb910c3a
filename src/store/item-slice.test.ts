import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayerItem, ViewItem } from '@/services/api-contract';
import { ApiError } from '@/services/api-errors';
import { setRuntime } from '@/services/runtime';
import { sampleConfig, sampleItem, sampleLaunch } from '@/testing/fixtures';
import { useAppStore } from './app-store';
import { loadFailure, offersRetry, VIEW_GRACE_MS } from './item-slice';

describe('why the item did not load', () => {
  it('offers no retry for content the viewer may not see', () => {
    const failure = loadFailure(new ApiError('forbidden', 'Você não tem acesso a este conteúdo.', undefined, 403));
    expect(failure).toEqual({ code: 'forbidden', message: 'Você não tem acesso a este conteúdo.', messageKey: 'forbidden' });
    expect(offersRetry(failure)).toBe(false);
  });

  it('offers no retry for an item that is not there', () => {
    const failure = loadFailure(new ApiError('server-message', 'Vídeo não encontrado.', 'Vídeo não encontrado.', 404));
    expect(failure).toEqual({ code: 'not-found', message: 'Vídeo não encontrado.' });
    expect(offersRetry(failure)).toBe(false);
  });

  it('offers no retry for a subscription key the API revoked', () => {
    const failure = loadFailure(new ApiError('key-revoked', 'Chave de assinatura inválida.', undefined, 401));
    expect(failure.code).toBe('key-revoked');
    expect(offersRetry(failure)).toBe(false);
  });

  it('offers a retry after a 401 (where a host may hand over another token), a gateway failure or a network error', () => {
    for (const error of [
      new ApiError('unauthorized', 'Não autorizado.', undefined, 401),
      new ApiError('failed', 'Erro na abertura do player.', undefined, 502),
      new TypeError('Failed to fetch'),
    ])
      expect(offersRetry(loadFailure(error))).toBe(true);
    expect(offersRetry({ code: 'load-timeout' })).toBe(true);
  });

  it("offers no retry for the API's empty answer (no record), which the host hears as not-found; NOK keeps it", () => {
    const empty = loadFailure(new ApiError('empty', 'Nenhum registro encontrado.'));
    expect(empty).toEqual({ code: 'not-found', message: 'Nenhum registro encontrado.', messageKey: 'no_records' });
    expect(offersRetry(empty)).toBe(false);
    expect(offersRetry(loadFailure(new ApiError('nok', 'Erro na consulta dos vídeo(s).', undefined, 200)))).toBe(true);
  });

  it('offers a retry after a playback failure, but not for media this browser cannot decode', () => {
    expect(offersRetry({ code: 'playback' })).toBe(true);
    expect(offersRetry({ code: 'undecodable' })).toBe(false);
  });
});

/** A promise a test settles by hand. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('loadItem and the saved view', () => {
  /** Each call of the fake API: its answer (settled by the test) and the signal it was given. */
  let items: { answer: ReturnType<typeof deferred<PlayerItem>>; signal?: AbortSignal }[];
  let views: { answer: ReturnType<typeof deferred<ViewItem | null>>; signal?: AbortSignal }[];
  /** Whether a host may hand over another token (USAR_AD). */
  let renewable = false;
  const saved: ViewItem = { posicao: 42, progresso: 56, intervalos: [[0, 42]] };
  const state = () => useAppStore.getState();
  /** Whether `promise` has settled, after the microtasks queued so far. */
  const settled = async (promise: Promise<unknown>): Promise<boolean> => {
    let done = false;
    void promise.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    return done;
  };

  beforeEach(() => {
    vi.useFakeTimers();
    items = [];
    views = [];
    const api = {
      player: (_request: unknown, signal?: AbortSignal) => {
        const answer = deferred<PlayerItem>();
        items.push({ answer, signal });
        return answer.promise;
      },
      // A stalled server: the answer comes when the test says, abort or not (the slice must not take it then).
      getView: (signal?: AbortSignal) => {
        const answer = deferred<ViewItem | null>();
        views.push({ answer, signal });
        return answer.promise;
      },
    };
    renewable = false;
    const token = {
      onSessionEnd: vi.fn(),
      problem: () => null,
      sessionEnded: () => null,
      replace: vi.fn(),
      renewable: () => renewable,
    };
    const launch = sampleLaunch();
    setRuntime({ api, token, launch, errors: { report: vi.fn() } } as unknown as Parameters<typeof setRuntime>[0]);
    state().setConfig(sampleConfig({ SALVAR_VISUALIZACAO: 'S' }));
  });
  afterEach(() => vi.useRealTimers());

  it('starts a stalled view’s item after the grace, from the start, and joins the view’s ranges when it comes, offering its position', async () => {
    const loading = state().loadItem();
    const item = sampleItem();
    items[0]!.answer.resolve(item);
    await vi.advanceTimersByTimeAsync(VIEW_GRACE_MS - 1);
    expect(await settled(loading)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await loading).toBe(item);
    expect(state()).toMatchObject({ item, resumeAt: null, savedRanges: [], playerStatus: 'loading' });
    // Well before the request's 20 s deadline, the view comes.
    views[0]!.answer.resolve(saved);
    await vi.advanceTimersByTimeAsync(0);
    expect(state()).toMatchObject({ item, resumeAt: null, savedRanges: [[0, 42]], resumeOffer: 42 });
    state().endResumeOffer();
    expect(state().resumeOffer).toBeNull();
  });

  it('offers no position of a late view at 0 or of a live item, and a next load drops a standing offer', async () => {
    const loading = state().loadItem();
    items[0]!.answer.resolve(sampleItem({ aoVivo: true }));
    await vi.advanceTimersByTimeAsync(VIEW_GRACE_MS);
    await loading;
    views[0]!.answer.resolve(saved);
    await vi.advanceTimersByTimeAsync(0);
    expect(state()).toMatchObject({ savedRanges: [[0, 42]], resumeOffer: null });

    const again = state().loadItem();
    items[1]!.answer.resolve(sampleItem());
    await vi.advanceTimersByTimeAsync(VIEW_GRACE_MS);
    await again;
    views[1]!.answer.resolve({ ...saved, posicao: 0 });
    await vi.advanceTimersByTimeAsync(0);
    expect(state().resumeOffer).toBeNull();

    const third = state().loadItem();
    items[2]!.answer.resolve(sampleItem());
    await vi.advanceTimersByTimeAsync(VIEW_GRACE_MS);
    await third;
    views[2]!.answer.resolve(saved);
    await vi.advanceTimersByTimeAsync(0);
    expect(state().resumeOffer).toBe(42);
    void state().loadItem();
    expect(state().resumeOffer).toBeNull();
  });

  it('resumes from a view that comes within the grace', async () => {
    const loading = state().loadItem();
    items[0]!.answer.resolve(sampleItem());
    await vi.advanceTimersByTimeAsync(VIEW_GRACE_MS - 100);
    views[0]!.answer.resolve(saved);
    await loading;
    expect(state()).toMatchObject({ resumeAt: 42, savedRanges: [[0, 42]] });
  });

  it('waits for nothing when the view came with the item (or failed: no resume)', async () => {
    const loading = state().loadItem();
    views[0]!.answer.resolve(saved);
    items[0]!.answer.resolve(sampleItem());
    expect(await settled(loading)).toBe(true);
    expect(state().resumeAt).toBe(42);

    const again = state().loadItem();
    views[1]!.answer.resolve(null);
    items[1]!.answer.resolve(sampleItem());
    expect(await settled(again)).toBe(true);
    expect(state()).toMatchObject({ resumeAt: null, savedRanges: [] });
  });

  it('a late view of the previous video never lands on the next one (the host’s loadVideo), nor after a retry', async () => {
    const first = state().loadItem();
    items[0]!.answer.resolve(sampleItem({ id: 'primeiro' }));
    await vi.advanceTimersByTimeAsync(VIEW_GRACE_MS);
    await first;
    const claims = Buffer.from(JSON.stringify({ sub: 'ana', exp: Date.now() / 1000 + 3600 })).toString('base64url');
    const switching = state().loadVideo(`e30.${claims}.sig`);
    // The shown item's progress is settled first (this runtime has no outbox: it goes on at once).
    await vi.advanceTimersByTimeAsync(0);
    // The previous video's read is given up as the next one starts.
    expect(views[0]!.signal?.aborted).toBe(true);
    const next = sampleItem({ id: 'segundo' });
    items[1]!.answer.resolve(next);
    views[1]!.answer.resolve(null);
    await switching;
    views[0]!.answer.resolve(saved);
    await vi.advanceTimersByTimeAsync(0);
    expect(state()).toMatchObject({ item: next, resumeAt: null, savedRanges: [], resumeOffer: null });

    // A retry alike: the view of the load it replaced does not land.
    const retry = state().loadItem();
    expect(views[2]!.signal?.aborted).toBeFalsy();
    items[2]!.answer.resolve(next);
    await vi.advanceTimersByTimeAsync(VIEW_GRACE_MS);
    await retry;
    void state().loadItem();
    views[2]!.answer.resolve(saved);
    await vi.advanceTimersByTimeAsync(0);
    expect(state().savedRanges).toEqual([]);
  });

  it('gives up the view when the item failed, and a view that comes anyway changes nothing', async () => {
    const loading = state().loadItem();
    items[0]!.answer.reject(new ApiError('server-message', 'Vídeo não encontrado.', 'Vídeo não encontrado.', 404));
    expect(await loading).toBeNull();
    expect(views[0]!.signal?.aborted).toBe(true);
    views[0]!.answer.resolve(saved);
    await vi.advanceTimersByTimeAsync(0);
    expect(state()).toMatchObject({ item: null, resumeAt: null, savedRanges: [], playerStatus: 'error' });
  });

  it("offers no retry after a 401 when no host can hand over another token (a direct link): the API's words stay", async () => {
    const loading = state().loadItem();
    items[0]!.answer.reject(new ApiError('unauthorized', 'Unauthorized', undefined, 401));
    expect(await loading).toBeNull();
    const failure = state().playerFailure!;
    expect(failure).toEqual({ code: 'token-invalid', message: 'Unauthorized' });
    expect(offersRetry(failure)).toBe(false);
  });

  it('keeps the retry after a 401 while a host may hand over another token (USAR_AD): the retry asks it', async () => {
    renewable = true;
    const loading = state().loadItem();
    items[0]!.answer.reject(new ApiError('unauthorized', 'Não autorizado.', undefined, 401));
    expect(await loading).toBeNull();
    const failure = state().playerFailure!;
    expect(failure).toEqual({ code: 'unauthorized', message: 'Não autorizado.', messageKey: 'unauthorized' });
    expect(offersRetry(failure)).toBe(true);
  });
});
