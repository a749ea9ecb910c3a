import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthToken, HOST_ANSWER_MS, readClaims, REFRESH_BEFORE_MS } from './auth-token';
import { BridgeError, type Bridge } from './bridge';

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

  it("keeps the host's next video (loadVideo) for the tab: a reload shows that one, not the first", () => {
    const kept = new Map<string, string>();
    const storage = () =>
      ({ setItem: (k: string, v: string) => kept.set(k, v), getItem: (k: string) => kept.get(k) ?? null }) as unknown as Storage;
    const token = new AuthToken(jwt({ sub: 'ana', vid: 'first' }));
    token.keepForTab('sp_token', storage);
    token.replace(jwt({ sub: 'ana', vid: 'second' }));
    const reloaded = new AuthToken(null);
    reloaded.keepForTab('sp_token', storage);
    expect(reloaded.current()).toBe(jwt({ sub: 'ana', vid: 'second' }));
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

describe('a host that keeps handing out tokens that cannot be used (USAR_AD)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** A verified host that answers every ask with `answer` (after `delayMs`), noting when it was asked. */
  function hostAlways(answer: () => Promise<unknown>, now: () => number) {
    const askedAt: number[] = [];
    const bridge = {
      request: async () => {
        askedAt.push(now());
        return answer();
      },
    } as unknown as Bridge;
    return { bridge, askedAt };
  }
  const expired = jwt({ sub: 'ana', exp: 1 });

  it('is asked three times at most, the waits under a ceiling that doubles, then the session ends as expired', async () => {
    vi.useFakeTimers({ now: 100_000 });
    // The longest waits full jitter may draw: just under 1 s, then just under 2 s.
    vi.spyOn(Math, 'random').mockReturnValue(0.999);
    const host = hostAlways(async () => expired, Date.now);
    const token = new AuthToken(null);
    const handed = token.useHost(host.bridge);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await handed).toBe(false);
    expect(host.askedAt.map((t) => t - 100_000)).toEqual([0, 999, 999 + 1998]);
    expect(token.problem()).toBe('expired');
    expect(token.sessionEnded()).toBe('expired');
    // The session ended: neither a 401 nor time brings another ask.
    expect(await token.refresh()).toBe(false);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(host.askedAt).toHaveLength(3);
  });

  it('reads a token that is not a JWT as invalid, after the same three asks', async () => {
    vi.useFakeTimers({ now: 100_000 });
    const host = hostAlways(async () => 'not-a-jwt', Date.now);
    const token = new AuthToken(null);
    const handed = token.useHost(host.bridge);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await handed).toBe(false);
    expect(host.askedAt).toHaveLength(3);
    expect(token.problem()).toBe('invalid');
  });

  it('gives a host that never answers one deadline, not three', async () => {
    vi.useFakeTimers({ now: 100_000 });
    const host = hostAlways(
      () =>
        new Promise((_, reject) =>
          setTimeout(() => reject(new BridgeError('timeout', 'getToken got no answer.')), HOST_ANSWER_MS),
        ),
      Date.now,
    );
    const token = new AuthToken(null);
    const handed = token.useHost(host.bridge);
    await vi.advanceTimersByTimeAsync(HOST_ANSWER_MS + 20_000);
    expect(await handed).toBe(false);
    expect(host.askedAt).toHaveLength(1);
    expect(token.problem()).toBe('missing');
    expect(token.sessionEnded()).toBe('missing');
  });

  it('does not end the session of a host without getToken: the URL token stays in use', async () => {
    const host = hostAlways(async () => Promise.reject(new BridgeError('unsupported', 'getToken')), Date.now);
    const token = new AuthToken(jwt({ sub: 'ana' }));
    expect(await token.useHost(host.bridge)).toBe(false);
    expect(host.askedAt).toHaveLength(1);
    expect(token.sessionEnded()).toBeNull();
    expect(token.problem()).toBeNull();
  });

  it('renews once before expiry, then stops asking, and tells its listeners when the token expires', async () => {
    vi.useFakeTimers({ now: 0 });
    const answers = [jwt({ sub: 'ana', exp: 600 })];
    const host = hostAlways(async () => answers.shift() ?? expired, Date.now);
    const token = new AuthToken(null);
    const heard: string[] = [];
    token.onSessionEnd((problem) => heard.push(problem));
    expect(await token.useHost(host.bridge)).toBe(true);
    // The renewal a minute before expiry meets expired tokens only: one series, then nothing more.
    await vi.advanceTimersByTimeAsync(600_000 - REFRESH_BEFORE_MS + 10_000);
    expect(host.askedAt).toHaveLength(4);
    expect(token.problem()).toBeNull();
    expect(heard).toEqual([]);
    await vi.advanceTimersByTimeAsync(REFRESH_BEFORE_MS);
    expect(heard).toEqual(['expired']);
    expect(token.problem()).toBe('expired');
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    expect(host.askedAt).toHaveLength(4);
    expect(heard).toEqual(['expired']);
  });

  it('shares one series between callers, and asks again once another launch token came', async () => {
    vi.useFakeTimers({ now: 100_000 });
    const host = hostAlways(async () => expired, Date.now);
    const token = new AuthToken(jwt({ sub: 'ana' }));
    const both = Promise.all([token.useHost(host.bridge), token.refresh()]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await both).toEqual([false, false]);
    expect(host.askedAt).toHaveLength(3);
    token.replace(jwt({ sub: 'ana', n: 2 }));
    expect(token.sessionEnded()).toBeNull();
    const again = token.refresh();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await again).toBe(false);
    expect(host.askedAt).toHaveLength(6);
  });
});

describe('a token that expires while the video plays', () => {
  afterEach(() => vi.useRealTimers());

  it('tells its listeners once, at its exp, when nothing in the tab can renew it (a direct link)', async () => {
    vi.useFakeTimers({ now: 0 });
    const token = new AuthToken(jwt({ sub: 'ana', exp: 30 }));
    const heard = vi.fn();
    token.onExpiry(heard);
    await vi.advanceTimersByTimeAsync(30_000 - 1);
    expect(token.expired()).toBe(false);
    expect(heard).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(token.expired()).toBe(true);
    expect(token.renewable()).toBe(false);
    expect(heard).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(heard).toHaveBeenCalledTimes(1);
    token.dispose();
  });

  it('says nothing of a token that came expired: the loading path refuses it', async () => {
    vi.useFakeTimers({ now: 60_000 });
    const token = new AuthToken(jwt({ sub: 'ana', exp: 30 }));
    const heard = vi.fn();
    token.onExpiry(heard);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(heard).not.toHaveBeenCalled();
  });

  it('at its exp, takes the token the host hands over and tells what waited for one, with no expiry notice', async () => {
    vi.useFakeTimers({ now: 0 });
    const first = jwt({ sub: 'ana', exp: 30 });
    const next = jwt({ sub: 'ana', exp: 3600 });
    let answer = first;
    const host = {
      asked: 0,
      request: async () => {
        host.asked++;
        return answer;
      },
    };
    const token = new AuthToken(null);
    await token.useHost(host as unknown as Bridge);
    const expiry = vi.fn();
    const renewed = vi.fn();
    token.onExpiry(expiry);
    token.onRenewed(renewed);
    // The renewal (5 s at the soonest) hands back the same token, still usable: nothing to tell.
    await vi.advanceTimersByTimeAsync(29_000);
    expect(renewed).not.toHaveBeenCalled();
    answer = next;
    const asksBefore = host.asked;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(host.asked).toBeGreaterThan(asksBefore);
    expect(token.current()).toBe(next);
    expect(renewed).toHaveBeenCalledTimes(1);
    expect(expiry).not.toHaveBeenCalled();
    token.dispose();
  });

  it('leaves a host whose session ended to its own listeners (onSessionEnd), not to the expiry’s', async () => {
    vi.useFakeTimers({ now: 0 });
    const first = jwt({ sub: 'ana', exp: 30 });
    const expired = jwt({ sub: 'ana', exp: 1 });
    const answers = [first];
    const host = { request: async () => answers.shift() ?? expired };
    const token = new AuthToken(null);
    await token.useHost(host as unknown as Bridge);
    const expiry = vi.fn();
    const ended = vi.fn();
    token.onExpiry(expiry);
    token.onSessionEnd(ended);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(ended).toHaveBeenCalledWith('expired');
    expect(expiry).not.toHaveBeenCalled();
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
