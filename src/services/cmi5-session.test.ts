import type { Statement } from '@xapi/xapi';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  launchOf,
  lrs,
  memoryStorage,
  played,
  resetLrs,
  started,
  stubFetch,
  unloadRequest,
  unloadRequests,
  verbOf,
} from './cmi5-test-lrs';
import type { Cmi5Launch } from './launch-params';
import type { StatementJson } from './statement-outbox';
import { STALE_OUTBOX_MS, statementOutboxKey } from './statement-outbox-store';
import { UNLOAD_BODY_LIMIT } from './lrs-statements';

vi.mock('@xapi/cmi5', async () => (await import('./cmi5-test-lrs')).fakeCmi5Module());

afterEach(resetLrs);

describe('cmi5 session, as the page goes', () => {
  it('sends nothing at terminate alone: the request that outlives the page waits for the page to go, and goes once', async () => {
    const fetchMock = stubFetch();
    const session = await started(launchOf(), memoryStorage().storage);
    session.pageGoes();
    session.terminate({ extensions: {} });
    expect(fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.keepalive)).toEqual([]);
    session.pageGoes();
    session.pageGoes();
    expect(verbOf(unloadRequest(fetchMock).statements.at(-1) ?? {})).toBe('terminated');
  });

  it.each(['https://lms.example.com/lrs/xapi', 'https://lms.example.com/lrs/xapi/'])(
    'sends the last statements to the Statement resource @xapi/xapi uses for the others (endpoint %s)',
    async (endpoint) => {
      const fetchMock = stubFetch();
      const session = await started(launchOf(endpoint), memoryStorage().storage);
      session.terminate({ extensions: {} });
      session.pageGoes();

      const { url, init } = unloadRequest(fetchMock);
      expect(url).toBe('https://lms.example.com/lrs/xapi/statements');
      expect(url).toBe(lrs.requests[0]?.url);
      expect(init).toMatchObject({ method: 'POST', keepalive: true });
    },
  );

  it('sends only its session’s statements; its AU’s earlier session’s leftovers are dropped (logged), never sent under this token', async () => {
    const fetchMock = stubFetch();
    const earlier = {
      key: `${launchOf().registration}|https://lms.example.com/au/1|an-earlier-session`,
      statement: { id: 'earlier-session', verb: { id: 'http://adlnet.gov/expapi/verbs/terminated' } },
    };
    const { storage, outbox } = memoryStorage([earlier]);
    const report = vi.fn();
    const session = await started(launchOf(), storage, report);
    session.allowed(played(1));
    session.terminate({ extensions: {} });
    session.pageGoes();

    const { statements } = unloadRequest(fetchMock);
    expect(statements.map(verbOf)).toEqual(['initialized', 'played', 'terminated']);
    expect(lrs.requests.map((request) => (request.data as StatementJson)['id'])).not.toContain('earlier-session');
    expect(report).toHaveBeenCalledWith(
      expect.stringContaining('1 statement(s) of an earlier session not confirmed by the LRS, not sent again'),
    );
    await vi.waitFor(() => expect(outbox()).toEqual([]));
  });

  it('keeps its request under the keepalive limit: terminated, initialized and the newest others that fit; the rest is dropped once it is taken, and the next session sends none of it', async () => {
    const fetchMock = stubFetch();
    const { storage, outbox } = memoryStorage();
    const launch = launchOf();
    const report = vi.fn();
    const session = await started(launch, storage, report);
    for (let n = 0; n < 150; n++) session.allowed(played(n));
    session.terminate({ extensions: {} });
    session.pageGoes();

    const { bytes: sent, statements } = unloadRequest(fetchMock);
    const bytes = (text: string): number => new TextEncoder().encode(text).length;
    expect(sent).toBeLessThan(64 * 1024);
    expect(sent).toBeLessThanOrEqual(UNLOAD_BODY_LIMIT);
    expect(verbOf(statements[0] ?? {})).toBe('initialized');
    expect(verbOf(statements.at(-1) ?? {})).toBe('terminated');
    const sentPlayed = statements.slice(1, -1).map((statement) => statement['id']);
    const first = 150 - sentPlayed.length;
    expect(sentPlayed).toEqual(Array.from({ length: sentPlayed.length }, (_, i) => `played-${first + i}`));

    // (the next older one would not have fit)
    expect(sent + 1 + bytes(JSON.stringify(played(first - 1)))).toBeGreaterThan(UNLOAD_BODY_LIMIT);
    // What did not fit leaves the outbox once the LRS took terminated (the LMS would refuse each), told once…
    await vi.waitFor(() => expect(outbox()).toEqual([]));
    expect(report).toHaveBeenCalledWith(
      `cmi5: ${first} statement(s) left out of the request with terminated dropped (the LMS takes none after it)`,
    );
    // …and none of it was posted on its own.
    const postedAlone = fetchMock.mock.calls
      .filter(([url, init]) => String(url).endsWith('/statements') && !(init as RequestInit).keepalive)
      .map(([, init]) => verbOf(JSON.parse(String((init as RequestInit).body)) as StatementJson));
    expect(postedAlone).toEqual(['initialized']);

    // …and the next session of the registration (the LMS took this one's terminated) starts with its own initialized.
    lrs.requests = [];
    lrs.reachable = true;
    await started(launch, storage, () => undefined);
    await vi.waitFor(() => expect(outbox()).toEqual([]));
    expect(lrs.requests.map((request) => verbOf(request.data as StatementJson))).toEqual(['initialized']);
  });

  it('leaves every statement in the outbox when the LRS does not take the request', async () => {
    const fetchMock = stubFetch(403);
    const { storage, outbox } = memoryStorage();
    const session = await started(launchOf(), storage);
    session.allowed(played(1));
    session.terminate({ extensions: {} });
    session.pageGoes();

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
      await vi.waitFor(() => expect(lrs.requests.some((request) => verbOf(request.data as StatementJson) === verb)).toBe(true));
      return lrs.requests
        .map((request) => request.data as Statement)
        .find((statement) => statement.verb.id.endsWith(`/${verb}`))!;
    };
    session.complete({ extensions: { 'https://w3id.org/xapi/video/extensions/progress': 0.95 } }, video);
    const completed = await sent('completed');
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

describe('cmi5 session, two AUs of one origin (two frames of one page, one storage)', () => {
  const second = { ...launchOf(), activityId: 'https://lms.example.com/au/2' };
  const entriesOf = (values: Map<string, unknown>, launch: Cmi5Launch) =>
    ((values.get(statementOutboxKey(launch)) as { entries: { statement: StatementJson }[] } | undefined)?.entries ?? []).map(
      (entry) => entry.statement['id'],
    );

  it('each keeps its own stored outbox: neither drops nor reports the other’s pending statements, and each sends its own', async () => {
    const fetchMock = stubFetch();
    const { storage, values } = memoryStorage();
    const report = vi.fn();
    // The LRS out of reach: what each session forms waits in storage while the other starts.
    const storedAnywhere = (id: string) => JSON.stringify([...values.values()]).includes(`"${id}"`);
    const first = await started(launchOf(), storage, report);
    first.allowed(played(1));
    await vi.waitFor(() => expect(storedAnywhere('played-1')).toBe(true));
    const other = await started(second, storage, report);
    other.allowed(played(2));
    await vi.waitFor(() => expect(storedAnywhere('played-2')).toBe(true));
    expect(report).not.toHaveBeenCalled();
    first.allowed(played(3));

    await vi.waitFor(() => expect(entriesOf(values, launchOf()).slice(1)).toEqual(['played-1', 'played-3']));
    expect(entriesOf(values, second).slice(1)).toEqual(['played-2']);

    // Each page's last requests carry its own statements; what the LRS took leaves, and so does the stored outbox.
    for (const session of [first, other]) {
      session.terminate({ extensions: {} });
      session.pageGoes();
    }
    const sentPlayed = unloadRequests(fetchMock)
      .map((statements) => statements.map((statement) => String(statement['id'])).filter((id) => id.startsWith('played-')))
      .filter((ids) => ids.length > 0);
    expect(sentPlayed).toEqual([['played-1', 'played-3'], ['played-2']]);
    await vi.waitFor(() => expect([...values.keys()]).toEqual([]));
    expect(report).not.toHaveBeenCalled();
  });

  it('its start removes the stored outboxes of other launches nobody wrote for a week, and the one key an older widget kept; recent ones stay', async () => {
    const { storage, values } = memoryStorage();
    const left = { entries: [{ key: 'reg|au|s0', statement: { id: 'left' } }] };
    const stale = statementOutboxKey({ ...launchOf(), activityId: 'https://lms.example.com/au/old' });
    values.set(stale, { savedAt: Date.now() - STALE_OUTBOX_MS - 60_000, ...left });
    values.set(statementOutboxKey(second), { savedAt: Date.now() - 60_000, ...left });
    values.set('xapi_outbox', left.entries);
    values.set('preferences', { volume: 0.5 });
    const report = vi.fn();

    await started(launchOf(), storage, report);
    await vi.waitFor(() =>
      expect([...values.keys()].sort()).toEqual(
        [statementOutboxKey(second), 'preferences', statementOutboxKey(launchOf())].sort(),
      ),
    );
    expect(entriesOf(values, second)).toEqual(['left']);
    expect(report).not.toHaveBeenCalled();
  });
});
