import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../testing/api-harness.ts';
import { MAX_STATES_PER_LAUNCH } from './lrs-store.ts';

const activityId = 'https://lms.example.com/au/seguranca-senhas';
const actor = { objectType: 'Agent', account: { homePage: 'https://lms.example.com', name: 'ana' } };

let h: Harness;
let auth: string;
let registration: string;
beforeAll(async () => {
  h = await startHarness({ lrsOperatorKey: 'operator-secret' });
  const launched = await fetch(`${h.api.url}/lrs/launches`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer operator-secret' },
    body: JSON.stringify({ actor, activityId }),
  });
  const { query, registration: own } = (await launched.json()) as { query: string; registration: string };
  registration = own;
  const fetched = await fetch(new URLSearchParams(query).get('fetch') ?? '', { method: 'POST' });
  auth = `Basic ${((await fetched.json()) as { 'auth-token': string })['auth-token']}`;
});
afterAll(() => h.close());

const stateUrl = (stateId: string): string =>
  `${h.api.url}/lrs/activities/state?${new URLSearchParams({ stateId, activityId, agent: JSON.stringify(actor), registration })}`;
const put = (stateId: string, body: string): Promise<Response> =>
  fetch(stateUrl(stateId), {
    method: 'PUT',
    headers: { Authorization: auth, 'Content-Type': 'application/json', 'X-Experience-API-Version': '1.0.3' },
    body,
  });

describe('the LRS state API', () => {
  it('answers a state document that is not JSON with 400, keeping nothing', async () => {
    for (const body of ['not json', '{"completed":', '']) {
      const response = await put('https://sphere-player.dev/cmi5/state/bad', body);
      expect(response.status, body).toBe(400);
      expect(await response.json()).toEqual({ error: 'The body is not valid JSON.' });
    }
    expect((await fetch(stateUrl('https://sphere-player.dev/cmi5/state/bad'), { headers: { Authorization: auth } })).status).toBe(
      404,
    );
  });

  it('keeps at most a bounded number of documents per launch, and still replaces a kept one', async () => {
    // The launch data is one of them already.
    for (let i = 1; i < MAX_STATES_PER_LAUNCH; i++) expect((await put(`state-${i}`, `{"n":${i}}`)).status).toBe(204);
    const past = await put('one-too-many', '{}');
    expect(past.status).toBe(403);
    expect(await past.json()).toEqual({ error: expect.stringMatching(/at most/) });
    expect((await put('state-1', '{"n":"again"}')).status).toBe(204);
    const read = await fetch(stateUrl('state-1'), { headers: { Authorization: auth } });
    expect(await read.json()).toEqual({ n: 'again' });
  });
});
