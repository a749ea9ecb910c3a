// The reference LRS's fetch URL answers cmi5's error-codes: 1 for one used or expired, its launch dropped at the
// launches' bound included, 2 for one it never gave out; and it keeps no record of the launches it dropped.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FetchIds } from './lrs-fetch-ids.ts';
import { ENDED_GRACE_MS, FETCH_WINDOW_MS } from './lrs-launches.ts';
import { activityId, json, lrs, operator, send, startLrs, statementOf, type Launch } from './lrs-test-lrs.ts';

afterEach(() => vi.useRealTimers());

const actor = (name: string) => ({ objectType: 'Agent', account: { homePage: 'https://lms.example.com', name } });

/** The LMS registers a launch: its fetch URL (not spent) and registration. */
async function register(name: string): Promise<{ fetch: string; registration: string }> {
  const response = await send('POST', '/lrs/launches', operator, { actor: actor(name), activityId });
  expect(response.status).toBe(200);
  const { query, registration } = (await response.json()) as { query: string; registration: string };
  return { fetch: new URLSearchParams(query).get('fetch') ?? '', registration };
}

const spend = async (fetch: string): Promise<unknown> => (await lrs.app.request(fetch, { method: 'POST', headers: json })).json();

const usedOrExpired = { 'error-code': '1', 'error-text': expect.any(String) as unknown };

describe('POST /lrs/fetch/{id} of a launch dropped at the bound', () => {
  it('answers error-code 1 (used) once its launch, ended, made room for another', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    startLrs(undefined, 1);
    const ana = await register('ana');
    const token = (await spend(ana.fetch)) as { 'auth-token': string };
    const auth = { Authorization: `Basic ${token['auth-token']}` };
    const launch: Launch = { registration: ana.registration, actor: actor('ana'), auth };
    const terminated = { ...statementOf(launch), verb: { id: 'http://adlnet.gov/expapi/verbs/terminated' } };
    expect((await send('POST', '/lrs/statements', auth, terminated)).status).toBe(200);
    vi.setSystemTime(Date.now() + ENDED_GRACE_MS);
    await register('bia');
    expect(lrs.store.launches.get(new URL(ana.fetch).pathname.split('/').pop() ?? '')).toBeUndefined();

    expect(await spend(ana.fetch)).toEqual(usedOrExpired);
  });

  it('answers error-code 1 (expired) once its launch, never fetched, made room for another', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    startLrs(undefined, 1);
    const ana = await register('ana');
    vi.setSystemTime(Date.now() + FETCH_WINDOW_MS);
    await register('bia');

    expect(await spend(ana.fetch)).toEqual(usedOrExpired);
  });

  it('answers error-code 2 to a fetch URL it never gave out, however it is formed, and gives no token out', async () => {
    const { fetch } = await register('ana');
    const id = new URL(fetch).pathname.split('/').pop() ?? '';
    const [nonce = '', mac = ''] = id.split('.');
    // The second is the MAC with its last character changed (to another: a random MAC ends in 'A' one time in 64).
    const forged = [
      `${nonce}x.${mac}`,
      `${nonce}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`,
      nonce,
      `${id}.x`,
      'nao-existe',
      `${nonce}.é${mac}`,
    ];
    for (const made of forged)
      expect(await spend(fetch.replace(id, encodeURIComponent(made))), made).toEqual({
        'error-code': '2',
        'error-text': 'Unknown fetch URL.',
      });
    expect(await spend(fetch)).toHaveProperty('auth-token');
  });
});

describe('FetchIds', () => {
  it('tells the ids it gave out from any other, and those of another LRS (another key) are not its own', () => {
    const ids = new FetchIds();
    const issued = Array.from({ length: 100 }, () => ids.issue());
    expect(new Set(issued).size).toBe(100);
    for (const id of issued) {
      expect(id).toMatch(/^[\w-]+\.[\w-]+$/);
      expect(ids.issued(id)).toBe(true);
    }
    expect(issued.some((id) => new FetchIds().issued(id))).toBe(false);
  });
});
