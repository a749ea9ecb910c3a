// The cmi5 session's completed: once per AU and registration, across sessions and devices (noted in the LRS's
// state and in this browser's storage), and never after terminated.
import XAPI from '@xapi/xapi';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { completedStatementId } from './cmi5-completed-id';
import { COMPLETED_STATE_ID, COMPLETED_STATE_TIMEOUT_MS } from './cmi5-completed-note';
import { startCmi5 } from './cmi5-session';
import {
  launchOf,
  lrs,
  memoryStorage,
  resetLrs,
  retireSessions,
  started,
  stateKey,
  stubFetch,
  unloadRequests,
  verbOf,
} from './cmi5-test-lrs';
import type { StatementJson } from './statement-outbox';

vi.mock('@xapi/cmi5', async () => (await import('./cmi5-test-lrs')).fakeCmi5Module());

afterEach(resetLrs);

describe('cmi5 session, completed once per AU and registration', () => {
  const completedSent = () => lrs.requests.filter((request) => verbOf(request.data as StatementJson) === 'completed');

  it('sends completed once, and notes it in the registration’s state for a session on another device', async () => {
    lrs.reachable = true;
    lrs.stateReachable = true;
    const launch = launchOf();
    const session = await started(launch, memoryStorage().storage);
    session.complete({ extensions: {} });
    session.complete({ extensions: {} });
    await vi.waitFor(() => expect(completedSent()).toHaveLength(1));
    await vi.waitFor(() =>
      expect(lrs.states.get(stateKey(COMPLETED_STATE_ID, launch.registration, launch.activityId))).toEqual({ completed: true }),
    );
    // The note outlives a page closed as the LRS took completed: its request is keepalive, with the session's token.
    const notePut = vi
      .mocked(fetch)
      .mock.calls.find(([url, init]) => String(url).includes('/activities/state') && init?.method === 'PUT');
    expect(notePut?.[1]).toMatchObject({ keepalive: true, headers: { Authorization: 'Basic dG9rZW4=' } });

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

  it('notes it only once the LRS has taken it: a session whose LRS refused every statement leaves completed to the next one', async () => {
    lrs.refusing = 503;
    lrs.stateReachable = true;
    const { storage, outbox } = memoryStorage();
    const launch = launchOf();
    const first = await started(launch, storage);
    first.complete({ extensions: {} });
    // Queued (the LRS answers 503: it waits), never taken.
    await vi.waitFor(() => expect(outbox().map(({ statement }) => verbOf(statement))).toContain('completed'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lrs.states.get(stateKey(COMPLETED_STATE_ID, launch.registration, launch.activityId))).toBeUndefined();
    await expect(
      storage.get(`cmi5_completed|${launch.registration}|${launch.activityId}`, (value) => value),
    ).resolves.toBeUndefined();

    // The first page is gone (its outbox's retries reach no LRS). The LRS is back: the relaunch (same browser, so the
    // same storage) sends completed in its own session, once.
    retireSessions();
    lrs.refusing = null;
    lrs.reachable = true;
    lrs.requests = [];
    const again = await started(launch, storage);
    again.complete({ extensions: {} });
    again.complete({ extensions: {} });
    await vi.waitFor(() => expect(completedSent()).toHaveLength(1));
    await vi.waitFor(() =>
      expect(lrs.states.get(stateKey(COMPLETED_STATE_ID, launch.registration, launch.activityId))).toEqual({ completed: true }),
    );
    // Now noted: a third launch sends none.
    lrs.requests = [];
    const third = await started(launch, storage);
    third.complete({ extensions: {} });
    third.terminate({ extensions: {} });
    await vi.waitFor(() =>
      expect(lrs.requests.some((request) => /^terminated-/.test(String((request.data as StatementJson)['id'])))).toBe(true),
    );
    expect(completedSent()).toHaveLength(0);
  });

  it('sends it for a new registration of the same learner, and when nothing says it was sent', async () => {
    lrs.reachable = true;
    const { storage } = memoryStorage();
    (await started(launchOf(), storage)).complete({ extensions: {} });
    const other = { ...launchOf(), registration: '33333333-3333-3333-3333-333333333333' };
    (await started(other, storage)).complete({ extensions: {} });
    await vi.waitFor(() => expect(completedSent()).toHaveLength(2));
  });

  it('sends it for every AU of the registration: a course’s second video completes too (this browser and the LRS noted the first)', async () => {
    lrs.reachable = true;
    lrs.stateReachable = true;
    const { storage } = memoryStorage();
    const first = launchOf();
    (await started(first, storage)).complete({ extensions: {} });
    await vi.waitFor(() => expect(completedSent()).toHaveLength(1));
    await vi.waitFor(() =>
      expect(lrs.states.get(stateKey(COMPLETED_STATE_ID, first.registration, first.activityId))).toBeDefined(),
    );

    // The course's next AU: same registration (the learner's enrollment), another activity.
    const second = { ...first, activityId: 'https://lms.example.com/au/2' };
    (await started(second, storage)).complete({ extensions: {} });
    await vi.waitFor(() => expect(completedSent()).toHaveLength(2));
  });

  it('starts without waiting on the state; a slow answer that it was sent holds completed back', async () => {
    lrs.reachable = true;
    lrs.stateReachable = true;
    const launch = launchOf();
    lrs.states.set(stateKey(COMPLETED_STATE_ID, launch.registration, launch.activityId), { completed: true });
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
      stubFetch();
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

  it('a page closed as the LRS took completed, before it heard: the next launch’s completed has the same id, and the LRS’s 409 counts as taken', async () => {
    lrs.reachable = true;
    lrs.stateReachable = true;
    const launch = launchOf();
    const progress = (share: number) => ({ extensions: { 'https://w3id.org/xapi/video/extensions/progress': share } });
    // The LRS keeps completed, and its answer is lost with the page: no note anywhere.
    lrs.answerLost = (statements) => statements.some((statement) => verbOf(statement) === 'completed');
    (await started(launch, memoryStorage().storage)).complete(progress(0.9));
    await vi.waitFor(() => expect(lrs.held.get(completedStatementId(launch))).toBeDefined());
    retireSessions();
    lrs.answerLost = null;
    expect(lrs.states.get(stateKey(COMPLETED_STATE_ID, launch.registration, launch.activityId))).toBeUndefined();

    // Another device: nothing says completed went, so it goes again, under the registration's id.
    const report = vi.fn();
    const again = await started(launch, memoryStorage().storage, report);
    again.complete(progress(0.95));
    await vi.waitFor(() =>
      expect(lrs.states.get(stateKey(COMPLETED_STATE_ID, launch.registration, launch.activityId))).toEqual({ completed: true }),
    );
    expect(new Set(completedSent().map((request) => (request.data as StatementJson)['id']))).toEqual(
      new Set([completedStatementId(launch)]),
    );
    expect(report).toHaveBeenCalledWith(
      'cmi5: the LRS holds a statement under this id already (409); not sent again, the next ones go',
    );
    // The LRS holds one completed: the first.
    const held = [...lrs.held.values()].filter((statement) => verbOf(statement) === 'completed');
    expect(held).toHaveLength(1);
    expect(held[0]?.['result']).toMatchObject(progress(0.9));
  });

  it('a completed the LRS holds already, refused as the page goes, does not take terminated down with it', async () => {
    const fetchMock = stubFetch();
    const launch = launchOf();
    lrs.held.set(completedStatementId(launch), {
      id: completedStatementId(launch),
      verb: { id: 'http://adlnet.gov/expapi/verbs/completed' },
    });
    lrs.reachable = true;
    const { storage, outbox } = memoryStorage();
    const report = vi.fn();
    const session = await started(launch, storage, report);
    await vi.waitFor(() => expect(outbox()).toEqual([]));
    // From now on the outbox's requests hang: completed waits in it as the page goes.
    lrs.reachable = false;
    session.complete({ extensions: {} });
    await vi.waitFor(() => expect(outbox().map((entry) => verbOf(entry.statement))).toContain('completed'));
    session.terminate({ extensions: {} });
    session.pageGoes();

    expect(unloadRequests(fetchMock).map((request) => request.map(verbOf))).toEqual([['completed'], ['terminated']]);
    await vi.waitFor(() => expect([...lrs.held.values()].map(verbOf)).toContain('terminated'));
    expect([...lrs.held.values()].filter((statement) => verbOf(statement) === 'completed')).toHaveLength(1);
    // Its 409 counts as taken (the page stayed to hear it): noted, and not reported as refused.
    await vi.waitFor(() =>
      expect(storage.get(`cmi5_completed|${launch.registration}|${launch.activityId}`, (value) => value)).resolves.toBeDefined(),
    );
    expect(report).not.toHaveBeenCalledWith(expect.stringContaining('refused'));
  });
});

/** The id of launchOf()'s completed: Python's uuid.uuid5(uuid.NAMESPACE_URL, name) gives the same. */
const GOLDEN = '40811353-2703-5c18-856f-621422d54f62';

describe('completedStatementId', () => {
  it('is a name-based UUID of the registration, the AU and the learner, the same in every release (an LRS compares it across them)', () => {
    const launch = launchOf();
    expect(completedStatementId(launch)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(completedStatementId(launch)).toBe(GOLDEN);
    expect(completedStatementId({ ...launch, activityId: 'https://lms.example.com/au/2' })).not.toBe(GOLDEN);
    expect(completedStatementId({ ...launch, registration: '33333333-3333-3333-3333-333333333333' })).not.toBe(GOLDEN);
    // A registration an LMS reuses for another learner: that learner's completed is their own.
    const bia = { objectType: 'Agent', account: { homePage: 'https://lms.example.com', name: 'bia' } };
    expect(completedStatementId({ ...launch, actor: bia })).not.toBe(GOLDEN);
    // The registration is a UUID: its case does not matter.
    const lower = 'abcdef01-2345-4789-8abc-def012345678';
    expect(completedStatementId({ ...launch, registration: lower.toUpperCase() })).toBe(
      completedStatementId({ ...launch, registration: lower }),
    );
  });
});
