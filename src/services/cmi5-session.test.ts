import type { Statement } from '@xapi/xapi';
import { afterEach, describe, expect, it, vi } from 'vitest';
import XAPI from '@xapi/xapi';
import { COMPLETED_STATE_ID, COMPLETED_STATE_TIMEOUT_MS, startCmi5, UNLOAD_BODY_LIMIT } from './cmi5-session';
import type { Cmi5Launch } from './launch-params';
import type { StatementJson } from './statement-outbox';
import type { Storage } from './storage';

/** The LRS behind @xapi/xapi's requests: every request it gets, and whether it answers (else they hang, as offline). */
const lrs = vi.hoisted(() => ({
  requests: [] as { url: string; data: unknown }[],
  reachable: false,
  /** The state API, apart: its documents by stateId and registration; out of reach it fails at once (offline). */
  states: new Map<string, unknown>(),
  stateReachable: false,
  stateRequests: [] as { method: string; url: string }[],
}));

// @xapi/cmi5 as far as the session uses it, its requests made by the real @xapi/xapi on the launch's endpoint.
vi.mock('@xapi/cmi5', async () => {
  const { default: XAPI } = await import('@xapi/xapi');
  const adapter = <T>({ url, method, data }: { url: string; method: string; data?: unknown }) => {
    if (url.includes('/activities/state')) {
      lrs.stateRequests.push({ method, url });
      if (!lrs.stateReachable) return Promise.reject(new Error('Network Error'));
      const query = new URL(url).searchParams;
      const key = `${query.get('stateId')}|${query.get('registration')}`;
      if (method === 'PUT') lrs.states.set(key, data);
      else if (!lrs.states.has(key)) return Promise.reject(Object.assign(new Error('404'), { response: { status: 404 } }));
      return Promise.resolve({ data: (method === 'PUT' ? '' : lrs.states.get(key)) as T, headers: {}, status: 200 });
    }
    lrs.requests.push({ url, data });
    return lrs.reachable
      ? Promise.resolve({ data: [] as T, headers: {}, status: 200 })
      : new Promise<{ data: T; headers: Record<string, unknown>; status: number }>(() => undefined);
  };
  const defined = (verb: string, launch: { activityId: string }): Record<string, unknown> => ({
    id: `${verb}-${crypto.randomUUID()}`,
    verb: { id: `http://adlnet.gov/expapi/verbs/${verb}` },
    object: { objectType: 'Activity', id: launch.activityId },
    context: { contextActivities: { category: [{ id: 'https://w3id.org/xapi/cmi5/context/categories/cmi5' }] } },
  });
  class FakeCmi5 {
    xapi: InstanceType<typeof XAPI> | null = null;
    constructor(private readonly launch: { endpoint: string; activityId: string }) {}
    initialize(): Promise<unknown> {
      this.xapi = new XAPI({ endpoint: this.launch.endpoint, auth: 'Basic dG9rZW4=', adapter });
      return this.sendXapiStatement(defined('initialized', this.launch));
    }
    getLaunchData(): unknown {
      return {
        launchMode: 'Normal',
        contextTemplate: { extensions: { 'https://w3id.org/xapi/cmi5/context/extensions/sessionid': 's1' } },
      };
    }
    getAuthToken(): string {
      return 'dG9rZW4=';
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
});

const actor = { objectType: 'Agent', account: { homePage: 'https://lms.example.com', name: 'ana' } };
const launchOf = (endpoint = 'https://lms.example.com/lrs/xapi/'): Cmi5Launch => ({
  endpoint,
  fetch: 'https://lms.example.com/fetch?k=1',
  actor,
  registration: '22222222-2222-2222-2222-222222222222',
  activityId: 'https://lms.example.com/au/1',
});
const sessionKey = (launch: Cmi5Launch): string => `${launch.registration}|${JSON.stringify(launch.actor)}`;

/** The widget's storage in memory, with what an earlier page left in the statement outbox. */
function memoryStorage(outbox: unknown[] = []): { storage: Storage; outbox: () => { key: string; statement: StatementJson }[] } {
  const values = new Map<string, unknown>([['xapi_outbox', outbox]]);
  const storage = {
    get: async <T>(key: string, parse: (value: unknown) => T | undefined) => parse(structuredClone(values.get(key))),
    set: async (key: string, value: unknown) => {
      values.set(key, structuredClone(value));
      return true;
    },
  };
  return {
    storage: storage as unknown as Storage,
    outbox: () => values.get('xapi_outbox') as { key: string; statement: StatementJson }[],
  };
}

/** A Video Profile played statement of about 1 KB. */
const played = (n: number): Statement =>
  ({
    id: `played-${n}`,
    actor,
    verb: { id: 'https://w3id.org/xapi/video/verbs/played' },
    object: { objectType: 'Activity', id: 'https://lms.example.com/au/1' },
    result: { extensions: { 'https://w3id.org/xapi/video/extensions/time': n, padding: 'x'.repeat(1000) } },
  }) as Statement;

const verbOf = (statement: StatementJson): string => String((statement['verb'] as { id: string }).id.split('/').pop());

/** The request sent as the page goes: its URL, and its statements. */
function unloadRequest(fetchMock: ReturnType<typeof vi.fn>): { url: string; init: RequestInit; statements: StatementJson[] } {
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0] as [string | URL, RequestInit];
  return { url: String(url), init, statements: JSON.parse(String(init.body)) as StatementJson[] };
}

async function started(launch: Cmi5Launch, storage: Storage) {
  const session = await startCmi5(launch, storage);
  // The outbox has read what earlier pages left and is sending (offline: the request hangs).
  await vi.waitFor(() => expect(lrs.requests.length).toBeGreaterThan(0));
  return session;
}

function stubFetch(status = 200): ReturnType<typeof vi.fn> {
  const fetchMock = vi.fn(async (_url: string | URL, _init?: RequestInit) => new Response(null, { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  lrs.requests = [];
  lrs.reachable = false;
  lrs.states.clear();
  lrs.stateReachable = false;
  lrs.stateRequests = [];
});

describe('cmi5 session, as the page goes', () => {
  it.each(['https://lms.example.com/lrs/xapi', 'https://lms.example.com/lrs/xapi/'])(
    'sends the last statements to the Statement resource @xapi/xapi uses for the others (endpoint %s)',
    async (endpoint) => {
      const fetchMock = stubFetch();
      const session = await started(launchOf(endpoint), memoryStorage().storage);
      session.terminate({ extensions: {} });

      const { url, init } = unloadRequest(fetchMock);
      expect(url).toBe('https://lms.example.com/lrs/xapi/statements');
      expect(url).toBe(lrs.requests[0]?.url);
      expect(init).toMatchObject({ method: 'POST', keepalive: true });
    },
  );

  it('sends only its registration’s statements; another registration’s stay in the outbox for a session of theirs', async () => {
    const fetchMock = stubFetch();
    const other = {
      key: `11111111-1111-1111-1111-111111111111|${JSON.stringify({ account: { homePage: 'https://lms.example.com', name: 'bia' } })}`,
      statement: { id: 'other-registration', verb: { id: 'http://adlnet.gov/expapi/verbs/terminated' } },
    };
    const { storage, outbox } = memoryStorage([other]);
    const session = await started(launchOf(), storage);
    session.allowed(played(1));
    session.terminate({ extensions: {} });

    const { statements } = unloadRequest(fetchMock);
    expect(statements.map(verbOf)).toEqual(['initialized', 'played', 'terminated']);
    expect(statements.map((statement) => statement['id'])).not.toContain('other-registration');
    // The LRS took this session's: only the other registration's wait.
    await vi.waitFor(() => expect(outbox()).toEqual([other]));
  });

  it('keeps its request under the keepalive limit: terminated, initialized and the newest others that fit; the rest wait for the next session of the registration', async () => {
    const fetchMock = stubFetch();
    const { storage, outbox } = memoryStorage();
    const launch = launchOf();
    const session = await started(launch, storage);
    for (let n = 0; n < 150; n++) session.allowed(played(n));
    session.terminate({ extensions: {} });

    const { init, statements } = unloadRequest(fetchMock);
    const bytes = (text: string): number => new TextEncoder().encode(text).length;
    expect(bytes(String(init.body))).toBeLessThan(64 * 1024);
    expect(bytes(String(init.body))).toBeLessThanOrEqual(UNLOAD_BODY_LIMIT);
    expect(verbOf(statements[0] ?? {})).toBe('initialized');
    expect(verbOf(statements.at(-1) ?? {})).toBe('terminated');
    const sentPlayed = statements.slice(1, -1).map((statement) => statement['id']);
    const first = 150 - sentPlayed.length;
    expect(sentPlayed).toEqual(Array.from({ length: sentPlayed.length }, (_, i) => `played-${first + i}`));

    // What did not fit stays in the outbox, in order…
    const waiting = Array.from({ length: first }, (_, n) => `played-${n}`);
    await vi.waitFor(() => expect(outbox().map((entry) => entry.statement['id'])).toEqual(waiting));
    expect(outbox().every((entry) => entry.key === sessionKey(launch))).toBe(true);
    // (the next older one would not have fit)
    expect(bytes(String(init.body)) + 1 + bytes(JSON.stringify(outbox().at(-1)?.statement))).toBeGreaterThan(UNLOAD_BODY_LIMIT);

    // …and the next session of the registration sends it first.
    lrs.requests = [];
    lrs.reachable = true;
    await started(launch, storage);
    await vi.waitFor(() => expect(outbox()).toEqual([]));
    const resent = lrs.requests.map((request) => (request.data as StatementJson)['id']);
    expect(resent.slice(0, first)).toEqual(waiting);
    expect(verbOf(lrs.requests[first]?.data as StatementJson)).toBe('initialized');
  });

  it('leaves every statement in the outbox when the LRS does not take the request', async () => {
    const fetchMock = stubFetch(403);
    const { storage, outbox } = memoryStorage();
    const session = await started(launchOf(), storage);
    session.allowed(played(1));
    session.terminate({ extensions: {} });

    expect(unloadRequest(fetchMock).statements).toHaveLength(3);
    await fetchMock.mock.results[0]?.value;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(outbox().map((entry) => verbOf(entry.statement))).toEqual(['initialized', 'played', 'terminated']);
  });
});

describe('cmi5 session, the Video Profile in its defined statements', () => {
  it("completed and terminated carry the profile's category, its context extensions and the video type, cmi5's own kept", async () => {
    lrs.reachable = true;
    lrs.stateReachable = true;
    const session = await started(launchOf(), memoryStorage().storage);
    const video = {
      contextActivities: {
        category: [
          { id: 'https://w3id.org/xapi/cmi5/context/categories/cmi5' },
          { id: 'https://w3id.org/xapi/video', definition: { type: 'http://adlnet.gov/expapi/activities/profile' } },
        ],
      },
      extensions: {
        'https://w3id.org/xapi/video/extensions/length': 29.3,
        'https://w3id.org/xapi/video/extensions/session-id': '0b6a8d8e-3f1c-4a2b-9c7d-2e1f0a9b8c7d',
        'https://w3id.org/xapi/cmi5/context/extensions/sessionid': 'not-this-one',
      },
    };
    const initialized = lrs.requests
      .map((request) => request.data as Statement)
      .find((statement) => statement.verb.id.endsWith('/initialized'));
    expect(initialized?.id).toBe(session.sessionId);
    const sent = async (verb: string) => {
      await vi.waitFor(() =>
        expect(lrs.requests.some((request) => String((request.data as StatementJson)['id']).startsWith(`${verb}-`))).toBe(true),
      );
      return lrs.requests
        .map((request) => request.data as Statement)
        .find((statement) => String(statement.id).startsWith(`${verb}-`))!;
    };
    session.complete({ extensions: { 'https://w3id.org/xapi/video/extensions/progress': 0.95 } }, video);
    const completed = await sent('completed');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('[]'))),
    );
    session.terminate({ extensions: {} }, video);
    for (const statement of [completed, await sent('terminated')]) {
      expect(statement.object).toMatchObject({
        id: 'https://lms.example.com/au/1',
        definition: { type: 'https://w3id.org/xapi/video/activity-type/video' },
      });
      expect(statement.context?.contextActivities?.category?.map((category) => category.id)).toEqual([
        'https://w3id.org/xapi/cmi5/context/categories/cmi5',
        'https://w3id.org/xapi/video',
      ]);
      expect(statement.context?.extensions).toMatchObject({
        'https://w3id.org/xapi/video/extensions/length': 29.3,
        'https://w3id.org/xapi/video/extensions/session-id': '0b6a8d8e-3f1c-4a2b-9c7d-2e1f0a9b8c7d',
      });
      // Only the profile's extensions join: cmi5's own are the library's, from the launch.
      expect(statement.context?.extensions?.['https://w3id.org/xapi/cmi5/context/extensions/sessionid']).not.toBe('not-this-one');
    }
  });
});

describe('cmi5 session, completed once per registration', () => {
  const completedSent = () => lrs.requests.filter((request) => /^completed-/.test(String((request.data as StatementJson)['id'])));

  it('sends completed once, and notes it in the registration’s state for a session on another device', async () => {
    lrs.reachable = true;
    lrs.stateReachable = true;
    const launch = launchOf();
    const session = await started(launch, memoryStorage().storage);
    session.complete({ extensions: {} });
    session.complete({ extensions: {} });
    await vi.waitFor(() => expect(completedSent()).toHaveLength(1));
    await vi.waitFor(() => expect(lrs.states.get(`${COMPLETED_STATE_ID}|${launch.registration}`)).toEqual({ completed: true }));

    // Another device: nothing in its storage, the LRS's state says it was sent.
    const again = await started(launch, memoryStorage().storage);
    again.complete({ extensions: {} });
    again.terminate({ extensions: {} });
    await vi.waitFor(() =>
      expect(lrs.requests.some((request) => /^terminated-/.test(String((request.data as StatementJson)['id'])))).toBe(true),
    );
    expect(completedSent()).toHaveLength(1);
  });

  it('remembers it in this browser when the LRS’s state is out of reach', async () => {
    lrs.reachable = true;
    const { storage } = memoryStorage();
    const launch = launchOf();
    (await started(launch, storage)).complete({ extensions: {} });
    await vi.waitFor(() => expect(completedSent()).toHaveLength(1));

    const again = await started(launch, storage);
    again.complete({ extensions: {} });
    again.terminate({ extensions: {} });
    await vi.waitFor(() =>
      expect(lrs.requests.some((request) => /^terminated-/.test(String((request.data as StatementJson)['id'])))).toBe(true),
    );
    expect(completedSent()).toHaveLength(1);
  });

  it('sends it for a new registration of the same learner, and when nothing says it was sent', async () => {
    lrs.reachable = true;
    const { storage } = memoryStorage();
    (await started(launchOf(), storage)).complete({ extensions: {} });
    const other = { ...launchOf(), registration: '33333333-3333-3333-3333-333333333333' };
    (await started(other, storage)).complete({ extensions: {} });
    await vi.waitFor(() => expect(completedSent()).toHaveLength(2));
  });

  it('starts without waiting on the state; a slow answer that it was sent holds completed back', async () => {
    lrs.reachable = true;
    lrs.stateReachable = true;
    const launch = launchOf();
    lrs.states.set(`${COMPLETED_STATE_ID}|${launch.registration}`, { completed: true });
    let answer: (value: unknown) => void = () => undefined;
    const slow = vi.spyOn(XAPI.prototype, 'getState').mockReturnValue(new Promise((resolve) => (answer = resolve)) as never);
    const session = await started(launch, memoryStorage().storage);
    session.complete({ extensions: {} });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(completedSent()).toHaveLength(0);
    answer({ data: { completed: true } });
    session.terminate({ extensions: {} });
    await vi.waitFor(() =>
      expect(lrs.requests.some((request) => /^terminated-/.test(String((request.data as StatementJson)['id'])))).toBe(true),
    );
    expect(completedSent()).toHaveLength(0);
    slow.mockRestore();
  });

  it('sends completed after a bounded wait when the state never answers (unknown counts as not sent)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      lrs.reachable = true;
      lrs.stateReachable = true;
      const hanging = vi.spyOn(XAPI.prototype, 'getState').mockReturnValue(new Promise(() => undefined) as never);
      const session = await startCmi5(launchOf(), memoryStorage().storage);
      // The profile's session-id: the id of this session's initialized, a UUID.
      expect(session.sessionId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      session.complete({ extensions: {} });
      await vi.advanceTimersByTimeAsync(COMPLETED_STATE_TIMEOUT_MS - 1);
      expect(completedSent()).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      await vi.waitFor(() => expect(completedSent()).toHaveLength(1));
      hanging.mockRestore();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a session closed before the state answered sends no completed after terminated', async () => {
    lrs.reachable = true;
    lrs.stateReachable = true;
    let answer: (value: unknown) => void = () => undefined;
    const slow = vi.spyOn(XAPI.prototype, 'getState').mockReturnValue(new Promise((resolve) => (answer = resolve)) as never);
    const session = await started(launchOf(), memoryStorage().storage);
    session.complete({ extensions: {} });
    session.terminate({ extensions: {} });
    answer({ data: null });
    await vi.waitFor(() =>
      expect(lrs.requests.some((request) => /^terminated-/.test(String((request.data as StatementJson)['id'])))).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(completedSent()).toHaveLength(0);
    slow.mockRestore();
  });
});
