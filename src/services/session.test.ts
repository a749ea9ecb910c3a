import { afterEach, describe, expect, it, vi } from 'vitest';
import { IdleTimer, takeLaunchParams, tokenExpiry } from './session';

const jwt = (payload: object): string => `e30.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.sig`;

describe('session', () => {
  afterEach(() => vi.useRealTimers());

  it('takes the token from the query and removes only it from the address bar', () => {
    const replaceState = vi.fn();
    const params = takeLaunchParams(
      { href: 'http://w.test/player?lang=en&token=abc&versao=2#x' } as Location,
      { state: null, replaceState } as unknown as History,
    );
    expect(params).toMatchObject({ token: 'abc', versao: '2', lang: 'en', preview: false });
    expect(replaceState).toHaveBeenCalledWith(null, '', '/player?lang=en&versao=2#x');
  });

  it('reads the expiry from the JWT, and null from anything else', () => {
    expect(tokenExpiry(jwt({ exp: 2_000_000_000 }))).toBe(2_000_000_000_000);
    expect(tokenExpiry('not-a-jwt')).toBeNull();
  });

  it('fires the idle timeout only when no header build renewed it for 10 minutes', () => {
    vi.useFakeTimers();
    const onIdle = vi.fn();
    const timer = new IdleTimer(onIdle);
    timer.renew();
    vi.advanceTimersByTime(9 * 60_000);
    timer.renew();
    vi.advanceTimersByTime(9 * 60_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(onIdle).toHaveBeenCalledOnce();
  });
});
