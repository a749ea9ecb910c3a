/**
 * Tests only: a cmi5 LMS and LRS for the session's tests. @xapi/cmi5 as far as the session uses it (mock it
 * with `fakeCmi5Module`), its requests made by the real @xapi/xapi to an LRS in memory, and the launch,
 * storage and statements the tests start from.
 */
import type { Statement } from '@xapi/xapi';
import { expect, vi } from 'vitest';
import type { Cmi5Launch } from './launch-params';
import type { StatementJson } from './statement-outbox';
import { statementOutboxKey } from './statement-outbox-store';
import type { Storage } from './storage';

/** The test now running (resetLrs counts them): a session an earlier test left retrying is stale. */
let testRun = 0;
/** The auth token of a session an earlier test started: the fake LRS answers it 503 and records nothing of it. */
const STALE_AUTH = 'c3RhbGU=';

/**
 * The LRS: the statements the outbox posts (fetch, lrs-statements.ts) and whether it answers them (else they hang
 * until their deadline aborts them, as offline), and @xapi/xapi's other requests (the state, the agent profile).
 */
export const lrs = {
  requests: [] as { url: string; data: unknown; auth?: string }[],
  reachable: false,
  /** An LRS out of service: answers each statement at once with this status (none: as `reachable` says). */
  refusing: null as number | null,
  /** The state API, apart: its documents by stateId, registration and activityId; out of reach it fails at once (offline). */
  states: new Map<string, unknown>(),
  stateReachable: false,
  stateRequests: [] as { method: string; url: string }[],
  /** The learner's cmi5LearnerPreferences agent profile: undefined answers 404, 'hang' never answers. */
  learnerPreferences: undefined as unknown,
  /** What a request sent as the page goes is answered, by its statements (none: stubFetch's `status`). */
  unloadStatus: null as ((statements: StatementJson[]) => number) | null,
  /** The statements the LRS took, by id: another statement under an id it holds is a 409, as xAPI lets an LRS answer. */
  held: new Map<string, StatementJson>(),
  /** Whether the answer to a batch the LRS took is lost on the way (the connection dropped): the widget never hears it. */
  answerLost: null as ((statements: StatementJson[]) => boolean) | null,
};

/** The LRS takes a batch whole (200, and holds it), or refuses it whole with a 409 for another statement under a held id. */
function take(statements: StatementJson[]): number {
  const another = (statement: StatementJson, held = lrs.held.get(String(statement['id']))): boolean =>
    held !== undefined && JSON.stringify(held) !== JSON.stringify(statement);
  if (statements.some((statement) => another(statement))) return 409;
  for (const statement of statements) lrs.held.set(String(statement['id']), statement);
  return 200;
}

/** A state document's key in `lrs.states`: the state API keys it by activity as well as by registration. */
export const stateKey = (stateId: string, registration: string, activityId: string): string =>
  `${stateId}|${registration}|${activityId}`;

/** The LMS's side of the launch: what its fetch URL answers, and when LMS.LaunchData is read (at once unless held). */
export const lms = {
  fetchAnswer: (): unknown => ({ 'auth-token': 'dG9rZW4=' }),
  launchData: Promise.resolve(),
  /** What LMS.LaunchData holds beyond the launch mode and the context template (a returnURL). */
  launchDataMore: {} as Record<string, unknown>,
};

// @xapi/cmi5 as far as the session uses it, its requests made by the real @xapi/xapi on the launch's endpoint.
export async function fakeCmi5Module(): Promise<{ default: unknown }> {
  const { default: XAPI } = await import('@xapi/xapi');
  const adapter = <T>({ url, method, data }: { url: string; method: string; data?: unknown }) => {
    if (url.includes('/agents/profile')) {
      if (lrs.learnerPreferences === 'hang') return new Promise<never>(() => undefined);
      if (lrs.learnerPreferences === undefined)
        return Promise.reject(Object.assign(new Error('404'), { response: { status: 404 } }));
      return Promise.resolve({ data: lrs.learnerPreferences as T, headers: {}, status: 200 });
    }
    if (url.includes('/activities/state')) {
      lrs.stateRequests.push({ method, url });
      if (!lrs.stateReachable) return Promise.reject(new Error('Network Error'));
      const query = new URL(url).searchParams;
      const key = stateKey(String(query.get('stateId')), String(query.get('registration')), String(query.get('activityId')));
      if (method === 'PUT') lrs.states.set(key, data);
      else if (!lrs.states.has(key)) return Promise.reject(Object.assign(new Error('404'), { response: { status: 404 } }));
      return Promise.resolve({ data: (method === 'PUT' ? '' : lrs.states.get(key)) as T, headers: {}, status: 200 });
    }
    return Promise.reject(new Error(`The session sends statements on fetch, not through the library: ${url}`));
  };
  const defined = (verb: string, launch: { activityId: string }): Record<string, unknown> => ({
    id: `${verb}-${crypto.randomUUID()}`,
    verb: { id: `http://adlnet.gov/expapi/verbs/${verb}` },
    object: { objectType: 'Activity', id: launch.activityId },
    context: { contextActivities: { category: [{ id: 'https://w3id.org/xapi/cmi5/context/categories/cmi5' }] } },
  });
  class FakeCmi5 {
    xapi: InstanceType<typeof XAPI> | null = null;
    /** The LMS's session id: a new one for each launch. */
    private readonly lmsSession = crypto.randomUUID();
    /** A session an earlier test left (its outbox retrying on a timer) must not reach this test's LRS. */
    private readonly run = testRun;
    constructor(private readonly launch: { endpoint: string; fetch: string; activityId: string }) {}
    /** As the library's: the token first (the session puts its own fetch here), the launch data, initialized. */
    async initialize(): Promise<unknown> {
      const token = await this.getAuthTokenFromLMS(this.launch.fetch);
      this.xapi = new XAPI({ endpoint: this.launch.endpoint, auth: `Basic ${token}`, adapter });
      await lms.launchData;
      await this.getLearnerPreferencesFromLMS();
      return this.sendXapiStatement(defined('initialized', this.launch));
    }
    /** As the library's: a POST, and the answer's `auth-token`, whatever else it says. */
    async getAuthTokenFromLMS(url: string): Promise<string> {
      const answer = (await (await fetch(url, { method: 'POST' })).json()) as Record<string, string>;
      return answer['auth-token'] as string;
    }
    /** As the library's: the agent profile, {} when it fails (the session puts its own here). */
    async getLearnerPreferencesFromLMS(): Promise<unknown> {
      return {};
    }
    getLaunchData(): unknown {
      return {
        ...lms.launchDataMore,
        launchMode: 'Normal',
        contextTemplate: { extensions: { 'https://w3id.org/xapi/cmi5/context/extensions/sessionid': this.lmsSession } },
      };
    }
    getAuthToken(): string {
      return this.run === testRun ? 'dG9rZW4=' : STALE_AUTH;
    }
    complete(options?: unknown): Promise<unknown> {
      return this.sendXapiStatement(defined('completed', this.launch), options);
    }
    terminate(): Promise<unknown> {
      return this.sendXapiStatement(defined('terminated', this.launch));
    }
    sendXapiStatement(_statement: unknown, _options?: unknown): Promise<unknown> {
      return Promise.resolve();
    }
  }
  return { default: FakeCmi5 };
}

export const actor = { objectType: 'Agent', account: { homePage: 'https://lms.example.com', name: 'ana' } };
export const launchOf = (endpoint = 'https://lms.example.com/lrs/xapi/'): Cmi5Launch => ({
  endpoint,
  fetch: 'https://lms.example.com/fetch?k=1',
  actor,
  registration: '22222222-2222-2222-2222-222222222222',
  activityId: 'https://lms.example.com/au/1',
});

/** A stored outbox's entries. */
type Entries = { key: string; statement: StatementJson }[];

/**
 * The widget's storage in memory, with what an earlier page left in the stored outbox of `launch`'s AU; `values`
 * is all it holds, by key.
 */
export function memoryStorage(
  outbox: unknown[] = [],
  launch: Cmi5Launch = launchOf(),
): {
  storage: Storage;
  values: Map<string, unknown>;
  outbox: () => Entries;
} {
  const key = statementOutboxKey(launch);
  const values = new Map<string, unknown>(outbox.length > 0 ? [[key, { savedAt: Date.now(), entries: outbox }]] : []);
  const storage = {
    get: async <T>(key: string, parse: (value: unknown) => T | undefined) => parse(structuredClone(values.get(key))),
    set: async (key: string, value: unknown) => {
      values.set(key, structuredClone(value));
      return true;
    },
    remove: async (key: string) => void values.delete(key),
    keys: async (start: string) => [...values.keys()].filter((key) => key.startsWith(start)),
  };
  return {
    storage: storage as unknown as Storage,
    values,
    // Nothing stored when nothing is pending.
    outbox: () => (values.get(key) as { entries: Entries } | undefined)?.entries ?? [],
  };
}

/** A Video Profile played statement of about 1 KB. */
export const played = (n: number): Statement =>
  ({
    id: `played-${n}`,
    actor,
    verb: { id: 'https://w3id.org/xapi/video/verbs/played' },
    object: { objectType: 'Activity', id: 'https://lms.example.com/au/1' },
    result: { extensions: { 'https://w3id.org/xapi/video/extensions/time': n, padding: 'x'.repeat(1000) } },
  }) as Statement;

export const verbOf = (statement: StatementJson): string => String((statement['verb'] as { id: string }).id.split('/').pop());

/** The statement requests sent as the page goes (keepalive), in the order they went: each one's URL and init. */
const keepaliveCalls = (fetchMock: ReturnType<typeof vi.fn>): [string | URL, RequestInit][] =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url).endsWith('/statements') && (init as RequestInit | undefined)?.keepalive === true,
  ) as [string | URL, RequestInit][];

/** The requests sent as the page goes, in the order they went: each one's statements. */
export const unloadRequests = (fetchMock: ReturnType<typeof vi.fn>): StatementJson[][] =>
  keepaliveCalls(fetchMock).map(([, init]) => JSON.parse(String(init.body)) as StatementJson[]);

/**
 * What went as the page went (once: unloadRequests, one to three requests): their URL and init (the first's, all
 * alike but for the body), the bytes of their bodies in all, and their statements in the order they were sent.
 */
export function unloadRequest(fetchMock: ReturnType<typeof vi.fn>): {
  url: string;
  init: RequestInit;
  bytes: number;
  statements: StatementJson[];
} {
  const unloads = keepaliveCalls(fetchMock);
  expect(unloads.length).toBeGreaterThan(0);
  expect(unloads.length).toBeLessThanOrEqual(3);
  const [url, init] = unloads[0] as [string | URL, RequestInit];
  const bodies = unloads.map(([, each]) => String(each.body));
  return {
    url: String(url),
    init,
    bytes: bodies.reduce((sum, body) => sum + new TextEncoder().encode(body).length, 0),
    statements: bodies.flatMap((body) => JSON.parse(body) as StatementJson[]),
  };
}

export async function started(launch: Cmi5Launch, storage: Storage, report: (message: string) => void = () => undefined) {
  if (!vi.isMockFunction(globalThis.fetch)) stubFetch();
  // Imported when called: @xapi/cmi5 is mocked by then (with fakeCmi5Module).
  const { startCmi5 } = await import('./cmi5-session');
  const session = await startCmi5(launch, storage, report);
  // The outbox has read what earlier pages left and is sending (offline: the request hangs).
  await vi.waitFor(() => expect(lrs.requests.length).toBeGreaterThan(0));
  return session;
}

/** The state API's PUT, as the session makes it on fetch (the completed note): kept in `lrs.states`. */
function putState(url: string, init: RequestInit): Response {
  lrs.stateRequests.push({ method: 'PUT', url });
  if (!lrs.stateReachable) throw new TypeError('Failed to fetch');
  const query = new URL(url).searchParams;
  const key = stateKey(String(query.get('stateId')), String(query.get('registration')), String(query.get('activityId')));
  lrs.states.set(key, JSON.parse(String(init.body)) as unknown);
  return new Response(null, { status: 204 });
}

/**
 * The browser's fetch: the LMS's fetch URL answers `lms.fetchAnswer()`; the request sent as the page goes, `status`;
 * a statement the outbox posts goes to `lrs`.
 */
export function stubFetch(status = 200): ReturnType<typeof vi.fn> {
  const fetchMock = vi.fn(async (url: string | URL, init?: RequestInit) => {
    if (String(url).includes('/fetch')) return Response.json(lms.fetchAnswer());
    if (String(url).includes('/activities/state') && init?.method === 'PUT') return putState(String(url), init);
    if (!String(url).endsWith('/statements')) return new Response(null, { status });
    const auth = new Headers(init?.headers).get('Authorization') ?? undefined;
    if (auth === `Basic ${STALE_AUTH}`) return new Response(null, { status: 503 });
    const body = JSON.parse(String(init?.body)) as unknown;
    const statements = (Array.isArray(body) ? body : [body]) as StatementJson[];
    // The batch sent as the page goes is taken (with a 2xx `status`) whatever `lrs.reachable` says: the tests
    // stall the outbox to see it.
    if (init?.keepalive) {
      const answer = lrs.unloadStatus?.(statements) ?? status;
      if (answer < 300) for (const data of statements) lrs.requests.push({ url: String(url), data, auth });
      return new Response(null, { status: answer < 300 ? take(statements) : answer });
    }
    // A batch of the outbox: each statement recorded, in order (the tests count statements, not requests).
    for (const data of statements) lrs.requests.push({ url: String(url), data, auth });
    if (lrs.refusing !== null) return new Response(null, { status: lrs.refusing });
    const answer = lrs.reachable ? take(statements) : null;
    if (answer === 200 && lrs.answerLost?.(statements)) throw new TypeError('Failed to fetch');
    if (answer !== null) return answer < 300 ? Response.json([]) : new Response(null, { status: answer });
    return new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The sessions started so far are gone (their page closed): what their outboxes still retry reaches no LRS. */
export function retireSessions(): void {
  testRun += 1;
}

/** Puts the fake LRS back as each test expects it (offline, empty), and the globals a test stubbed. */
export function resetLrs(): void {
  retireSessions();
  vi.unstubAllGlobals();
  lrs.requests = [];
  lrs.reachable = false;
  lrs.refusing = null;
  lrs.states.clear();
  lrs.stateReachable = false;
  lrs.stateRequests = [];
  lrs.learnerPreferences = undefined;
  lrs.unloadStatus = null;
  lrs.held.clear();
  lrs.answerLost = null;
  lms.fetchAnswer = () => ({ 'auth-token': 'dG9rZW4=' });
  lms.launchData = Promise.resolve();
  lms.launchDataMore = {};
}
