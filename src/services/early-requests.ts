/**
 * Requests the entry sends before the code that reads their answers has loaded (boot/head-start.ts: the
 * item and the saved view), and the API client's adoption of them: when the client sends the same request
 * (method, URL, headers, body), it gets the answer already on its way instead of a second request. Each is
 * adopted once; one that failed on the network is sent again, as the client would have sent it.
 */

export interface EarlyRequest {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

const early = new Map<string, Promise<Response>>();

const keyOf = (url: string, { method, headers, body }: EarlyRequest): string =>
  JSON.stringify([method, url, Object.entries(headers).sort(), body ?? null]);

/** Sends a request now, to be adopted by the client's same request. */
export function sendEarly(url: string, request: EarlyRequest, fetchImpl: typeof fetch = fetch): void {
  const response = fetchImpl(url, { method: request.method, headers: request.headers, body: request.body ?? null });
  // Handled by the adopter; an early request nobody adopts must not be reported as unhandled.
  response.catch(() => undefined);
  early.set(keyOf(url, request), response);
}

/** The early request of this key, taken out (null when there is none). */
function takeEarly(url: string, request: EarlyRequest): Promise<Response> | null {
  const key = keyOf(url, request);
  const response = early.get(key) ?? null;
  early.delete(key);
  return response;
}

/** Settles with `promise`, or rejects with the signal's reason once it aborts (the request's deadline). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason as unknown);
  return new Promise<T>((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason as unknown), { once: true });
    promise.then(resolve, reject);
  });
}

/** `fetchImpl`, except that a request sent early is answered by that request. */
export function adoptingEarlyRequests(fetchImpl: typeof fetch): typeof fetch {
  return (input, init) => {
    const method = init?.method;
    const headers = init?.headers;
    const body = init?.body;
    const simple =
      typeof input === 'string' &&
      (method === 'GET' || method === 'POST') &&
      headers !== undefined &&
      !(headers instanceof Headers) &&
      !Array.isArray(headers) &&
      (body === undefined || body === null || typeof body === 'string');
    const adopted = simple ? takeEarly(input, { method, headers, ...(typeof body === 'string' ? { body } : {}) }) : null;
    if (!adopted) return fetchImpl(input, init);
    return untilAborted(
      adopted.catch(() => fetchImpl(input, init)),
      init?.signal,
    );
  };
}
