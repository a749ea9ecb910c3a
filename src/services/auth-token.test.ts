import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthToken, readClaims, REFRESH_BEFORE_MS } from './auth-token';
import type { Bridge } from './bridge';

const jwt = (payload: object): string => `e30.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.sig`;

/** A verified host that hands out the given tokens in turn. */
function hostGiving(...tokens: unknown[]): Bridge & { asked: number } {
  const host = {
    asked: 0,
    request: async () => tokens[host.asked++] ?? Promise.reject(new Error('no answer')),
  };
  return host as unknown as Bridge & { asked: number };
}

describe('the token owner', () => {
  afterEach(() => vi.useRealTimers());

  it('lives for the tab: kept from the URL, taken again by a page opened without one', () => {
    const kept = new Map<string, string>();
    const storage = () =>
      ({ setItem: (k: string, v: string) => kept.set(k, v), getItem: (k: string) => kept.get(k) ?? null }) as unknown as Storage;
    new AuthToken(jwt({ sub: 'ana' })).keepForTab('sp_token', storage);
    const reloaded = new AuthToken(null);
    reloaded.keepForTab('sp_token', storage);
    expect(reloaded.viewer()).toBe('ana');
    const denied = new AuthToken(null);
    denied.keepForTab('sp_token', () => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(denied.current()).toBeNull();
  });

  it('keeps the URL token and cannot refresh it without a host', async () => {
    const token = new AuthToken('url-token');
    expect(token.current()).toBe('url-token');
    expect(await token.refresh()).toBe(false);
    expect(token.current()).toBe('url-token');
  });

  it('takes the host token under USAR_AD, with its viewer, and asks again after a 401', async () => {
    const host = hostGiving(jwt({ sub: 'ana' }), jwt({ sub: 'ana', n: 2 }));
    const token = new AuthToken('url-token');
    expect(await token.useHost(host)).toBe(true);
    expect(token.viewer()).toBe('ana');
    expect(await token.refresh()).toBe(true);
    expect(token.current()).toBe(jwt({ sub: 'ana', n: 2 }));
    expect(host.asked).toBe(2);
  });

  it('renews a minute before expiry, and ignores an empty answer', async () => {
    vi.useFakeTimers({ now: 0 });
    const expiring = jwt({ sub: 'ana', exp: 600 });
    const host = hostGiving(expiring, '  ');
    const token = new AuthToken(null);
    await token.useHost(host);
    await vi.advanceTimersByTimeAsync(600_000 - REFRESH_BEFORE_MS - 1);
    expect(host.asked).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(host.asked).toBe(2);
    expect(token.current()).toBe(expiring);
    token.dispose();
  });
});

describe('reading a token', () => {
  it('reads the viewer and the expiry of a JWT, UTF-8 and unpadded base64url included', () => {
    expect(readClaims(jwt({ sub: 'joão-ção', exp: 1_800_000_000 }))).toEqual({
      viewer: 'joão-ção',
      expiresAt: 1_800_000_000_000,
    });
    expect(readClaims(jwt({ sub: '', foo: 1 }))).toEqual({ viewer: null, expiresAt: null });
  });

  it('is null for anything that is not a JWS compact token with a JSON object inside', () => {
    for (const token of [
      '',
      'abc',
      'a.b',
      'a.b.c.d.e',
      `e30.${Buffer.from('[1]').toString('base64url')}.s`,
      'e30.@@@.s',
      'e30.bm90IGpzb24.s',
    ]) {
      expect(readClaims(token), token).toBeNull();
    }
  });
});
