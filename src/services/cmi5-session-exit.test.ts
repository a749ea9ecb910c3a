// The cmi5 session's exit to the course, an LRS that never answers, and the learner's preferences.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEARNER_PREFERENCES_TIMEOUT_MS } from './cmi5-session';
import { launchOf, lms, lrs, memoryStorage, played, resetLrs, started, stubFetch, unloadRequest, verbOf } from './cmi5-test-lrs';
import type { StatementJson } from './statement-outbox';
import { STATEMENT_TIMEOUT_MS, UNLOAD_BODY_LIMIT } from './lrs-statements';
import { OUTBOX_BACKOFF } from './view-outbox';

vi.mock('@xapi/cmi5', async () => (await import('./cmi5-test-lrs')).fakeCmi5Module());

afterEach(resetLrs);

describe('cmi5 session, the learner exiting to the course', () => {
  it('offers the launch data’s returnURL, and none (reported) when it is not an http(s) URL', async () => {
    lms.launchDataMore = { returnURL: 'https://lms.example.com/course/7' };
    expect((await started(launchOf(), memoryStorage().storage)).returnUrl).toBe('https://lms.example.com/course/7');
    resetLrs();
    lms.launchDataMore = { returnURL: 'javascript:alert(1)' };
    const report = vi.fn();
    expect((await started(launchOf(), memoryStorage().storage, report)).returnUrl).toBeNull();
    expect(report).toHaveBeenCalledWith(expect.stringContaining('returnURL is not an absolute http(s) URL'));
    expect(JSON.stringify(report.mock.calls)).not.toContain('alert');
  });

  it('settles once the LRS has taken terminated and everything before it', async () => {
    // The request sent with terminated fails: the outbox's own sending gets them there.
    stubFetch(503);
    lrs.reachable = true;
    const { storage, outbox } = memoryStorage();
    const session = await started(launchOf(), storage);
    session.allowed(played(1));
    session.terminate({ extensions: {} });
    await expect(session.settle(10_000)).resolves.toBe(0);
    expect(lrs.requests.map((request) => verbOf(request.data as StatementJson))).toEqual(['initialized', 'played', 'terminated']);
    expect(outbox()).toEqual([]);
  });

  it('gives up waiting at its deadline with how many statements the LRS has not taken: they go as when the page goes, and stay in the outbox', async () => {
    const fetchMock = stubFetch(503);
    const { storage, outbox } = memoryStorage();
    const session = await started(launchOf(), storage);
    session.allowed(played(1));
    session.terminate({ extensions: {} });
    await expect(session.settle(50)).resolves.toBe(3);
    expect(unloadRequest(fetchMock).statements.map(verbOf)).toEqual(['initialized', 'played', 'terminated']);
    expect(outbox().map((entry) => verbOf(entry.statement))).toEqual(['initialized', 'played', 'terminated']);
    // The page then goes: that request went already.
    session.pageGoes();
    expect(unloadRequest(fetchMock).statements).toHaveLength(3);
  });

  it('sends its outbox in order, terminated last, even when it is over the size of the request that outlives the page', async () => {
    const fetchMock = stubFetch();
    const { storage, outbox } = memoryStorage();
    lrs.refusing = 503;
    const session = await started(launchOf(), storage);
    for (let n = 0; n < 150; n++) session.allowed(played(n));
    await vi.waitFor(() => expect(outbox()).toHaveLength(151));
    const waiting = JSON.stringify(outbox().map((entry) => entry.statement));
    expect(new TextEncoder().encode(waiting).length).toBeGreaterThan(UNLOAD_BODY_LIMIT);
    // The LRS is back as the learner exits.
    lrs.refusing = null;
    lrs.reachable = true;
    lrs.requests = [];
    session.terminate({ extensions: {} });
    await expect(session.settle(10_000)).resolves.toBe(0);

    const taken = lrs.requests.map((request) => request.data as StatementJson);
    expect(taken.map(verbOf)).toEqual(['initialized', ...Array<string>(150).fill('played'), 'terminated']);
    expect(taken.slice(1, -1).map((statement) => statement['id'])).toEqual(Array.from({ length: 150 }, (_, n) => `played-${n}`));
    expect(fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.keepalive)).toEqual([]);
    // The page goes after it all: nothing is left to send.
    session.pageGoes();
    expect(fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.keepalive)).toEqual([]);
  });
});

describe('cmi5 session, an LRS that never answers', () => {
  it('aborts a statement’s request at its deadline and sends it again, so one unanswered request never holds the others', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    // The back-off's jitter held at half its span, so the retry comes after the LRS is back (a retry at once would
    // hang too, and carry played with it).
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.5);
    try {
      const session = await started(launchOf(), memoryStorage().storage);
      session.allowed(played(1));
      const first = fetchCalls().at(-1);
      expect(first?.signal?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(STATEMENT_TIMEOUT_MS);
      expect(first?.signal?.aborted).toBe(true);
      // Aborted, the connection is free; the outbox tries initialized again after its back-off, played with it.
      lrs.reachable = true;
      await vi.advanceTimersByTimeAsync(OUTBOX_BACKOFF.capMs);
      await vi.waitFor(() => expect(lrs.requests.map((request) => verbOf(request.data as StatementJson)).at(-1)).toBe('played'));
      expect(lrs.requests.map((request) => verbOf(request.data as StatementJson))).toEqual([
        'initialized',
        'initialized',
        'played',
      ]);
    } finally {
      random.mockRestore();
      vi.useRealTimers();
    }
  });

  it('gives the next request of an LRS that left one unanswered twice the time (30 s), so a slow LRS still takes the queue', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      await started(launchOf(), memoryStorage().storage);
      const first = fetchCalls().at(-1);
      await vi.advanceTimersByTimeAsync(STATEMENT_TIMEOUT_MS);
      expect(first?.signal?.aborted).toBe(true);
      // The retry (after the back-off) is still waiting 15 s after it went, and given up at 30 s.
      await vi.waitFor(async () => {
        await vi.advanceTimersByTimeAsync(100);
        expect(fetchCalls()).toHaveLength(2);
      });
      const second = fetchCalls()[1];
      await vi.advanceTimersByTimeAsync(STATEMENT_TIMEOUT_MS + 1_000);
      expect(second?.signal?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(STATEMENT_TIMEOUT_MS);
      expect(second?.signal?.aborted).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

/** The RequestInit of each statement the outbox posted. */
const fetchCalls = (): RequestInit[] =>
  vi
    .mocked(globalThis.fetch)
    .mock.calls.filter(([url, init]) => String(url).endsWith('/statements') && !init?.keepalive)
    .map(([, init]) => init ?? {});

describe('cmi5 session, the learner’s preferences', () => {
  it('reads them from the cmi5LearnerPreferences agent profile, keeping what the widget can honour', async () => {
    lrs.learnerPreferences = { languagePreference: 'fr-FR,en-US', audioPreference: 'off' };
    const session = await started(launchOf(), memoryStorage().storage);
    await expect(session.learnerPreferences).resolves.toEqual({ audio: 'off', languages: ['fr-FR', 'en-US'] });
  });

  it('counts values that are not what cmi5 says as none, without a report (as a 404)', async () => {
    lrs.learnerPreferences = { languagePreference: ' , 42', audioPreference: 'loud' };
    const report = vi.fn();
    const session = await started(launchOf(), memoryStorage().storage, report);
    await expect(session.learnerPreferences).resolves.toEqual({ audio: null, languages: [] });
    expect(report).not.toHaveBeenCalled();
  });

  it('has none when the LRS keeps none (404), without a report', async () => {
    const report = vi.fn();
    const session = await started(launchOf(), memoryStorage().storage, report);
    await expect(session.learnerPreferences).resolves.toEqual({ audio: null, languages: [] });
    expect(report).not.toHaveBeenCalled();
  });

  it('never holds the session back: a profile that never comes leaves the session started, and none at its deadline (reported)', async () => {
    lrs.learnerPreferences = 'hang';
    const report = vi.fn();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const session = await started(launchOf(), memoryStorage().storage, report);
      // Started, and initialized is on its way, while the profile is still unanswered.
      expect(lrs.requests.map((request) => verbOf(request.data as StatementJson))).toEqual(['initialized']);
      await vi.advanceTimersByTimeAsync(LEARNER_PREFERENCES_TIMEOUT_MS);
      await expect(session.learnerPreferences).resolves.toEqual({ audio: null, languages: [] });
      expect(report).toHaveBeenCalledWith(expect.stringContaining('learner preferences not read after 3 s'));
    } finally {
      vi.useRealTimers();
    }
  });
});
