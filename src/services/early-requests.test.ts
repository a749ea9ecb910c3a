import { describe, expect, it, vi } from 'vitest';
import { adoptingEarlyRequests, sendEarly } from './early-requests';

const headers = { Accept: 'application/json', Authorization: 'tok' };

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
    sendEarly('https://api.test/d', { method: 'GET', headers }, () => new Promise<Response>(() => undefined));
    const controller = new AbortController();
    const waiting = adoptingEarlyRequests(fetch)('https://api.test/d', { method: 'GET', headers, signal: controller.signal });
    const reason = new Error('deadline');
    controller.abort(reason);
    await expect(waiting).rejects.toBe(reason);
  });
});
