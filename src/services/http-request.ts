/**
 * The API's HTTP, on the browser's fetch: JSON bodies and a deadline per request, until the whole answer is
 * in (a gateway that sends its headers and then stalls is no answer either). Statuses are the caller's to
 * read: an error status is an answer, not an exception.
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
  /** Milliseconds until the whole answer (headers and body). */
  timeout: number;
  /** Outlives the page (a like pressed just before leaving). */
  keepalive?: boolean;
}

/** An answer, read whole. */
export interface HttpAnswer {
  status: number;
  statusText: string;
  headers: Headers;
  text: string;
}

/** Sends one request and reads its answer; rejects with RequestTimeout past its deadline and with the AbortError when `signal` aborts. */
export async function httpRequest(fetchImpl: typeof fetch, url: string, request: HttpRequest): Promise<HttpAnswer> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(new RequestTimeout(`No answer in ${request.timeout} ms.`)), request.timeout);
  const signal = request.signal ? AbortSignal.any([request.signal, deadline.signal]) : deadline.signal;
  try {
    const response = await fetchImpl(url, {
      method: request.method,
      headers: request.headers,
      ...(request.json === undefined ? {} : { body: JSON.stringify(request.json) }),
      signal,
      ...(request.keepalive ? { keepalive: true } : {}),
    });
    // Within the same deadline: the signal's abort also ends a body that stalls.
    const text = await response.text();
    return { status: response.status, statusText: response.statusText, headers: response.headers, text };
  } catch (error) {
    if (deadline.signal.aborted && !request.signal?.aborted) throw deadline.signal.reason as RequestTimeout;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
