/** Repeats a call that is safe to repeat while it fails transiently, by the retry policy (retry-policy.ts). */
import { isTransient, retryDelay, type Backoff } from './retry-policy';

export interface RetryOptions extends Backoff {
  /** Tries in all, the first included. */
  attempts: number;
  /** No retry starts later than this after the first try (ms): the caller's wait stays bounded. */
  budgetMs: number;
  /** Aborting it ends the wait at once, with the abort's error. */
  signal?: AbortSignal;
  now?: () => number;
}

/** The few quick tries of a call a viewer waits for: the item, likes, suggested questions. */
export const QUICK_RETRY: RetryOptions = { attempts: 4, baseMs: 500, capMs: 4_000, budgetMs: 8_000 };

/** Runs `task` until it succeeds, fails for good, runs out of attempts or would end past the budget. */
export async function withRetry<T>(task: () => Promise<T>, options: RetryOptions): Promise<T> {
  const now = options.now ?? Date.now;
  const started = now();
  for (let attempt = 0; ; attempt++) {
    try {
      return await task();
    } catch (error) {
      const delay = retryDelay(error, attempt, options);
      const last = attempt + 1 >= options.attempts || now() + delay - started > options.budgetMs;
      if (last || !isTransient(error) || options.signal?.aborted) throw error;
      await sleep(delay, options.signal);
    }
  }
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(done, ms);
    function done(): void {
      signal?.removeEventListener('abort', abort);
      resolve();
    }
    function abort(): void {
      clearTimeout(timer);
      reject(signal?.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'));
    }
    signal?.addEventListener('abort', abort, { once: true });
  });
}
