// One cmi5 session per launch: every player of the visit (a retry after a playback error, another video)
// uses the one the first started, and cmi5's terminated goes once, as the page goes, never as a player goes.
import type { Statement } from '@xapi/xapi';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { translations } from '@/testing/translations';
import { onAppEvent, type ToastEvent } from '@/services/app-events';
import type { Cmi5Session } from '@/services/cmi5-session';
import { setRuntime } from '@/services/runtime';
import type { VideoJsPlayer } from '@/player/video-js-player';
import type { WatchedProgress } from '../progress/watched-progress';
import { useAppStore } from '@/store/app-store';
import { CMI5_SESSION_OVER, cmi5Visit } from './cmi5-visit';
import { startStatements } from './start-statements';
import { createStatementRelay } from './statement-relay';

const session = vi.hoisted(() => ({
  sessionId: 'session-1',
  context: {},
  allowed: vi.fn(),
  complete: vi.fn(),
  terminate: vi.fn(),
  pageGoes: vi.fn(),
  retryNow: vi.fn(),
  returnUrl: null as string | null,
  settle: vi.fn(async () => 0),
}));
const startCmi5 = vi.hoisted(() => vi.fn(async () => session as unknown as Cmi5Session));
vi.mock('@/services/cmi5-session', () => ({ startCmi5 }));
/** Each player's statements: its terminated (with the player's number as its time) once, when they end. */
const followStatements = vi.hoisted(() =>
  vi.fn(() => {
    const listeners = new Set<(statement: Statement) => void>();
    const n = followStatements.mock.calls.length;
    let ended = false;
    return {
      onStatement: (listener: (statement: Statement) => void) => (listeners.add(listener), () => listeners.delete(listener)),
      terminate: () => {
        if (ended) return;
        ended = true;
        const statement = {
          verb: { id: 'http://adlnet.gov/expapi/verbs/terminated' },
          result: { extensions: { 'https://w3id.org/xapi/video/extensions/time': n } },
          context: { extensions: { 'https://w3id.org/xapi/video/extensions/length': 30 } },
        } as unknown as Statement;
        for (const listener of listeners) listener(statement);
      },
      completedStatement: () => ({}),
      dispose: () => undefined,
    };
  }),
);
vi.mock('./follow-statements', () => ({ followStatements }));

const cmi5Launch = (): void =>
  setRuntime({
    launch: { cmi5: { endpoint: 'https://lms.example/xapi/', actor: {}, activityId: 'https://lms.example/au/senhas' } },
    storage: {},
    errors: { report: vi.fn() },
  } as unknown as Parameters<typeof setRuntime>[0]);
cmi5Launch();

const playing = (): VideoJsPlayer =>
  ({ one: (_event: string, run: () => void) => run(), isDisposed: () => false }) as unknown as VideoJsPlayer;
const watched = { onCompletedBefore: () => () => undefined } as unknown as WatchedProgress;
const subject = { object: { objectType: 'Activity', id: 'https://api.example/videos/senhas' } } as never;

describe('the visit’s cmi5 session', () => {
  // Each test counts its own players (the stub numbers each player's terminated by its call).
  beforeEach(() => {
    followStatements.mockClear();
    startCmi5.mockClear();
    session.terminate.mockClear();
    session.pageGoes.mockClear();
    session.allowed.mockClear();
  });

  it('is started once for every player of the visit, and terminates as the page goes, not as a player goes', async () => {
    const page = new EventTarget() as Window;
    const relay = createStatementRelay();
    const heard: Statement[] = [];
    relay.onStatement((statement) => heard.push(statement));

    const first = startStatements(playing(), watched, relay, subject, page);
    await vi.waitFor(() => expect(followStatements).toHaveBeenCalledTimes(1));
    // A playback error: the player goes, 'Tentar novamente' mounts another.
    first();
    expect(heard.map((statement) => statement.verb.id)).toEqual(['http://adlnet.gov/expapi/verbs/terminated']);
    expect(session.terminate).not.toHaveBeenCalled();
    startStatements(playing(), watched, relay, subject, page);
    await vi.waitFor(() => expect(followStatements).toHaveBeenCalledTimes(2));
    // The one-time fetch URL is posted once.
    expect(startCmi5).toHaveBeenCalledTimes(1);
    expect(session.terminate).not.toHaveBeenCalled();

    page.dispatchEvent(new Event('pagehide'));
    expect(session.terminate).toHaveBeenCalledTimes(1);
    // Then at once the request that outlives the page.
    expect(session.pageGoes).toHaveBeenCalledTimes(1);
    expect(session.terminate.mock.invocationCallOrder[0]).toBeLessThan(session.pageGoes.mock.invocationCallOrder[0] ?? 0);
    // With the live player's result: its terminated went to the host too.
    expect(session.terminate).toHaveBeenCalledWith(
      { extensions: { 'https://w3id.org/xapi/video/extensions/time': 2 } },
      { extensions: { 'https://w3id.org/xapi/video/extensions/length': 30 } },
    );
    expect(heard).toHaveLength(2);
  });

  it('terminates with the last player’s result when the page goes while none plays (the failure panel)', async () => {
    const page = new EventTarget() as Window;
    const stop = startStatements(playing(), watched, createStatementRelay(), subject, page);
    await vi.waitFor(() => expect(followStatements).toHaveBeenCalledTimes(1));
    stop();
    expect(session.terminate).not.toHaveBeenCalled();
    page.dispatchEvent(new Event('pagehide'));
    expect(session.terminate).toHaveBeenCalledWith(
      { extensions: { 'https://w3id.org/xapi/video/extensions/time': 1 } },
      { extensions: { 'https://w3id.org/xapi/video/extensions/length': 30 } },
    );
  });

  it('after the page comes back from the back-forward cache, the host hears a new session and the LMS nothing more; the learner is told', async () => {
    const page = new EventTarget() as Window;
    const relay = createStatementRelay();
    const heard: Statement[] = [];
    relay.onStatement((statement) => heard.push(statement));
    const toasts: ToastEvent[] = [];
    const offToasts = onAppEvent('Toast', (toast) => toasts.push(toast));
    const { report } = (await import('@/services/runtime')).runtime().errors as unknown as { report: ReturnType<typeof vi.fn> };
    report.mockClear();
    try {
      startStatements(playing(), watched, relay, subject, page);
      await vi.waitFor(() => expect(followStatements).toHaveBeenCalledTimes(1));
      // A page shown for the first time is no restore.
      page.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
      page.dispatchEvent(new Event('pagehide'));
      expect(session.terminate).toHaveBeenCalledTimes(1);
      expect(toasts).toEqual([]);

      page.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
      // The host's statements start again, as a session of their own (not cmi5's initialized id).
      await vi.waitFor(() => expect(followStatements).toHaveBeenCalledTimes(2));
      const restored = followStatements.mock.calls[1] as unknown as [
        unknown,
        unknown,
        { sessionId: string; sessionIdTaken?: boolean; context?: unknown; object: { id: string } },
      ];
      expect(restored[2].sessionIdTaken).toBe(false);
      expect(restored[2].sessionId).not.toBe(session.sessionId);
      // The learner and the AU stay; the context of the session the LMS closed does not.
      expect(restored[2].object.id).toBe('https://lms.example/au/senhas');
      expect(restored[2].context).toBeUndefined();
      expect(report).toHaveBeenCalledWith(expect.stringContaining('back-forward cache'));
      expect(toasts).toEqual([expect.objectContaining({ textKey: 'cmi5_session_over', Severidade: 1 })]);

      // The host was told the first terminated again (its page went into the cache too); the page goes again:
      // it hears the new session's terminated, and the LMS, which took its terminated already, nothing.
      page.dispatchEvent(new Event('pagehide'));
      expect(heard.map((statement) => statement.result?.extensions?.['https://w3id.org/xapi/video/extensions/time'])).toEqual([
        1, 1, 2,
      ]);
      expect(heard[1]).toBe(heard[0]);
      expect(session.terminate).toHaveBeenCalledTimes(1);
      expect(session.allowed).not.toHaveBeenCalled();
    } finally {
      offToasts();
    }
  });

  it('tells the learner too when the page went before the session was in, and came back', async () => {
    let release: (value: Cmi5Session) => void = () => undefined;
    startCmi5.mockImplementationOnce(() => new Promise<Cmi5Session>((resolve) => (release = resolve)));
    const toasts: ToastEvent[] = [];
    const offToasts = onAppEvent('Toast', (toast) => toasts.push(toast));
    try {
      const page = new EventTarget() as Window;
      const visit = cmi5Visit(page);
      await vi.waitFor(() => expect(startCmi5).toHaveBeenCalledTimes(1));
      page.dispatchEvent(new Event('pagehide'));
      page.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
      expect(toasts).toEqual([]);
      release(session as unknown as Cmi5Session);
      await visit.session;
      await Promise.resolve();
      // It went in and was terminated at once; the learner hears why nothing more is recorded.
      expect(session.terminate).toHaveBeenCalledTimes(1);
      expect(toasts).toEqual([expect.objectContaining({ textKey: 'cmi5_session_over' })]);
    } finally {
      offToasts();
    }
  });

  it('offers the way back to the course once the session is in, when its launch data gave a returnURL', async () => {
    session.returnUrl = 'https://lms.example/course/7';
    try {
      await cmi5Visit(new EventTarget() as Window).session;
      await vi.waitFor(() => expect(useAppStore.getState().lessonReturnUrl).toBe('https://lms.example/course/7'));
    } finally {
      session.returnUrl = null;
      useAppStore.getState().offerLessonExit(null);
    }
  });

  it('exiting ends the visit as the page’s going does (the players’ terminated, then cmi5’s) and waits for the LRS', async () => {
    const page = new EventTarget() as Window;
    const relay = createStatementRelay();
    const heard: Statement[] = [];
    relay.onStatement((statement) => heard.push(statement));
    startStatements(playing(), watched, relay, subject, page);
    await vi.waitFor(() => expect(followStatements).toHaveBeenCalledTimes(1));
    session.settle.mockResolvedValueOnce(2);

    await expect(cmi5Visit(page).exit(5_000)).resolves.toBe(2);
    expect(heard.map((statement) => statement.verb.id)).toEqual(['http://adlnet.gov/expapi/verbs/terminated']);
    expect(session.terminate).toHaveBeenCalledTimes(1);
    expect(session.settle).toHaveBeenCalledWith(5_000);
    expect(session.terminate.mock.invocationCallOrder[0]).toBeLessThan(session.settle.mock.invocationCallOrder.at(-1) ?? 0);
    // The page is still there: terminated waits its turn in the outbox, no request races it.
    expect(session.pageGoes).not.toHaveBeenCalled();
    expect(cmi5Visit(page).over()).toBe(true);
    // The page then goes: no second terminated; what still waits (the session knows) leaves with the page.
    page.dispatchEvent(new Event('pagehide'));
    expect(session.terminate).toHaveBeenCalledTimes(1);
    expect(session.pageGoes).toHaveBeenCalledTimes(1);
  });

  it('exiting after the page went and came back (the back-forward cache) sends nothing: the session is over', async () => {
    const page = new EventTarget() as Window;
    const visit = cmi5Visit(page);
    await visit.session;
    page.dispatchEvent(new Event('pagehide'));
    page.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(session.terminate).toHaveBeenCalledTimes(1);
    await expect(visit.exit(5_000)).resolves.toBe(0);
    expect(session.terminate).toHaveBeenCalledTimes(1);
  });

  it('tells the learner nothing is recorded when the fetch URL gave its one token already (a reload); other failures only report', async () => {
    const toasts: ToastEvent[] = [];
    const offToasts = onAppEvent('Toast', (toast) => toasts.push(toast));
    try {
      const refusal = (code: string) =>
        Object.assign(new Error(`fetch URL answered error-code ${code}`), { name: 'Cmi5FetchError', code });
      startCmi5.mockRejectedValueOnce(refusal('3'));
      await expect(cmi5Visit(new EventTarget() as Window).session).resolves.toBeNull();
      startCmi5.mockRejectedValueOnce(new Error('launch not done after 10 s'));
      await expect(cmi5Visit(new EventTarget() as Window).session).resolves.toBeNull();
      expect(toasts).toEqual([]);

      startCmi5.mockRejectedValueOnce(refusal('1'));
      await expect(cmi5Visit(new EventTarget() as Window).session).resolves.toBeNull();
      expect(toasts).toEqual([expect.objectContaining({ textKey: 'cmi5_session_over', Severidade: 1 })]);
    } finally {
      offToasts();
    }
  });

  it("words the learner's notice as pt.json does (the toast shows the viewer's language by its key)", () => {
    const pt = translations('pt');
    expect(pt['cmi5_session_over']).toBe(CMI5_SESSION_OVER);
  });

  it('reports a launch whose cmi5 parameters were not taken (a plain visit, not a silent one)', async () => {
    const report = vi.fn();
    setRuntime({
      launch: { cmi5: null, cmi5Refused: 'missing or malformed: actor (an Agent with an account, cmi5 §9.2)' },
      errors: { report },
    } as unknown as Parameters<typeof setRuntime>[0]);
    const starts = startCmi5.mock.calls.length;
    try {
      expect(await cmi5Visit(new EventTarget() as Window).session).toBeNull();
      expect(report).toHaveBeenCalledWith(
        expect.stringContaining('cmi5: launch parameters not taken (missing or malformed: actor'),
      );
      expect(startCmi5).toHaveBeenCalledTimes(starts);
    } finally {
      cmi5Launch();
    }
  });
});
