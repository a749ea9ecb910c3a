// The reference LRS's launches: a request's launch found by its auth token in one look-up, and their bound.
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Cmi5Launches, ENDED_GRACE_MS, FETCH_WINDOW_MS, IDLE_MS, type Cmi5Launch } from './lrs-launches.ts';
import { LrsStore } from './lrs-store.ts';
import { launch as register, lrs, operator, send, startLrs, stateQuery, statementOf } from './lrs-test-lrs.ts';

const activityId = 'https://lms.example.com/au/seguranca-senhas';
const actor = (name: string) => ({ objectType: 'Agent', account: { homePage: 'https://lms.example.com', name } });
/** A launch registered at `createdAt`, its fetch URL not spent. */
const launchAt = (createdAt = 0): Cmi5Launch => ({
  registration: 'r',
  actor: actor('ana'),
  activityId,
  authToken: randomBytes(9).toString('base64'),
  fetchId: randomBytes(9).toString('base64url'),
  fetched: false,
  createdAt,
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('finding a request’s launch', () => {
  it('finds it by its auth token in one look-up, never going through every launch', () => {
    const store = new LrsStore();
    const launches = Array.from({ length: 1_000 }, (_, i) => store.launch({ actor: actor(`learner-${i}`), activityId }));
    for (const launch of launches) if (launch) store.launches.spend(launch.fetchId);
    const walks = (['values', 'entries', 'keys', 'forEach', Symbol.iterator] as const).map((method) =>
      vi.spyOn(Map.prototype, method),
    );
    const wanted = launches[777];
    expect(wanted).toBeTruthy();
    expect(store.byAuth(`Basic ${wanted?.authToken}`)).toBe(wanted);
    for (const walk of walks) expect(walk).not.toHaveBeenCalled();
  });

  it('finds none for an unknown token, no token, or a launch whose fetch URL has not given its token out', () => {
    const launches = new Cmi5Launches();
    const ana = launchAt(Date.now());
    launches.add(ana);
    expect(launches.byAuthToken(ana.authToken)).toBeNull();
    expect(launches.spend(ana.fetchId)).toBe(ana);
    expect(launches.spend(ana.fetchId)).toBe('spent');
    expect(launches.byAuthToken(ana.authToken)).toBe(ana);
    expect(launches.byAuthToken('bm90LWEtdG9rZW4=')).toBeNull();
    expect(launches.spend('nao-existe')).toBe('unknown');
  });
});

describe('the bound of launches', () => {
  it('refuses a new launch at the bound while every launch is going on, keeping all of them', () => {
    const launches = new Cmi5Launches(3, () => FETCH_WINDOW_MS * 10);
    const held = [launchAt(FETCH_WINDOW_MS * 10), launchAt(FETCH_WINDOW_MS * 10), launchAt(FETCH_WINDOW_MS * 10)];
    for (const launch of held) expect(launches.add(launch)).toBe(true);
    expect(launches.add(launchAt())).toBe(false);
    expect(launches.size).toBe(3);
    for (const launch of held) expect(launches.get(launch.fetchId)).toBe(launch);
  });

  it('makes room by the launch that ended first (after its grace), then by the oldest whose fetch URL expired unspent, never a live one', () => {
    let now = 0;
    const launches = new Cmi5Launches(3, () => now);
    const [a, b, c] = [launchAt(0), launchAt(0), launchAt(0)];
    for (const launch of [a, b, c]) launches.add(launch);
    for (const launch of [a, b]) launches.spend(launch.fetchId);
    launches.end(b);
    launches.end(a);
    // Ended, but within the grace its last requests may still come in: none goes yet.
    expect(launches.add(launchAt(0))).toBe(false);
    now = ENDED_GRACE_MS;
    const d = launchAt(0);
    expect(launches.add(d)).toBe(true);
    expect(launches.get(b.fetchId)).toBeUndefined();
    expect(launches.byAuthToken(b.authToken)).toBeNull();
    expect(launches.byAuthToken(a.authToken)).toBe(a);
    expect(launches.add(launchAt(0))).toBe(true); // a, ended too, goes
    expect(launches.get(a.fetchId)).toBeUndefined();
    // None ended now: c and d wait for their fetch URL, within its window, then past it.
    expect(launches.add(launchAt(0))).toBe(false);
    now = Math.max(FETCH_WINDOW_MS, ENDED_GRACE_MS);
    expect(launches.spend(d.fetchId)).toBe('expired');
    expect(launches.add(launchAt(now))).toBe(true);
    expect(launches.get(c.fetchId)).toBeUndefined();
    expect(launches.get(d.fetchId)).toBe(d);
    expect(launches.size).toBe(3);
  });

  it('makes room, last, by the launch least recently used, once unused for a day (its page went without terminated)', () => {
    let now = 0;
    const launches = new Cmi5Launches(2, () => now);
    const [a, b] = [launchAt(0), launchAt(0)];
    for (const launch of [a, b]) {
      launches.add(launch);
      launches.spend(launch.fetchId);
    }
    now = IDLE_MS - 1;
    expect(launches.byAuthToken(a.authToken)).toBe(a); // a in use: b is the least recently used
    expect(launches.add(launchAt(now))).toBe(false);
    now = IDLE_MS;
    expect(launches.add(launchAt(now))).toBe(true);
    expect(launches.byAuthToken(b.authToken)).toBeNull();
    expect(launches.byAuthToken(a.authToken)).toBe(a);
  });
});

describe('POST /lrs/launches at the bound', () => {
  it('answers 507 JSON while every launch is going on, and takes it once one has sent terminated', async () => {
    startLrs(undefined, 2);
    const ana = await register('ana');
    await register('bia');
    const body = { actor: actor('caio'), activityId };
    const refused = await send('POST', '/lrs/launches', operator, body);
    expect(refused.status).toBe(507);
    expect(await refused.json()).toEqual({ error: expect.stringContaining('at most 2 launches') });
    expect(lrs.store.launches.size).toBe(2);
    const terminated = { ...statementOf(ana), verb: { id: 'http://adlnet.gov/expapi/verbs/terminated' } };
    expect((await send('POST', '/lrs/statements', ana.auth, terminated)).status).toBe(200);
    // Within the grace after terminated, ana's last requests still reach it: no room yet.
    expect((await send('POST', '/lrs/launches', operator, body)).status).toBe(507);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + ENDED_GRACE_MS);
    expect((await send('POST', '/lrs/launches', operator, body)).status).toBe(200);
    vi.useRealTimers();
    // ana's session is over: its token reaches nothing, its statements stay.
    expect((await send('POST', '/lrs/statements', ana.auth, statementOf(ana))).status).toBe(401);
    expect(lrs.store.statementsOf(ana.registration)).toHaveLength(1);
  });
});

describe('POST /lrs/fetch/{id}', () => {
  it('answers error-code 1 to a fetch URL spent past its window, and gives no token out', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const registered = await send('POST', '/lrs/launches', operator, { actor: actor('ana'), activityId });
      const { query } = (await registered.json()) as { query: string };
      vi.setSystemTime(Date.now() + FETCH_WINDOW_MS);
      const fetched = await lrs.app.request(new URLSearchParams(query).get('fetch') ?? '', { method: 'POST' });
      expect(await fetched.json()).toEqual({ 'error-code': '1', 'error-text': 'Expired.' });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the bound of state documents', () => {
  it('answers 507 JSON to a new AU document past the bound in all, still replaces a kept one, and still takes launches', async () => {
    startLrs({ perRegistration: 2_000, total: 20_000, reserved: 20, stateDocuments: 2 });
    const [ana, bia] = [await register('ana'), await register('bia')];
    const put = (of: typeof ana, stateId: string, body: unknown) =>
      send('PUT', `/lrs/activities/state?${stateQuery(of, { stateId })}`, of.auth, body);
    expect((await put(ana, 'a', { n: 1 })).status).toBe(204);
    expect((await put(bia, 'b', { n: 1 })).status).toBe(204);
    const past = await put(bia, 'c', { n: 1 });
    expect(past.status).toBe(507);
    expect(await past.json()).toEqual({ error: 'The LRS keeps at most 2 state documents.' });
    expect((await put(ana, 'a', { n: 2 })).status).toBe(204);
    // The LMS's launch data is not an AU document: a launch still comes with its own.
    const caio = await register('caio');
    expect(
      (await send('GET', `/lrs/activities/state?${stateQuery(caio, { stateId: 'LMS.LaunchData' })}`, caio.auth)).status,
    ).toBe(200);
  });
});
