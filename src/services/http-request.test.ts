import { afterEach, describe, expect, it, vi } from 'vitest';
import { httpRequest, RequestTimeout } from './http-request';

/** A server that never answers (until the request is aborted). */
const silent: typeof fetch = (_input, init) =>
  new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))));

describe('httpRequest', () => {
  afterEach(() => void vi.useRealTimers());

  it('sends JSON with the headers and gives back any answer, error statuses included', async () => {
    let seen: Request | null = null;
    const fetchImpl: typeof fetch = async (input, init) => {
      seen = new Request(input, init);
      return new Response('{"erro":"x"}', { status: 502 });
    };
    const response = await httpRequest(fetchImpl, 'https://api.example.org/player', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      json: { token: 't' },
      timeout: 1_000,
    });
    expect(response.status).toBe(502);
    expect(response.text).toBe('{"erro":"x"}');
    expect(seen!.method).toBe('POST');
    expect(await seen!.json()).toEqual({ token: 't' });
  });

  it('rejects with RequestTimeout past its deadline', async () => {
    vi.useFakeTimers();
    const answer = httpRequest(silent, 'https://api.example.org/x', { method: 'GET', headers: {}, timeout: 20_000 });
    const failed = expect(answer).rejects.toBeInstanceOf(RequestTimeout);
    await vi.advanceTimersByTimeAsync(20_000);
    await failed;
  });

  it('rejects with RequestTimeout when the headers came but the body stalls past the deadline', async () => {
    vi.useFakeTimers();
    // As the browser's fetch: the request's abort errors the body it is still reading.
    const stallsAfterHeaders: typeof fetch = async (_input, init) =>
      new Response(
        new ReadableStream({
          start(controller) {
            init?.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
          },
        }),
        { status: 200 },
      );
    const answer = httpRequest(stallsAfterHeaders, 'https://api.example.org/x', { method: 'GET', headers: {}, timeout: 20_000 });
    let outcome: unknown = 'pending';
    answer.then(
      () => (outcome = 'answered'),
      (error: unknown) => (outcome = error),
    );
    await vi.advanceTimersByTimeAsync(20_000);
    expect(outcome).toBeInstanceOf(RequestTimeout);
  });

  it("leaves the caller's abort an AbortError, not a timeout", async () => {
    const cancel = new AbortController();
    const answer = httpRequest(silent, 'https://api.example.org/x', {
      method: 'GET',
      headers: {},
      signal: cancel.signal,
      timeout: 20_000,
    });
    cancel.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
  });
});
