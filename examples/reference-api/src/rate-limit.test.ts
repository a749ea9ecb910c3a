import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressKey, canonicalAddress, isLoopback } from './client-address.ts';
import { signDispatchKey } from './dispatch-key.ts';
import { RateLimiter } from './rate-limit.ts';
import { SCORM_CALLERS_PER_ADDRESS } from './routes/scorm-token.ts';
import { startHarness, testSecret, widgetOrigin, type Harness } from './testing/api-harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ rateLimit: { max: 3, windowMs: 60_000 } });
});
afterAll(() => h.close());

const likes = (auth: string | null, headers: Record<string, string> = {}): Promise<Response> =>
  h.call('/api/playercurtir?operacao=usuario&token=x', auth, { headers });

describe('rate limiting', () => {
  it('counts a viewer under the verified subject, however the Authorization header is spelled', async () => {
    const token = await h.token('carla');
    const statuses: number[] = [];
    for (let i = 0; i < 23; i++) {
      const response = await h.call(`/api/playercurtir?operacao=usuario&token=${token}`, `jwt${' '.repeat(1 + i)}${token}`);
      statuses.push(response.status);
      if (response.status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses.slice(3)).toEqual(Array(20).fill(429));
    // The same viewer with a token for another video shares the window; another viewer has their own.
    expect((await h.post('/api/player?idProducaoRoteiro=1002', await h.token('carla', 'seguranca-senhas'), {})).status).toBe(429);
    expect((await h.post('/api/player?token=x', await h.token('davi'), {})).status).not.toBe(429);
  });

  it('counts unauthenticated calls under the connection address, whatever X-Forwarded-For claims', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await likes(`forged-${i}`, { 'X-Forwarded-For': `198.51.100.${i}` })).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
    const limited = await likes(null, { Origin: widgetOrigin });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    // The widget, on another origin, may read it.
    expect(limited.headers.get('access-control-expose-headers')).toMatch(/Retry-After/);
  });

  it('believes X-Forwarded-For only from a configured trusted proxy', async () => {
    const proxied = await startHarness({ rateLimit: { max: 1, windowMs: 60_000 }, trustedProxies: ['127.0.0.1'] });
    try {
      const from = (client: string): Promise<Response> =>
        proxied.call('/api/playerperguntas', 'bad-token', { headers: { 'X-Forwarded-For': `${client}, 127.0.0.1` } });
      expect((await from('203.0.113.7')).status).toBe(401);
      expect((await from('203.0.113.7')).status).toBe(429);
      expect((await from('203.0.113.8')).status).toBe(401);
    } finally {
      await proxied.close();
    }
  });
});

describe('rate limiting tokens minted from a SCORM dispatch key', () => {
  it('shares one budget per address among the learners, so minting learner ids buys no more calls', async () => {
    const max = 2;
    const scorm = await startHarness({ rateLimit: { max, windowMs: 60_000 }, trustedProxies: ['127.0.0.1'] });
    try {
      const from = (address: string) => ({ headers: { 'X-Forwarded-For': `${address}, 127.0.0.1` } });
      const chave = signDispatchKey(testSecret, 'seguranca-senhas');
      // Each mint from an address of its own, so the mint's own per-address limit is not what stops them.
      const mint = async (aprendiz: string, i: number): Promise<string> => {
        const response = await scorm.post('/api/token/scorm', null, { chave, aprendiz }, from(`198.51.100.${i}`));
        expect(response.status).toBe(200);
        return ((await response.json()) as { token: string }).token;
      };
      const learners = SCORM_CALLERS_PER_ADDRESS + 5;
      const tokens = await Promise.all(Array.from({ length: learners }, (_, i) => mint(`aprendiz-${i}`, i)));
      const statuses: number[] = [];
      for (const token of tokens) {
        for (let call = 0; call < max; call++) {
          const response = await scorm.post(`/api/player?token=${token}`, token, {}, from('203.0.113.9'));
          statuses.push(response.status);
          if (response.status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
        }
      }
      const budget = max * SCORM_CALLERS_PER_ADDRESS;
      expect(statuses.slice(0, budget)).toEqual(Array(budget).fill(200));
      expect(statuses.slice(budget)).toEqual(Array(learners * max - budget).fill(429));
      // Another address (another school) has its budget; each learner still has the one window of a caller.
      const other = await mint('aprendiz-em-outra-escola', learners);
      expect((await scorm.post(`/api/player?token=${other}`, other, {}, from('203.0.113.10'))).status).toBe(200);
      const first = tokens[0] ?? '';
      expect((await scorm.post(`/api/player?token=${first}`, first, {}, from('203.0.113.10'))).status).toBe(429);
      // A portal viewer whose id a package holder typed as a learner keeps their own window.
      const portal = await scorm.token('aprendiz-0', 'seguranca-senhas');
      expect((await scorm.post(`/api/player?token=${portal}`, portal, {}, from('203.0.113.9'))).status).toBe(200);
    } finally {
      await scorm.close();
    }
  });
});

describe('RateLimiter', () => {
  it('stays bounded in memory without forgetting an active caller that is over its limit', () => {
    const limiter = new RateLimiter({ max: 3, windowMs: 60_000, maxKeys: 5 });
    for (let i = 0; i < 3; i++) expect(limiter.hit('abuser', 1000).allowed).toBe(true);
    for (let i = 0; i < 50; i++) {
      expect(limiter.hit(`newcomer-${i}`, 1000 + i).allowed).toBe(true);
      expect(limiter.hit('abuser', 1000 + i)).toMatchObject({ allowed: false });
      expect(limiter.size).toBeLessThanOrEqual(5);
    }
  });

  it('opens a new window when the old one ends, and says how long to wait until then', () => {
    const limiter = new RateLimiter({ max: 1, windowMs: 10_000 });
    limiter.hit('a', 0);
    expect(limiter.hit('a', 2500)).toEqual({ allowed: false, retryAfterSeconds: 8 });
    expect(limiter.hit('a', 10_000)).toEqual({ allowed: true });
  });

  it('counts IPv6 callers by their /64 and IPv4 callers by their address', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('192.0.2.1')).toBe('192.0.2.1');
  });

  it('spells one address one way, so a proxy that writes it otherwise makes no new caller; what is no address is unknown', () => {
    expect(addressKey(canonicalAddress('2001:0DB8:0001:0002:AAAA:0000:0000:0001'))).toBe('2001:db8:1:2::/64');
    expect(canonicalAddress('2001:0db8::0001')).toBe('2001:db8::1');
    expect(canonicalAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(canonicalAddress('::FFFF:7f00:1')).toBe('127.0.0.1');
    expect(canonicalAddress('127.evil')).toBe('unknown');
    expect(canonicalAddress('fe80::0001%eth0')).toBe('fe80::1');
    expect(canonicalAddress('')).toBe('unknown');
    expect(isLoopback(canonicalAddress('127.0.0.2'))).toBe(true);
    expect(isLoopback(canonicalAddress('0:0:0:0:0:0:0:1'))).toBe(true);
    expect(isLoopback(canonicalAddress('127.evil'))).toBe(false);
    expect(isLoopback('unknown')).toBe(false);
  });
});
