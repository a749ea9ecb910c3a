/**
 * `POST token/scorm`: the package's dispatch key and the learner id for a viewer token, within a deadline.
 * Every way it can fail is a typed value the launch page words (launch-messages.ts); no server text, and
 * no page a gateway sends instead of the API's JSON, ever reaches the learner.
 */

/** How long the launch page waits for a token before it says the server did not answer. */
export const TOKEN_DEADLINE_MS = 15_000;

export type TokenFailureCode =
  /** No answer within the deadline (ours, or a gateway's 408/504). */
  | 'timeout'
  /** The browser is offline. */
  | 'offline'
  /** Online, but the request did not reach the API (DNS, a proxy, a dropped connection). */
  | 'unreachable'
  /** 429: the address made too many launches; `retryAfterMs` says how long to wait. */
  | 'rate-limited'
  /** A 5xx, or an answer that is not the API's JSON (a gateway's HTML page) or has no token. */
  | 'unavailable'
  /** Any other 4xx: the API refuses this package's key or request; trying again cannot help. */
  | 'refused';

export class TokenFailure extends Error {
  override readonly name = 'TokenFailure';
  constructor(
    readonly code: TokenFailureCode,
    readonly status?: number,
    /** How long the server asked to wait (its `Retry-After`), in ms. */
    readonly retryAfterMs?: number,
  ) {
    super(`token/scorm: ${code}${status ? ` (HTTP ${status})` : ''}`);
  }
}

/** A `Retry-After` header (seconds or an HTTP date) in ms, between 1 s and 10 min; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now;
  return Number.isFinite(ms) ? Math.min(Math.max(ms, 1000), 600_000) : undefined;
}

function failureOf(response: Response): TokenFailure {
  const { status } = response;
  if (status === 408 || status === 504) return new TokenFailure('timeout', status);
  if (status === 429) return new TokenFailure('rate-limited', status, retryAfterMs(response.headers.get('Retry-After')));
  if (status >= 500) return new TokenFailure('unavailable', status);
  return new TokenFailure('refused', status);
}

/** Mints a viewer token for `learner`; rejects with a TokenFailure, never anything else. */
export async function requestToken(
  apiUrl: string,
  key: string,
  learner: string,
  deadlineMs = TOKEN_DEADLINE_MS,
): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), deadlineMs);
  const lost = (): TokenFailure =>
    new TokenFailure(controller.signal.aborted ? 'timeout' : navigator.onLine === false ? 'offline' : 'unreachable');
  try {
    let response: Response;
    try {
      response = await fetch(`${apiUrl}token/scorm`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ chave: key, aprendiz: learner }),
        signal: controller.signal,
      });
    } catch {
      throw lost();
    }
    if (!response.ok) throw failureOf(response);
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      // Not JSON: a gateway's page. Anything else: the body stopped arriving (the deadline, the connection).
      throw error instanceof SyntaxError && !controller.signal.aborted
        ? new TokenFailure('unavailable', response.status)
        : lost();
    }
    const token = (body as { token?: unknown } | null)?.token;
    if (typeof token !== 'string' || token === '') throw new TokenFailure('unavailable', response.status);
    return token;
  } finally {
    clearTimeout(timer);
  }
}
