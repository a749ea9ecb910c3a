/**
 * A fixed window of requests per caller. Memory is bounded: past `maxKeys` callers the least recently seen
 * one is forgotten, never everyone at once, so an active caller over its limit stays limited.
 */
export interface RateLimitOptions {
  max: number;
  windowMs: number;
  /** Callers remembered at most (default 10,000). */
  maxKeys?: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export class RateLimiter {
  /** Insertion order is recency order: a caller is moved to the end on each request. */
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly options: RateLimitOptions) {}

  get size(): number {
    return this.windows.size;
  }

  hit(key: string, now = Date.now()): RateDecision {
    const { max, windowMs, maxKeys = 10_000 } = this.options;
    let window = this.windows.get(key);
    this.windows.delete(key);
    if (!window || now - window.start >= windowMs) window = { start: now, count: 0 };
    window.count++;
    this.windows.set(key, window);
    if (this.windows.size > maxKeys) {
      const oldest = this.windows.keys().next().value;
      if (oldest !== undefined) this.windows.delete(oldest);
    }
    if (window.count <= max) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.start + windowMs - now) / 1000)) };
  }
}
