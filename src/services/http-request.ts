/**
 * The API's HTTP, on the browser's fetch: JSON bodies and a deadline per request (until the answer's
 * headers). Statuses are the caller's to read: an error status is an answer, not an exception.
 */

/** No answer within the request's deadline. */
export class RequestTimeout extends Error {
  override readonly name = 'RequestTimeout';
}

export interface HttpRequest {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  signal?: AbortSignal;
  /** Milliseconds until the answer's headers. */
  timeout: number;
  /** Outlives the page (a like pressed just before leaving). */
  keepalive?: boolean;
}

/** Sends one request; rejects with RequestTimeout past its deadline and with the AbortError when `signal` aborts. */
export async function httpRequest(fetchImpl: typeof fetch, url: string, request: HttpRequest): Promise<Response> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(new RequestTimeout(`No answer in ${request.timeout} ms.`)), request.timeout);
  const signal = request.signal ? AbortSignal.any([request.signal, deadline.signal]) : deadline.signal;
  try {
    return await fetchImpl(url, {
      method: request.method,
      headers: request.headers,
      ...(request.json === undefined ? {} : { body: JSON.stringify(request.json) }),
      signal,
      ...(request.keepalive ? { keepalive: true } : {}),
    });
  } catch (error) {
    if (deadline.signal.aborted && !request.signal?.aborted) throw deadline.signal.reason as RequestTimeout;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
