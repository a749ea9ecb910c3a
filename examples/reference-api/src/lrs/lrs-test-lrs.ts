/** Tests only: a fresh reference LRS for each test, the LMS's launches and the AU's requests to it. */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { beforeEach } from 'vitest';
import { lrsRoutes } from './lrs-routes.ts';
import { LrsStore, type StatementLimits } from './lrs-store.ts';

export const operator = { Authorization: 'Bearer operator-secret' };
export const json = { 'Content-Type': 'application/json' };
export const activityId = 'https://lms.example.com/au/seguranca-senhas';

/** The LRS under test: `startLrs` makes a fresh one before each test. */
export const lrs = { app: new Hono(), store: new LrsStore() };
/** A fresh LRS, with the given statement bounds (and bound of launches). */
export const startLrs = (limits?: StatementLimits, launchCap?: number) => {
  lrs.store = new LrsStore(limits, launchCap);
  lrs.app = new Hono().route('/lrs', lrsRoutes({ lrsOperatorKey: 'operator-secret' }, lrs.store));
};
beforeEach(() => startLrs());

export interface Launch {
  registration: string;
  actor: Record<string, unknown>;
  /** The launch's `Authorization` header, from its fetch URL. */
  auth: { Authorization: string };
}

/** The LMS registers a launch, then the AU spends its fetch URL for the auth token. */
export async function launch(learner: string, more: Record<string, unknown> = {}): Promise<Launch> {
  const actor = { objectType: 'Agent', name: learner, account: { homePage: 'https://lms.example.com', name: learner } };
  const response = await lrs.app.request('/lrs/launches', {
    method: 'POST',
    headers: { ...operator, ...json },
    body: JSON.stringify({ actor, activityId, moveOn: 'Completed', ...more }),
  });
  const { registration, query } = (await response.json()) as { registration: string; query: string };
  const fetched = await lrs.app.request(new URLSearchParams(query).get('fetch') ?? '', { method: 'POST' });
  const { 'auth-token': token } = (await fetched.json()) as { 'auth-token': string };
  return { registration, actor, auth: { Authorization: `Basic ${token}` } };
}

/** A valid statement of a launch (or, given another registration, one that claims that registration). */
export const statementOf = (of: Launch, registration = of.registration, actor = of.actor) => ({
  id: randomUUID(),
  actor,
  verb: { id: 'https://w3id.org/xapi/video/verbs/played', display: { 'en-US': 'played' } },
  object: { objectType: 'Activity', id: activityId },
  context: { registration },
  timestamp: new Date().toISOString(),
});

export const send = async (method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<Response> =>
  lrs.app.request(path, {
    method,
    headers: { ...json, 'X-Experience-API-Version': '1.0.3', ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });

export const stateQuery = (of: Launch, change: Record<string, string> = {}) =>
  new URLSearchParams({
    stateId: 'https://sphere-player.dev/cmi5/state/completed',
    activityId,
    agent: JSON.stringify(of.actor),
    registration: of.registration,
    ...change,
  }).toString();
