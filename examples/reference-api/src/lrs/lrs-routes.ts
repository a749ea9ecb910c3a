/**
 * A minimal LRS for cmi5 launches of the widget (reference only, not a conformant LRS): `POST launches`
 * (the LMS's side, with the operator's key: a registration and the AU's launch parameters), the one-use
 * `fetch` URL, the state API for the launch data, and `statements`, which validates what it receives
 * (xapi-validation), keeps each id once (409 for another statement under an id it holds), within bounds, and
 * lists it. A launch's auth token reaches its own registration, learner and activity
 * only; bodies are JSON of 64 KiB at most.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import validation from 'xapi-validation';
import * as z from 'zod';
import type { ApiOptions } from '../options.ts';
import { bearer, secretEqual } from '../secret-equal.ts';
import {
  agentIdentity,
  LAUNCH_DATA_STATE,
  LrsStore,
  MAX_STATES_PER_LAUNCH,
  parseAgent,
  profileKey,
  stateKey,
  TERMINATED,
  verbOf,
  type Cmi5Launch,
  type StateOutcome,
} from './lrs-store.ts';

/** The largest request body: the widget's unload batch is at most 60 KiB (`UNLOAD_BODY_LIMIT`, src/services/cmi5-session.ts). */
export const LRS_BODY_LIMIT = 64 * 1024;

/** xapi-validation is CommonJS: its function is the default export's default. */
const validate = ((validation as unknown as { default?: typeof validation }).default ?? validation) as (
  data: unknown,
) => unknown[];

/** What the LMS sends to register a launch. */
const launchRequest = z.object({
  actor: z
    .looseObject({
      mbox: z.string().startsWith('mailto:').optional(),
      mbox_sha1sum: z.string().optional(),
      openid: z.url().optional(),
      account: z.object({ homePage: z.url(), name: z.string().min(1) }).optional(),
    })
    .refine((actor) => agentIdentity(actor) !== null, 'An agent needs an identifier: mbox, mbox_sha1sum, openid or account.'),
  activityId: z.url(),
  moveOn: z.enum(['Completed', 'Passed', 'CompletedAndPassed', 'CompletedOrPassed', 'NotApplicable']).optional(),
  launchMode: z.enum(['Normal', 'Browse', 'Review']).optional(),
  registration: z.uuid().optional(),
  // Any text, as cmi5 says ("any URL"): the AU is the one that must refuse a returnURL it will not follow.
  returnURL: z.string().optional(),
  launchMethod: z.enum(['OwnWindow', 'AnyWindow']).optional(),
  learnerPreferences: z
    .object({ languagePreference: z.string().optional(), audioPreference: z.enum(['on', 'off']).optional() })
    .optional(),
});

const WARNING_MESSAGES: Record<string, string> = {
  RequiredWarning: 'Required.',
  RestrictedKeysWarning: 'Has a property xAPI does not allow here.',
  NoIfiWarning: 'An agent needs an identifier: mbox, mbox_sha1sum, openid or account.',
  IfiCountWarning: 'An agent has exactly one identifier.',
};

/** What a client sees of an xapi-validation warning: where, and what is wrong; never its data or stack. */
function publicWarning(warning: unknown): { path: string; message: string } {
  const { path, name, typeName, type } = warning as { path?: unknown; name?: unknown; typeName?: unknown; type?: unknown };
  const where = Array.isArray(path) ? path.join('.') : 'statement';
  if (typeof typeName === 'string') return { path: where, message: `Not a valid ${typeName}.` };
  if (typeof type === 'function') return { path: where, message: `Expected ${type.name}.` };
  const rule = typeof name === 'string' ? name : '';
  return { path: where, message: WARNING_MESSAGES[rule] ?? `Invalid (${rule.replace(/Warning$/, '') || 'value'}).` };
}

/** Whether a text is one JSON value. */
function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** The request's JSON body; undefined when it is not JSON (no JSON text parses to undefined). */
const readJson = (c: Context): Promise<unknown> => c.req.json<unknown>().catch(() => undefined);

const unauthorized = (c: Context) => c.json({ error: 'Unauthorized: an auth token of a launch is needed.' }, 401);
const forbidden = (c: Context, error: string) => c.json({ error }, 403);
const malformed = (c: Context) => c.json({ error: 'The body is not valid JSON.' }, 400);

/** Whether a statement speaks for the launch: its registration and its learner. */
function speaksFor(launch: Cmi5Launch, statement: unknown): boolean {
  const { actor, context } = (statement ?? {}) as { actor?: unknown; context?: { registration?: unknown } };
  return context?.registration === launch.registration && agentIdentity(actor) === agentIdentity(launch.actor);
}

export function lrsRoutes(options: Pick<ApiOptions, 'lrsOperatorKey'>, store = new LrsStore()): Hono {
  const authorized = (c: Context) => store.byAuth(c.req.header('Authorization'));
  // The operator's own secret, never the subscription key: that one is in config.json, in every viewer's browser.
  const isOperator = (c: Context): boolean => secretEqual(bearer(c.req.header('Authorization')), options.lrsOperatorKey);

  /** The state document a launch's request names, or the answer refusing it (another's registration, learner or activity). */
  const stateRequest = (c: Context): { stateId: string; key: string; put: (document: string) => StateOutcome } | Response => {
    const launch = authorized(c);
    if (!launch) return unauthorized(c);
    const { stateId = '', activityId = '', agent = '', registration = '' } = c.req.query();
    const learner = parseAgent(agent);
    const own =
      registration === launch.registration &&
      activityId === launch.activityId &&
      agentIdentity(learner) !== null &&
      agentIdentity(learner) === agentIdentity(launch.actor);
    if (!own) return forbidden(c, "Forbidden: a launch reaches its own registration, learner and activity's state only.");
    return {
      stateId,
      key: stateKey(stateId, activityId, learner, registration),
      put: (document) => store.putState(stateId, activityId, learner, registration, document),
    };
  };

  /**
   * Takes a statement or (`POST`) a batch of them: all of them or, with a 400, 403, 409 or 507, none. An id
   * it holds answers as kept when the statement is the same (a resend), 409 when it is another. POST answers
   * 200 with the ids; PUT (one statement, under its `statementId`) answers 204 with no body (xAPI 1.0.3).
   */
  const accept = (c: Context, body: unknown, { single = false } = {}) => {
    const launch = authorized(c);
    if (!launch) return unauthorized(c);
    if (body === undefined) return malformed(c);
    if (single && Array.isArray(body)) return c.json({ error: 'PUT takes one statement; POST takes a batch.' }, 400);
    if (single) {
      const id = c.req.query('statementId');
      const own = (body as { id?: unknown } | null)?.id;
      if (!id) return c.json({ error: 'PUT needs ?statementId=; POST takes a statement without one.' }, 400);
      if (own !== undefined && (typeof own !== 'string' || own.toLowerCase() !== id.toLowerCase()))
        return c.json({ error: 'The statement’s id is not its ?statementId=.' }, 400);
    }
    const statements: unknown[] = Array.isArray(body) ? body : [body];
    const problems = statements.map((statement) => validate(statement));
    if (problems.some((warnings) => warnings.length > 0)) {
      store.refused += statements.length;
      return c.json({ error: 'Invalid statement', warnings: problems.map((warnings) => warnings.map(publicWarning)) }, 400);
    }
    // One statement for another registration or learner refuses the whole batch, as an LRS does.
    if (!statements.every((statement) => speaksFor(launch, statement)))
      return forbidden(c, 'Forbidden: a launch sends statements of its own registration and learner only.');
    const kept = store.keep(statements as Record<string, unknown>[]);
    if (kept.outcome === 'kept' && statements.some((statement) => verbOf(statement) === TERMINATED)) store.launches.end(launch);
    switch (kept.outcome) {
      case 'kept':
        return single ? c.body(null, 204) : c.json(kept.ids);
      case 'repeated':
        return c.json({ error: `The batch holds statement id ${kept.id} more than once.` }, 400);
      case 'conflict':
        return c.json({ error: `Conflict: the LRS holds another statement with id ${kept.id}.` }, 409);
      case 'registration-full':
        return forbidden(
          c,
          `Forbidden: a registration keeps at most ${store.limits.perRegistration} statements, the last ` +
            `${store.limits.reserved} of them for cmi5 defined ones (initialized, completed, passed, failed, terminated).`,
        );
      case 'full':
        return c.json({ error: `Insufficient storage: the LRS keeps at most ${store.limits.total} statements.` }, 507);
    }
  };

  return (
    new Hono()
      .use('*', async (c, next) => {
        await next();
        c.header('X-Experience-API-Version', '1.0.3');
      })
      .use(
        '*',
        bodyLimit({
          maxSize: LRS_BODY_LIMIT,
          onError: (c) => c.json({ error: `Payload too large: ${LRS_BODY_LIMIT} bytes at most.` }, 413),
        }),
      )
      .post('/launches', async (c) => {
        if (!isOperator(c)) return c.json({ error: 'Unauthorized: the operator key is needed (Authorization: Bearer).' }, 401);
        const body = await readJson(c);
        if (body === undefined) return malformed(c);
        const request = launchRequest.safeParse(body);
        if (!request.success) {
          const issues = request.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
          return c.json({ error: 'Invalid launch request', issues }, 400);
        }
        const launch = store.launch(request.data);
        if (!launch)
          return c.json(
            { error: `Insufficient storage: the LRS holds at most ${store.launches.cap} launches, and none has ended.` },
            507,
          );
        const endpoint = `${new URL(c.req.url).origin}/lrs/`;
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
        // cmi5's error-codes: 1, used before or the session expired (a launch let go of at the bound was one or the
        // other); 2, a security error, such as a fetch URL this LRS never gave out.
        const launch = store.launches.spend(c.req.param('id'));
        if (launch === 'unknown') return c.json({ 'error-code': '2', 'error-text': 'Unknown fetch URL.' });
        if (launch === 'spent') return c.json({ 'error-code': '1', 'error-text': 'Already fetched.' });
        if (launch === 'expired') return c.json({ 'error-code': '1', 'error-text': 'Expired.' });
        if (launch === 'gone') return c.json({ 'error-code': '1', 'error-text': 'The launch has ended.' });
        return c.json({ 'auth-token': launch.authToken });
      })
      .get('/activities/state', (c) => {
        const request = stateRequest(c);
        if (request instanceof Response) return request;
        const document = store.states.get(request.key);
        if (document === undefined) return c.body(null, 404);
        return c.body(document, 200, { 'Content-Type': 'application/json' });
      })
      .on(['PUT', 'POST'], '/activities/state', async (c) => {
        const request = stateRequest(c);
        if (request instanceof Response) return request;
        if (request.stateId === LAUNCH_DATA_STATE)
          return forbidden(c, 'Forbidden: the launch data is the LMS’s; an AU reads it only.');
        // The widget's documents are JSON, as docs/api.md says they must be: anything else is 400.
        const document = await c.req.text();
        if (!isJson(document)) return malformed(c);
        const kept = request.put(document);
        if (kept === 'launch-full')
          return forbidden(c, `Forbidden: a launch keeps at most ${MAX_STATES_PER_LAUNCH} state documents.`);
        if (kept === 'full')
          return c.json({ error: `The LRS keeps at most ${store.limits.stateDocuments ?? ''} state documents.` }, 507);
        return c.body(null, 204);
      })
      // A launch reads its own learner's profiles only (the LMS writes cmi5LearnerPreferences; the AU reads it).
      .get('/agents/profile', (c) => {
        const launch = authorized(c);
        if (!launch) return unauthorized(c);
        const { agent = '', profileId = '' } = c.req.query();
        if (agentIdentity(parseAgent(agent)) !== agentIdentity(launch.actor))
          return forbidden(c, "Forbidden: a launch reads its own learner's profiles only.");
        const document = store.profiles.get(profileKey(profileId, launch.actor));
        return document === undefined ? c.body(null, 404) : c.body(document, 200, { 'Content-Type': 'application/json' });
      })
      .post('/statements', async (c) => accept(c, await readJson(c)))
      .put('/statements', async (c) => {
        const statement = await readJson(c);
        const id = c.req.query('statementId');
        const one = typeof statement === 'object' && statement !== null && !Array.isArray(statement);
        return accept(c, one && id && !('id' in statement) ? { ...statement, id } : statement, { single: true });
      })
      .get('/statements', (c) => {
        const registration = c.req.query('registration');
        const operator = isOperator(c);
        if (!operator) {
          const launch = authorized(c);
          if (!launch) return unauthorized(c);
          if (registration !== launch.registration)
            return forbidden(c, 'Forbidden: a launch lists its own registration’s statements only (?registration=).');
        }
        // `refused` counts every launch's: the operator's, for tests.
        return c.json({
          statements: store.statementsOf(registration),
          more: '',
          ...(operator ? { refused: store.refused } : {}),
        });
      })
  );
}
