/**
 * The cmi5 launch's auth token (cmi5 §8.2): one POST to the one-time fetch URL. The LMS answers 200 with
 * `{"auth-token": …}`, or with `{"error-code", "error-text"}` (1: already fetched or expired, 2: security,
 * 3: application); @xapi/cmi5 reads only `auth-token`, so an error answer became `Basic undefined` and 401s.
 * Here it is an error that says so.
 */

/** What the fetch URL's error codes mean (cmi5 §8.2.3.2). */
const FETCH_ERRORS: Record<string, string> = {
  '1': 'already fetched or expired',
  '2': 'security error',
  '3': 'application error',
};

export class Cmi5FetchError extends Error {
  override readonly name = 'Cmi5FetchError';
  /** The fetch URL's error-code ('1': the token went to an earlier page of the launch, or it expired), or null. */
  constructor(
    message: string,
    readonly code: string | null = null,
  ) {
    super(message);
  }
}

/** The auth token the fetch URL answers; rejects with a Cmi5FetchError when it answers none. */
export async function fetchAuthToken(fetchUrl: string, signal?: AbortSignal): Promise<string> {
  const response = await fetch(fetchUrl, { method: 'POST', signal });
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  const token = body?.['auth-token'];
  if (response.ok && typeof token === 'string' && token !== '') return token;
  const code = body?.['error-code'];
  if (code !== undefined && code !== null) {
    const meaning = FETCH_ERRORS[String(code)] ?? 'unknown error';
    // The LMS's own words go to the error log: bounded, one line, no control characters.
    const errorText = body?.['error-text'];
    const text =
      typeof errorText === 'string'
        ? `: ${[...errorText]
            .map((char) => (char < ' ' || char === '\u007f' ? ' ' : char))
            .join('')
            .slice(0, 200)}`
        : '';
    throw new Cmi5FetchError(
      `fetch URL answered error-code ${String(code).slice(0, 20)} (${meaning})${text}`,
      String(code).slice(0, 20),
    );
  }
  throw new Cmi5FetchError(`fetch URL answered ${response.status} without an auth-token`);
}
