import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestToken, retryAfterMs, TokenFailure } from './token-request';

const codeOf = (promise: Promise<unknown>): Promise<string> =>
  promise.then(
    () => 'ok',
    (error: unknown) => (error instanceof TokenFailure ? error.code : `not a TokenFailure: ${String(error)}`),
  );

describe('requestToken', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('words every failure as a TokenFailure: 408/504 timeout, 5xx unavailable, other 4xx refused, no token unavailable', async () => {
    const answer = (body: string, status: number): void =>
      void vi.stubGlobal('fetch', () => Promise.resolve(new Response(body, { status })));
    const cases: [string, number, string][] = [
      ['', 504, 'timeout'],
      ['', 408, 'timeout'],
      ['{"erro":"x"}', 503, 'unavailable'],
      ['{"erro":"Chave do pacote inválida."}', 403, 'refused'],
      ['{"erro":"aprendiz"}', 400, 'refused'],
      ['{"status_ret":"OK"}', 200, 'unavailable'],
      ['null', 200, 'unavailable'],
    ];
    for (const [body, status, code] of cases) {
      answer(body, status);
      expect(await codeOf(requestToken('https://api.example.com/', 'k', 'ana')), `${status} ${body}`).toBe(code);
    }
  });

  it('tells a request that did not reach the API while online from one made offline', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('navigator', { onLine: true });
    expect(await codeOf(requestToken('https://api.example.com/', 'k', 'ana'))).toBe('unreachable');
    vi.stubGlobal('navigator', { onLine: false });
    expect(await codeOf(requestToken('https://api.example.com/', 'k', 'ana'))).toBe('offline');
  });
});

describe('retryAfterMs', () => {
  it('reads seconds or an HTTP date, within 1 s and 10 min', () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(retryAfterMs('30', now)).toBe(30_000);
    expect(retryAfterMs('Wed, 01 Jan 2025 00:01:00 GMT', now)).toBe(60_000);
    expect(retryAfterMs('0', now)).toBe(1000);
    expect(retryAfterMs('86400', now)).toBe(600_000);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });
});
