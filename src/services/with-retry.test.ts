import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-errors';
import { withRetry, type RetryOptions } from './with-retry';

const httpError = (status: number, retryAfterMs?: number) => new ApiError('server-message', 'x', undefined, status, retryAfterMs);
const options: RetryOptions = { attempts: 4, baseMs: 500, capMs: 4_000, budgetMs: 8_000, random: () => 1 };

describe('retrying a call that is safe to repeat', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('succeeds after transient failures, waiting the backoff between tries', async () => {
    const task = vi.fn().mockRejectedValueOnce(httpError(503)).mockRejectedValueOnce(httpError(502)).mockResolvedValue('item');
    const result = withRetry(task, options);
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(task).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBe('item');
    expect(task).toHaveBeenCalledTimes(3);
  });

  it('gives up after its attempts with the last failure', async () => {
    const task = vi.fn().mockRejectedValue(httpError(500));
    const result = expect(withRetry(task, options)).rejects.toMatchObject({ status: 500 });
    await vi.advanceTimersByTimeAsync(10_000);
    await result;
    expect(task).toHaveBeenCalledTimes(4);
  });

  it('fails at once on a failure that is not transient', async () => {
    const task = vi.fn().mockRejectedValue(httpError(403));
    await expect(withRetry(task, options)).rejects.toMatchObject({ status: 403 });
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does not wait past its budget: a Retry-After longer than it ends the tries at once', async () => {
    const task = vi.fn().mockRejectedValue(httpError(429, 60_000));
    await expect(withRetry(task, options)).rejects.toMatchObject({ status: 429 });
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('honours a Retry-After within its budget', async () => {
    const task = vi.fn().mockRejectedValueOnce(httpError(503, 3_000)).mockResolvedValue('ok');
    const result = withRetry(task, { ...options, random: () => 0 });
    await vi.advanceTimersByTimeAsync(2_999);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('ok');
  });

  it('stops waiting when its signal aborts', async () => {
    const controller = new AbortController();
    const task = vi.fn().mockRejectedValue(new TypeError('offline'));
    const result = expect(withRetry(task, { ...options, signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    await result;
    expect(task).toHaveBeenCalledTimes(1);
  });
});
