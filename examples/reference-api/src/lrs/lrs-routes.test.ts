import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { activityId, launch, lrs, operator, send, statementOf, stateQuery, type Launch } from './lrs-test-lrs.ts';

describe('who may list statements', () => {
  it('answers 401 to a listing without the operator key or a launch’s auth token', async () => {
    const ana = await launch('ana');
    expect((await send('POST', '/lrs/statements', ana.auth, statementOf(ana))).status).toBe(200);
    const callers: Record<string, string>[] = [
      {},
      { Authorization: 'Basic bm90LWEtdG9rZW4=' },
      { 'Ocp-Apim-Subscription-Key': 'wrong' },
      { Authorization: 'Bearer wrong' },
      { Authorization: 'operator-secret' },
    ];
    for (const headers of callers) {
      for (const path of ['/lrs/statements', `/lrs/statements?registration=${ana.registration}`]) {
        const response = await send('GET', path, headers);
        expect(response.status, `${path} ${JSON.stringify(headers)}`).toBe(401);
        expect(await response.json()).toEqual({ error: expect.any(String) });
      }
    }
  });

  it('lists to a launch its own registration only, and answers 403 for another or for none', async () => {
    const ana = await launch('ana');
    const bia = await launch('bia');
    await send('POST', '/lrs/statements', ana.auth, statementOf(ana));
    await send('POST', '/lrs/statements', bia.auth, statementOf(bia));
    const own = await send('GET', `/lrs/statements?registration=${ana.registration}`, ana.auth);
    expect(own.status).toBe(200);
    const { statements } = (await own.json()) as { statements: { context: { registration: string } }[] };
    expect(statements.map((statement) => statement.context.registration)).toEqual([ana.registration]);
    for (const path of [`/lrs/statements?registration=${bia.registration}`, '/lrs/statements']) {
      const response = await send('GET', path, ana.auth);
      expect(response.status, path).toBe(403);
      expect(await response.json()).toEqual({ error: expect.any(String) });
    }
  });

  it('lists every registration, or one, to the operator key, with how many statements were refused', async () => {
    const ana = await launch('ana');
    const bia = await launch('bia');
    await send('POST', '/lrs/statements', ana.auth, statementOf(ana));
    await send('POST', '/lrs/statements', bia.auth, statementOf(bia));
    const all = (await (await send('GET', '/lrs/statements', operator)).json()) as { statements: unknown[]; refused: number };
    expect(all.statements).toHaveLength(2);
    expect(all.refused).toBe(0);
    const one = (await (await send('GET', `/lrs/statements?registration=${bia.registration}`, operator)).json()) as {
      statements: unknown[];
    };
    expect(one.statements).toHaveLength(1);
  });
});

describe('a launch reaches its own registration only', () => {
  it('refuses with 403 statements for another registration or learner, and the whole batch that carries one', async () => {
    const ana = await launch('ana');
    const bia = await launch('bia');
    const attempts: [string, () => Promise<Response>][] = [
      ['another registration', () => send('POST', '/lrs/statements', ana.auth, statementOf(ana, bia.registration))],
      ['another learner', () => send('POST', '/lrs/statements', ana.auth, statementOf(ana, ana.registration, bia.actor))],
      ['no registration', () => send('POST', '/lrs/statements', ana.auth, { ...statementOf(ana), context: {} })],
      [
        'a batch with one',
        () => send('POST', '/lrs/statements', ana.auth, [statementOf(ana), statementOf(ana, bia.registration)]),
      ],
      [
        'PUT',
        () => {
          const statement = statementOf(ana, bia.registration);
          return send('PUT', `/lrs/statements?statementId=${statement.id}`, ana.auth, statement);
        },
      ],
    ];
    for (const [name, attempt] of attempts) {
      const response = await attempt();
      expect(response.status, name).toBe(403);
      expect(await response.json(), name).toEqual({ error: expect.any(String) });
    }
    expect(lrs.store.statements).toEqual([]);
  });

  it("refuses with 403 a launch's reads and writes of another registration's, learner's or activity's state", async () => {
    const ana = await launch('ana');
    const bia = await launch('bia');
    expect((await send('PUT', `/lrs/activities/state?${stateQuery(bia)}`, bia.auth, { completed: true })).status).toBe(204);
    const foreign = [
      stateQuery(bia),
      stateQuery(ana, { registration: bia.registration }),
      stateQuery(ana, { agent: JSON.stringify(bia.actor) }),
      stateQuery(ana, { activityId: 'https://lms.example.com/au/another' }),
      stateQuery(ana, { registration: '' }),
      stateQuery(ana, { agent: 'not json' }),
    ];
    for (const query of foreign) {
      for (const method of ['GET', 'PUT', 'POST']) {
        const response = await send(method, `/lrs/activities/state?${query}`, ana.auth, method === 'GET' ? undefined : {});
        expect(response.status, `${method} ${query}`).toBe(403);
        expect(await response.json()).toEqual({ error: expect.any(String) });
      }
    }
    // bia's document is as bia left it.
    expect(await (await send('GET', `/lrs/activities/state?${stateQuery(bia)}`, bia.auth)).json()).toEqual({ completed: true });
  });

  it('keeps a launch’s own state, under any form of its agent, and lets it read but not write its launch data', async () => {
    const ana = await launch('ana');
    const query = stateQuery(ana);
    expect((await send('GET', `/lrs/activities/state?${query}`, ana.auth)).status).toBe(404);
    expect((await send('PUT', `/lrs/activities/state?${query}`, ana.auth, { completed: true })).status).toBe(204);
    const reordered = JSON.stringify({ account: ana.actor['account'], objectType: 'Agent' });
    const read = await send('GET', `/lrs/activities/state?${stateQuery(ana, { agent: reordered })}`, ana.auth);
    expect(await read.json()).toEqual({ completed: true });

    const launchData = stateQuery(ana, { stateId: 'LMS.LaunchData' });
    expect(await (await send('GET', `/lrs/activities/state?${launchData}`, ana.auth)).json()).toMatchObject({
      launchMode: 'Normal',
      moveOn: 'Completed',
    });
    expect((await send('PUT', `/lrs/activities/state?${launchData}`, ana.auth, { launchMode: 'Browse' })).status).toBe(403);
  });

  it('gives the launch data the LMS’s returnURL and launchMethod when it registers them (AnyWindow, no returnURL, otherwise)', async () => {
    const returnURL = 'https://lms.example.com/course/7';
    const bia = await launch('bia', { returnURL, launchMethod: 'OwnWindow' });
    const read = async (of: Launch) =>
      (await send('GET', `/lrs/activities/state?${stateQuery(of, { stateId: 'LMS.LaunchData' })}`, of.auth)).json();
    expect(await read(bia)).toMatchObject({ returnURL, launchMethod: 'OwnWindow' });
    const caio = await launch('caio');
    const plain = (await read(caio)) as Record<string, unknown>;
    expect(plain).toMatchObject({ launchMethod: 'AnyWindow' });
    expect(plain).not.toHaveProperty('returnURL');
  });

  it('answers a launch its own learner’s cmi5LearnerPreferences profile, as the LMS registered it; 404 when none, 403 for another learner', async () => {
    const learnerPreferences = { languagePreference: 'en-US,pt-BR', audioPreference: 'off' };
    const dora = await launch('dora', { learnerPreferences });
    const profile = (of: Launch, agent = of.actor) =>
      send(
        'GET',
        `/lrs/agents/profile?${new URLSearchParams({ agent: JSON.stringify(agent), profileId: 'cmi5LearnerPreferences' })}`,
        of.auth,
      );
    expect(await (await profile(dora)).json()).toEqual(learnerPreferences);
    const eva = await launch('eva');
    expect((await profile(eva)).status).toBe(404);
    expect((await profile(eva, dora.actor)).status).toBe(403);
  });
});

describe('what the LRS answers', () => {
  it('answers an invalid statement with 400 naming where and what only: no data, stack or internals', async () => {
    const ana = await launch('ana');
    const response = await send('POST', '/lrs/statements', ana.auth, { ...statementOf(ana), actor: {}, timestamp: 'yesterday' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; warnings: Record<string, unknown>[][] };
    expect(body.warnings[0]).toEqual(
      expect.arrayContaining([
        { path: 'statement.actor', message: expect.any(String) },
        { path: 'statement.timestamp', message: 'Not a valid ISO Timestamp.' },
      ]),
    );
    for (const warning of body.warnings.flat()) expect(Object.keys(warning).sort()).toEqual(['message', 'path']);
    expect(JSON.stringify(body)).not.toMatch(/node_modules|stack|\bat /);
    expect(lrs.store.refused).toBe(1);
  });

  it('answers a body that is not JSON with 400 JSON, never 500', async () => {
    const ana = await launch('ana');
    const attempts: [string, string, Record<string, string>][] = [
      ['POST', '/lrs/statements', ana.auth],
      ['PUT', `/lrs/statements?statementId=${randomUUID()}`, ana.auth],
      ['POST', '/lrs/launches', operator],
    ];
    for (const [method, path, headers] of attempts) {
      for (const body of ['{"actor":', '']) {
        const response = await send(method, path, headers, body);
        expect(response.status, `${method} ${path} ${body}`).toBe(400);
        expect(await response.json()).toEqual({ error: 'The body is not valid JSON.' });
      }
    }
  });

  it('registers a launch only for the operator key and a valid request, else 401 or 400 naming the field', async () => {
    const actor = { objectType: 'Agent', account: { homePage: 'https://lms.example.com', name: 'ana' } };
    const register = (body: unknown, headers = operator) => send('POST', '/lrs/launches', headers, body);
    expect((await register({ actor, activityId }, {} as typeof operator)).status).toBe(401);
    const bad: [string, unknown][] = [
      ['actor', { activityId }],
      ['actor', { actor: { objectType: 'Agent', name: 'no identifier' }, activityId }],
      ['activityId', { actor }],
      ['activityId', { actor, activityId: 42 }],
      ['launchMode', { actor, activityId, launchMode: 'Sideways' }],
      ['registration', { actor, activityId, registration: 'not-a-uuid' }],
      ['', [actor]],
    ];
    for (const [field, body] of bad) {
      const response = await register(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const { issues } = (await response.json()) as { issues: { path: string; message: string }[] };
      expect(issues.map((issue) => issue.path)).toContain(field);
    }
    expect(lrs.store.launches.size).toBe(0);
    expect((await register({ actor, activityId, launchMode: 'Browse' })).status).toBe(200);
  });

  it('takes a batch as large as the widget’s unload request (60 KiB) and answers a body past 64 KiB with 413 JSON', async () => {
    const ana = await launch('ana');
    const padded = (bytes: number) => {
      const statement = { ...statementOf(ana), result: { extensions: { 'https://example.com/padding': '' } } };
      const padding = bytes - JSON.stringify([statement]).length;
      return [{ ...statement, result: { extensions: { 'https://example.com/padding': 'x'.repeat(padding) } } }];
    };
    expect(JSON.stringify(padded(60 * 1024))).toHaveLength(60 * 1024);
    expect((await send('POST', '/lrs/statements', ana.auth, padded(60 * 1024))).status).toBe(200);
    for (const [method, path] of [
      ['POST', '/lrs/statements'],
      ['PUT', `/lrs/activities/state?${stateQuery(ana)}`],
    ] as const) {
      const response = await send(method, path, ana.auth, padded(64 * 1024 + 1));
      expect(response.status, path).toBe(413);
      expect(await response.json()).toEqual({ error: expect.any(String) });
      expect(response.headers.get('X-Experience-API-Version')).toBe('1.0.3');
    }
    expect(lrs.store.statements).toHaveLength(1);
  });

  it('keeps a statement id once: a retry answers 200 with the same id, and every answer names the xAPI version', async () => {
    const ana = await launch('ana');
    const statement = statementOf(ana);
    for (let i = 0; i < 2; i++) {
      const response = await send('POST', '/lrs/statements', ana.auth, [statement]);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual([statement.id]);
      expect(response.headers.get('X-Experience-API-Version')).toBe('1.0.3');
    }
    const put = await send('PUT', `/lrs/statements?statementId=${statement.id}`, ana.auth, statement);
    expect(put.status).toBe(204);
    expect(await put.text()).toBe('');
    expect(lrs.store.statements).toHaveLength(1);
    const refused = await send('GET', '/lrs/statements', {});
    expect(refused.status).toBe(401);
    expect(refused.headers.get('X-Experience-API-Version')).toBe('1.0.3');
  });
});
