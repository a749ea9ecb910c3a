/**
 * A minimal LRS for cmi5 launches of the widget (reference only, not a conformant LRS): `POST launches`
 * (the LMS's side: a registration and the AU's launch parameters), the one-use `fetch` URL, the state API
 * for the launch data, and `statements`, which validates what it receives (xapi-validation) and lists it.
 */
import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import validation from 'xapi-validation';
import type { ApiOptions } from '../options.ts';
import { LrsStore, stateKey, type Cmi5LaunchRequest, type StoredStatement } from './lrs-store.ts';

/** xapi-validation is CommonJS: its function is the default export's default. */
const validate = ((validation as unknown as { default?: typeof validation }).default ?? validation) as (
  data: unknown,
) => unknown[];

const xapiHeaders = { 'X-Experience-API-Version': '1.0.3' };

export function lrsRoutes(options: ApiOptions, store = new LrsStore()): Hono {
  const authorized = (c: Context) => store.byAuth(c.req.header('Authorization'));
  const isOperator = (c: Context): boolean => c.req.header('Ocp-Apim-Subscription-Key') === options.apiKey;

  const accept = (c: Context, body: unknown) => {
    const launch = authorized(c);
    if (!launch) return c.json({ error: 'Unauthorized' }, 401);
    const statements = (Array.isArray(body) ? body : [body]) as Record<string, unknown>[];
    const problems = statements.map((statement) => validate(statement));
    if (problems.some((warnings) => warnings.length > 0)) {
      store.refused += statements.length;
      return c.json({ error: 'Invalid statement', warnings: problems }, 400);
    }
    const ids = statements.map((statement) => {
      const id = typeof statement['id'] === 'string' ? statement['id'] : randomUUID();
      // The same id again (a retry after a lost answer) is the same statement: stored once.
      if (!store.statements.some((stored) => stored.id === id))
        store.statements.push({ ...statement, id, stored: new Date().toISOString() } as StoredStatement);
      return id;
    });
    return c.json(ids, 200, xapiHeaders);
  };

  return new Hono()
    .post('/launches', async (c) => {
      if (!isOperator(c)) return c.json({ error: 'Unauthorized' }, 401);
      const request = (await c.req.json()) as Cmi5LaunchRequest;
      const launch = store.launch(request);
      const base = new URL(c.req.url);
      const endpoint = `${base.origin}/lrs/`;
      const query = new URLSearchParams({
        endpoint,
        fetch: `${endpoint}fetch/${launch.fetchId}`,
        actor: JSON.stringify(launch.actor),
        registration: launch.registration,
        activityId: launch.activityId,
      });
      return c.json({ registration: launch.registration, query: query.toString() });
    })
    .post('/fetch/:id', (c) => {
      const launch = store.launches.get(c.req.param('id'));
      if (!launch) return c.json({ 'error-code': '3', 'error-text': 'Unknown launch.' });
      if (launch.fetched) return c.json({ 'error-code': '1', 'error-text': 'Already fetched.' });
      launch.fetched = true;
      return c.json({ 'auth-token': launch.authToken });
    })
    .get('/activities/state', (c) => {
      if (!authorized(c)) return c.json({ error: 'Unauthorized' }, 401);
      const { stateId = '', activityId = '', agent = '', registration = '' } = c.req.query();
      const document = store.states.get(stateKey(stateId, activityId, agent, registration));
      if (document === undefined) return c.body(null, 404, xapiHeaders);
      return c.body(document, 200, { ...xapiHeaders, 'Content-Type': 'application/json' });
    })
    .on(['PUT', 'POST'], '/activities/state', async (c) => {
      if (!authorized(c)) return c.json({ error: 'Unauthorized' }, 401);
      const { stateId = '', activityId = '', agent = '', registration = '' } = c.req.query();
      store.states.set(stateKey(stateId, activityId, agent, registration), await c.req.text());
      return c.body(null, 204, xapiHeaders);
    })
    .get('/agents/profile', (c) => (authorized(c) ? c.body(null, 404, xapiHeaders) : c.json({ error: 'Unauthorized' }, 401)))
    .post('/statements', async (c) => accept(c, await c.req.json()))
    .put('/statements', async (c) => {
      const statement = (await c.req.json()) as Record<string, unknown>;
      const id = c.req.query('statementId');
      return accept(c, id ? { ...statement, id } : statement);
    })
    .get('/statements', (c) => {
      const launch = authorized(c);
      const registration = c.req.query('registration');
      if (!isOperator(c) && launch?.registration !== registration) return c.json({ error: 'Unauthorized' }, 401);
      const statements = store.statements.filter(
        (statement) =>
          !registration || (statement['context'] as { registration?: string } | undefined)?.registration === registration,
      );
      return c.json({ statements, more: '', refused: store.refused }, 200, xapiHeaders);
    });
}
