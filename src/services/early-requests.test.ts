import { describe, expect, it, vi } from 'vitest';
import { adoptingEarlyRequests, sendEarly } from './early-requests';

const headers = { Accept: 'application/json', Authorization: 'tok' };

/**
 * A fetch that answers with `answer` and keeps the browser's rule for its signal: aborted, the answer (if it has
 * not come) rejects with the signal's reason, and so does the reading of a body still coming.
 */
const likeFetch =
  (answer: Promise<Response>) =>
  (_input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const signal = init?.signal;
    if (!signal) throw new Error('an early request is sent with a signal');
    return new Promise<Response>((resolve, reject) => {
      signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
      void answer.then((response) => {
        if (!response.body) return resolve(response);
        const reader = response.body.getReader();
        const body = new ReadableStream<Uint8Array>({
          start: (stream) => signal.addEventListener('abort', () => stream.error(signal.reason), { once: true }),
          pull: async (stream) => {
            const { done, value } = await reader.read();
            if (done) stream.close();
            else stream.enqueue(value);
          },
        });
        resolve(new Response(body, response));
      });
    });
  };

describe('early requests', () => {
  it('answers the same request (method, URL, headers in any order, body) with the early one, once', async () => {
    const early = vi.fn(() => Promise.resolve(new Response('early')));
    sendEarly('https://api.test/a', { method: 'POST', headers, body: '{}' }, early);
    const network = vi.fn(() => Promise.resolve(new Response('network')));
    const adopting = adoptingEarlyRequests(network);
    const init = { method: 'POST', headers: { Authorization: 'tok', Accept: 'application/json' }, body: '{}' };
    expect(await (await adopting('https://api.test/a', init)).text()).toBe('early');
    expect(await (await adopting('https://api.test/a', init)).text()).toBe('network');
    expect(early).toHaveBeenCalledTimes(1);
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('sends a request that differs (another token, body or URL) to the network', async () => {
    sendEarly('https://api.test/b', { method: 'POST', headers, body: '{}' }, () => Promise.resolve(new Response('early')));
    const network = vi.fn(() => Promise.resolve(new Response('network')));
    const adopting = adoptingEarlyRequests(network);
    await adopting('https://api.test/b', { method: 'POST', headers: { ...headers, Authorization: 'other' }, body: '{}' });
    await adopting('https://api.test/b', { method: 'POST', headers, body: '{"x":1}' });
    await adopting('https://api.test/b?x', { method: 'POST', headers, body: '{}' });
    expect(network).toHaveBeenCalledTimes(3);
  });

  it('sends the request again when the early one failed on the network', async () => {
    sendEarly('https://api.test/c', { method: 'GET', headers }, () => Promise.reject(new TypeError('Failed to fetch')));
    const network = vi.fn(() => Promise.resolve(new Response('network')));
    const response = await adoptingEarlyRequests(network)('https://api.test/c', { method: 'GET', headers });
    expect(await response.text()).toBe('network');
  });

  it('gives up on an early answer when the request is aborted or its deadline passes', async () => {
    sendEarly('https://api.test/d', { method: 'GET', headers }, likeFetch(new Promise<Response>(() => undefined)));
    const controller = new AbortController();
    const waiting = adoptingEarlyRequests(fetch)('https://api.test/d', { method: 'GET', headers, signal: controller.signal });
    const reason = new Error('deadline');
    controller.abort(reason);
    await expect(waiting).rejects.toBe(reason);
  });

  it('ends an early answer whose body stalls after its headers came when the request is aborted', async () => {
    // Half a JSON body, then nothing: a gateway that hangs mid-answer.
    const stalled = new ReadableStream<Uint8Array>({ start: (body) => body.enqueue(new TextEncoder().encode('{"status_ret":')) });
    sendEarly('https://api.test/e', { method: 'GET', headers }, likeFetch(Promise.resolve(new Response(stalled))));
    const controller = new AbortController();
    const response = await adoptingEarlyRequests(fetch)('https://api.test/e', {
      method: 'GET',
      headers,
      signal: controller.signal,
    });
    const reading = response.text();
    const reason = new Error('deadline');
    controller.abort(reason);
    await expect(reading).rejects.toBe(reason);
  });
});
