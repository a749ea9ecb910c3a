/**
 * The one retry policy of the widget (docs/reliability.md): which failures are worth another try, and how
 * long to wait before it: capped exponential backoff with full jitter, never sooner than a `Retry-After`.
 */
import { ApiError } from './api-errors';

/** Statuses that say "try again later": timeout, rate limit, and the server's or a gateway's transient faults. */
export const RETRY_STATUSES: readonly number[] = [408, 429, 500, 502, 503, 504];
/** Statuses whose `Retry-After` is honoured. */
export const RETRY_AFTER_STATUSES: readonly number[] = [429, 503];
/** Statuses by which the API refuses a request for good: sending it again can never succeed. */
export const REFUSED_STATUSES: readonly number[] = [400, 404, 413, 422];

export interface Backoff {
  /** The first wait's ceiling, in ms (attempt 0). */
  baseMs: number;
  /** The longest wait, in ms. */
  capMs: number;
  /** A number in [0, 1): Math.random, or a seeded source in tests. */
  random?: () => number;
}

/**
 * The wait before a playback reload after media requests failed (a 404, a 5xx, the network): a moment, jittered,
 * so an audience that met the same CDN fault does not reload in the same instant. An expired signature reloads at once.
 */
export const PLAYBACK_RELOAD_BACKOFF: Backoff = { baseMs: 1_000, capMs: 4_000 };

/**
 * The waits while media requests get no answer, a 408/429 or a 5xx (a tunnel, a lift, a Wi-Fi handover, a CDN's
 * passing fault): the source stops loading for a jittered while and tries again, NETWORK_WAITS times, with ceilings of
 * 2, 4, 8 and 8 s (at most 22 s, about 11 on average), before the fault is the player's error (a reload, then the
 * message). A drop of some seconds is ridden out with a handful of requests; a lasting one ends in the message.
 */
export const NETWORK_WAIT_BACKOFF: Backoff = { baseMs: 2_000, capMs: 8_000 };
export const NETWORK_WAITS = 4;
/** The same waits between the tries of code the player cannot do without (chunk-loader.ts's `retries`). */
export const NETWORK_WAIT_TRIES = {
  times: NETWORK_WAITS,
  delayMs: (attempt: number): number => backoffDelay(attempt, NETWORK_WAIT_BACKOFF),
};

/**
 * A playlist (a few KB of text) that has not come in this time is a fault, as hls.js judges one: VHS would wait 45 s
 * for it, and a master that never answered kept the spinner up for 46 s before the message. Its timeout is a failed
 * request to the recovery (a reload, then the message with a retry: about 20 s in all).
 */
export const PLAYLIST_TIMEOUT_MS = 10_000;

/** Whether a failure is transient: a network error or a timeout (no status), or a status of RETRY_STATUSES. */
export function isTransient(error: unknown): boolean {
  if (error instanceof DOMException && error.name === 'AbortError') return false;
  if (!(error instanceof ApiError)) return true;
  if (error.status === undefined) return error.code === 'failed' || error.code === 'timeout';
  return RETRY_STATUSES.includes(error.status);
}

/** Whether the API refused a request for good (REFUSED_STATUSES). */
export const isRefused = (error: unknown): boolean =>
  error instanceof ApiError && error.status !== undefined && REFUSED_STATUSES.includes(error.status);

/**
 * Whether a call ended because the session's token expired (before leaving, or refused for it): no timer can
 * help, only a new token (the token's owner says when one comes, auth-token.ts onRenewed).
 */
export const awaitsToken = (error: unknown): boolean => error instanceof ApiError && error.code === 'session-expired';

/** Full jitter: a random wait in [0, min(cap, base·2^attempt)). */
export function backoffDelay(attempt: number, { baseMs, capMs, random = Math.random }: Backoff): number {
  return random() * Math.min(capMs, baseMs * 2 ** Math.max(0, attempt));
}

/** The wait before retrying after `error` on `attempt` (0 = the first retry): the backoff, after any Retry-After. */
export function retryDelay(error: unknown, attempt: number, backoff: Backoff): number {
  const jittered = backoffDelay(attempt, backoff);
  // The API's errors (ApiError) and the LRS's (lrs-statements.ts) both carry their status and Retry-After.
  const { status, retryAfterMs } = (typeof error === 'object' && error !== null ? error : {}) as {
    status?: unknown;
    retryAfterMs?: unknown;
  };
  const after =
    typeof status === 'number' && RETRY_AFTER_STATUSES.includes(status) && typeof retryAfterMs === 'number' ? retryAfterMs : 0;
  return after + jittered;
}

/**
 * The longest `Retry-After` honoured: an hour. A server's far-future date is no reason to wait longer (a
 * reconnect or the next visit tries anyway), and a timer past 2^31 - 1 ms would fire at once, in a loop.
 */
export const MAX_RETRY_AFTER_MS = 60 * 60 * 1000;

/** A `Retry-After` header in ms (at most MAX_RETRY_AFTER_MS): delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(header: string | null | undefined, now = Date.now()): number | undefined {
  const text = header?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Math.min(Number(text) * 1000, MAX_RETRY_AFTER_MS);
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.min(Math.max(0, date - now), MAX_RETRY_AFTER_MS);
}
