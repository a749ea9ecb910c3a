/**
 * Requests the entry sends before the code that reads their answers has loaded (boot/head-start.ts: the
 * item and the saved view), and the API client's adoption of them: when the client sends the same request
 * (method, URL, headers, body), it gets the answer already on its way instead of a second request. Each is
 * adopted once; one that failed on the network is sent again, as the client would have sent it. The adopter's
 * signal (its deadline) aborts the early request itself, so it ends a body that stalls after the headers came too.
 */

export interface EarlyRequest {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

/** Each early request's answer, and what aborts it. */
const early = new Map<string, [Promise<Response>, AbortController]>();

const keyOf = (url: string, { method, headers, body }: EarlyRequest): string =>
  JSON.stringify([method, url, Object.entries(headers).sort(), body ?? null]);

/** Sends a request now, to be adopted by the client's same request. */
export function sendEarly(url: string, request: EarlyRequest, fetchImpl: typeof fetch = fetch): void {
  const controller = new AbortController();
  const { method, headers, body = null } = request;
  const response = fetchImpl(url, { method, headers, body, signal: controller.signal });
  // Handled by the adopter; an early request nobody adopts must not be reported as unhandled.
  response.catch(() => undefined);
  early.set(keyOf(url, request), [response, controller]);
}

/** The early request of this key, taken out (null when there is none). */
function takeEarly(url: string, request: EarlyRequest): [Promise<Response>, AbortController] | null {
  const key = keyOf(url, request);
  const response = early.get(key) ?? null;
  early.delete(key);
  return response;
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
    const [response, controller] = adopted;
    const signal = init?.signal;
    const abort = (): void => controller.abort(signal?.reason);
    if (signal?.aborted) abort();
    else signal?.addEventListener('abort', abort, { once: true });
    // Aborted, it rejects with the signal's reason; failed on the network, it is sent again (an aborted signal's
    // fetch rejects at once with that reason, sending nothing).
    return response.catch(() => fetchImpl(input, init));
  };
}
