import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../testing/api-harness.ts';

const actor = { objectType: 'Agent', account: { homePage: 'https://lms.example.com', name: 'ana' } };
const activityId = 'https://lms.example.com/au/seguranca-senhas';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ lrsOperatorKey: 'operator-secret' });
});
afterAll(() => harness.close());

const lrs = (path: string, headers: Record<string, string>, body?: unknown): Promise<Response> =>
  fetch(`${harness.api.url}/lrs${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Experience-API-Version': '1.0.3', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

describe('the LRS operator routes on the running API', () => {
  it('refuses the subscription key every viewer’s config.json carries: no launch, no listing of learners', async () => {
    const publicKey = { 'Ocp-Apim-Subscription-Key': harness.options.apiKey };
    const callers: Record<string, string>[] = [publicKey, { Authorization: `Bearer ${harness.options.apiKey}` }, {}];
    for (const headers of callers) {
      expect((await lrs('/launches', headers, { actor, activityId })).status).toBe(401);
      expect((await lrs('/statements', headers)).status).toBe(401);
    }
  });

  it('opens them to the operator’s own secret, sent as a Bearer', async () => {
    const operator = { Authorization: 'Bearer operator-secret' };
    const launched = await lrs('/launches', operator, { actor, activityId });
    expect(launched.status).toBe(200);
    const listed = await lrs('/statements', operator);
    expect(listed.status).toBe(200);
    expect(await listed.json()).toMatchObject({ statements: [], refused: 0 });
  });

  it('stays closed when no operator key is configured', async () => {
    const closed = await startHarness();
    try {
      const response = await fetch(`${closed.api.url}/lrs/launches`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer ', 'Ocp-Apim-Subscription-Key': 'k' },
        body: JSON.stringify({ actor, activityId }),
      });
      expect(response.status).toBe(401);
    } finally {
      await closed.close();
    }
  });
});
