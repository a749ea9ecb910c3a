import { describe, expect, it, vi } from 'vitest';
import { AuthToken, readClaims, takeUrlToken } from './auth-token';
import { readLaunchParams } from './launch-params';

const jwt = (payload: object): string => `e30.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.sig`;

describe('launch parameters and the token', () => {
  it('takes the token from the query and removes only it from the address bar', () => {
    const replaceState = vi.fn();
    const location = { href: 'http://w.test/player?lang=en&token=abc&versao=2#x' };
    expect(takeUrlToken(location, { state: null, replaceState } as unknown as History)).toBe('abc');
    expect(replaceState).toHaveBeenCalledWith(null, '', '/player?lang=en&versao=2#x');
    expect(readLaunchParams(location)).toEqual({
      versao: '2',
      idProducaoRoteiro: null,
      preview: false,
      lang: 'en',
      autoplay: false,
      limiar: null,
      cmi5: null,
    });
    expect(readLaunchParams(location)).not.toHaveProperty('token');
  });

  it('reads the embed’s completion threshold only when it is a percentage above 0', () => {
    const limiar = (value: string) => readLaunchParams({ href: `http://w.test/player?limiar=${value}` }).limiar;
    expect(limiar('80')).toBe(80);
    expect(limiar('100')).toBe(100);
    expect(limiar('62.5')).toBe(62.5);
    for (const bad of ['0', '101', '-5', 'abc', '1e2', '']) expect(limiar(bad)).toBeNull();
  });

  it('reads a cmi5 launch only when all five parameters are there and well formed', () => {
    const query = new URLSearchParams({
      endpoint: 'https://lrs.example.com/xapi/',
      fetch: 'https://lms.example.com/fetch/abc',
      actor: JSON.stringify({ objectType: 'Agent', account: { homePage: 'https://lms.example.com', name: 'ana' } }),
      registration: '6f1f5d6c-3c1b-4d3e-9a54-7b0e5d8f2a11',
      activityId: 'https://lms.example.com/au/1',
    });
    const read = (params: URLSearchParams) => readLaunchParams({ href: `http://w.test/player?${params}` }).cmi5;
    expect(read(query)).toMatchObject({ endpoint: 'https://lrs.example.com/xapi/', actor: { account: { name: 'ana' } } });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const [name, bad] of [
      ['actor', '{not json'],
      // cmi5 §9.2: an Agent with an account, not an mbox, not a Group.
      ['actor', JSON.stringify({ objectType: 'Agent', mbox: 'mailto:ana@example.com' })],
      ['actor', JSON.stringify({ objectType: 'Group', account: { homePage: 'https://lms.example.com', name: 'ana' } })],
      ['actor', JSON.stringify({ account: { homePage: 'https://lms.example.com' } })],
      ['fetch', 'javascript:alert(1)'],
      ['registration', 'x'],
      ['activityId', ''],
    ] as const) {
      const broken = new URLSearchParams(query);
      broken.set(name, bad);
      expect(read(broken)).toBeNull();
      // Not silently a plain visit: why is kept for playerlogerror, and told in the console, without the values.
      const refused = readLaunchParams({ href: `http://w.test/player?${broken}` }).cmi5Refused;
      expect(refused).toContain(name);
      expect(refused).not.toContain('ana');
      expect(warn).toHaveBeenLastCalledWith(
        expect.stringContaining(`cmi5: launch parameters not taken (missing or malformed: ${name}`),
      );
    }
    // A host's own `endpoint` or `activityId` in the URL, without a fetch URL: no cmi5 launch, nothing to report.
    warn.mockClear();
    for (const plain of ['endpoint=https://intranet.example/api', 'activityId=aula-1', 'fetch=https://lms.example/f'])
      expect(readLaunchParams({ href: `http://w.test/player?${plain}` })).toMatchObject({ cmi5: null });
    expect(readLaunchParams({ href: 'http://w.test/player?activityId=aula-1' }).cmi5Refused).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('reads the viewer and the expiry from the JWT once, and nothing from anything else', () => {
    expect(readClaims(jwt({ exp: 2_000_000_000, sub: 'ana' }))).toEqual({ viewer: 'ana', expiresAt: 2_000_000_000_000 });
    expect(readClaims('not-a-jwt')).toBeNull();
    const token = new AuthToken(jwt({ sub: 'bia' }));
    expect(token.viewer()).toBe('bia');
    expect(token.expiresAt()).toBeNull();
  });
});
