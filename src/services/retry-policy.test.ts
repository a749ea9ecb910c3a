import { describe, expect, it } from 'vitest';
import { ApiError } from './api-errors';
import { backoffDelay, isRefused, isTransient, MAX_RETRY_AFTER_MS, parseRetryAfter, retryDelay } from './retry-policy';

const httpError = (status: number, retryAfterMs?: number) => new ApiError('server-message', 'x', undefined, status, retryAfterMs);
const backoff = { baseMs: 500, capMs: 4_000 };

describe('the retry policy', () => {
  it('retries 408, 429, 500, 502, 503, 504 and network errors', () => {
    for (const status of [408, 429, 500, 502, 503, 504]) expect(isTransient(httpError(status))).toBe(true);
    expect(isTransient(new TypeError('Failed to fetch'))).toBe(true);
    expect(isTransient(new ApiError('failed', 'Erro na abertura do player.'))).toBe(true);
    // The client's own timeout (http-request.ts), which has no status either.
    expect(isTransient(new ApiError('timeout', 'Erro na abertura do player.'))).toBe(true);
  });

  it('does not retry refusals, auth failures, NOK answers or an abort', () => {
    for (const status of [400, 401, 403, 404, 413, 422]) expect(isTransient(httpError(status))).toBe(false);
    expect(isTransient(new ApiError('nok', 'Erro na consulta dos vídeo(s).', undefined, 200))).toBe(false);
    expect(isTransient(new ApiError('failed', 'x', undefined, 200))).toBe(false);
    expect(isTransient(new DOMException('aborted', 'AbortError'))).toBe(false);
  });

  it('calls 400, 404, 413 and 422 refusals for good, and nothing else', () => {
    for (const status of [400, 404, 413, 422]) expect(isRefused(httpError(status))).toBe(true);
    for (const status of [401, 403, 429, 500, 503]) expect(isRefused(httpError(status))).toBe(false);
    expect(isRefused(new TypeError('offline'))).toBe(false);
  });

  it('waits a random time up to a ceiling that doubles per attempt and stops at the cap (full jitter)', () => {
    const top = { ...backoff, random: () => 1 };
    expect([0, 1, 2, 3, 4, 10].map((attempt) => backoffDelay(attempt, top))).toEqual([500, 1000, 2000, 4000, 4000, 4000]);
    expect(backoffDelay(3, { ...backoff, random: () => 0 })).toBe(0);
    expect(backoffDelay(3, { ...backoff, random: () => 0.25 })).toBe(1000);
  });

  it('waits at least the Retry-After of a 429 or a 503, and ignores it on other statuses', () => {
    const none = { ...backoff, random: () => 0 };
    expect(retryDelay(httpError(429, 7_000), 0, none)).toBe(7_000);
    expect(retryDelay(httpError(503, 2_000), 1, { ...backoff, random: () => 0.5 })).toBe(2_500);
    expect(retryDelay(httpError(500, 7_000), 0, none)).toBe(0);
    // The LRS's error (not the API's) says it the same way.
    expect(retryDelay(Object.assign(new Error('LRS: 429'), { status: 429, retryAfterMs: 30_000 }), 0, none)).toBe(30_000);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-03-01T12:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter('Sun, 01 Mar 2026 12:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Sun, 01 Mar 2026 11:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    // A far-future date or a huge number waits an hour at most (a longer timer would fire at once).
    expect(parseRetryAfter('Fri, 31 Dec 9999 23:59:59 GMT', now)).toBe(MAX_RETRY_AFTER_MS);
    expect(parseRetryAfter('99999999999', now)).toBe(MAX_RETRY_AFTER_MS);
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});
