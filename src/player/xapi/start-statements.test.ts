import { describe, expect, it, vi } from 'vitest';
import type { Cmi5Session } from '@/services/cmi5-session';
import { setRuntime } from '@/services/runtime';
import type { VideoJsPlayer } from '@/player/video-js-player';
import type { WatchedProgress } from '../progress/watched-progress';
import type { StatementRelay } from './statement-relay';
import { startStatements } from './start-statements';

const session = {
  sessionId: 'session-1',
  context: {},
  allowed: vi.fn(),
  complete: vi.fn(),
  terminate: vi.fn(),
  pageGoes: vi.fn(),
  retryNow: vi.fn(),
} satisfies Partial<Cmi5Session>;
vi.mock('@/services/cmi5-session', () => ({ startCmi5: () => Promise.resolve(session) }));
const completed = {
  verb: { id: 'http://adlnet.gov/expapi/verbs/completed' },
  result: { completion: true, extensions: { 'https://w3id.org/xapi/video/extensions/progress': 1 } },
  context: { extensions: { 'https://w3id.org/xapi/video/extensions/length': 30 } },
};
const stream = vi.hoisted(() => ({
  onStatement: (_listener: (statement: unknown) => void) => () => undefined,
  terminate: () => undefined,
  completedStatement: () => completed,
  dispose: () => undefined,
}));
const followStatements = vi.hoisted(() => vi.fn((..._args: unknown[]) => stream));
vi.mock('./follow-statements', () => ({ followStatements }));

function cmi5Launch(): void {
  setRuntime({
    launch: { cmi5: { endpoint: 'https://lms.example/xapi/', actor: {}, activityId: 'https://lms.example/au/senhas' } },
    storage: {},
    errors: { report: vi.fn() },
  } as unknown as Parameters<typeof setRuntime>[0]);
}
/** A player whose first frame is in: the statements start at once. */
const playing = (): VideoJsPlayer =>
  ({ one: (_event: string, run: () => void) => run(), isDisposed: () => false }) as unknown as VideoJsPlayer;

describe('startStatements under a cmi5 launch', () => {
  it('ends the cmi5 session (terminated last) when the page goes before the statements’ code is in', async () => {
    cmi5Launch();
    // A player whose first frame has not come: the statements' code is never asked for.
    const player = { one: vi.fn(), isDisposed: () => false } as unknown as VideoJsPlayer;
    const page = new EventTarget();
    startStatements(player, {} as WatchedProgress, {} as StatementRelay, {} as never, page as Window);
    // The page goes (again, until the session has started: its code is a dynamic import).
    await vi.waitFor(() => {
      page.dispatchEvent(new Event('pagehide'));
      expect(session.terminate).toHaveBeenCalled();
    });
    // Its last statements leave in the request that outlives the page.
    expect(session.pageGoes).toHaveBeenCalled();
    expect(session.allowed).not.toHaveBeenCalled();
  });

  it('completes a registration whose learner had already watched the lesson (the saved ranges complete it)', async () => {
    cmi5Launch();
    session.complete.mockClear();
    const watched = { onCompletedBefore: (listener: () => void) => (listener(), () => undefined) } as unknown as WatchedProgress;
    startStatements(playing(), watched, {} as StatementRelay, {} as never, new EventTarget() as Window);
    // With the Video Profile's context: its category and extensions join cmi5's completed.
    await vi.waitFor(() => expect(session.complete).toHaveBeenCalledWith(completed.result, completed.context));
  });

  it('completes the registration when a saved view that came late shows the lesson watched, and not after the player went', async () => {
    cmi5Launch();
    session.complete.mockClear();
    const listeners = new Set<() => void>();
    const watched = {
      onCompletedBefore: (listener: () => void) => (listeners.add(listener), () => listeners.delete(listener)),
    } as unknown as WatchedProgress;
    const stop = startStatements(playing(), watched, {} as StatementRelay, {} as never, new EventTarget() as Window);
    await vi.waitFor(() => expect(listeners.size).toBe(1));
    expect(session.complete).not.toHaveBeenCalled();
    // The saved view comes after the first frame, and its ranges alone complete the lesson.
    for (const listener of listeners) listener();
    expect(session.complete).toHaveBeenCalledWith(completed.result, completed.context);
    stop();
    expect(listeners.size).toBe(0);
  });

  it("makes the AU the video's activity, and cmi5's initialized id the profile's session-id", async () => {
    const subject = {
      object: { objectType: 'Activity', id: 'https://api.example/videos/senhas', definition: { type: 'video' } },
      sessionId: '11111111-2222-4333-8444-555555555555',
    } as never;
    const watched = { onCompletedBefore: () => () => undefined } as unknown as WatchedProgress;
    cmi5Launch();
    followStatements.mockClear();
    startStatements(playing(), watched, {} as StatementRelay, subject, new EventTarget() as Window);
    await vi.waitFor(() => expect(followStatements).toHaveBeenCalled());
    expect(followStatements.mock.calls[0]?.[2]).toMatchObject({
      object: { id: 'https://lms.example/au/senhas', definition: { type: 'video' } },
      sessionId: session.sessionId,
      sessionIdTaken: true,
    });
  });

  it('leaves completed to this visit’s crossing when the saved ranges do not complete the lesson', async () => {
    cmi5Launch();
    session.complete.mockClear();
    session.retryNow.mockClear();
    let asked = false;
    const watched = {
      onCompletedBefore: () => {
        asked = true;
        return () => undefined;
      },
    } as unknown as WatchedProgress;
    startStatements(playing(), watched, {} as StatementRelay, {} as never, new EventTarget() as Window);
    await vi.waitFor(() => expect(asked).toBe(true));
    expect(session.complete).not.toHaveBeenCalled();
  });
});

describe('startStatements on a plain visit', () => {
  it('starts the host’s statements again, as a new session, when the page comes back from the back-forward cache', async () => {
    setRuntime({ launch: { cmi5: null }, errors: { report: vi.fn() } } as unknown as Parameters<typeof setRuntime>[0]);
    const terminate = vi.fn();
    const dispose = vi.fn();
    let tell: (statement: unknown) => void = () => undefined;
    followStatements.mockClear();
    followStatements.mockImplementation(() => ({
      ...stream,
      onStatement: (listener: (statement: unknown) => void) => ((tell = listener), () => undefined),
      terminate,
      dispose,
    }));
    try {
      const page = new EventTarget() as Window;
      const watched = { completedBefore: () => false } as unknown as WatchedProgress;
      const relay = { publish: vi.fn() } as unknown as StatementRelay;
      const stop = startStatements(playing(), watched, relay, { sessionId: 'first' } as never, page);
      await vi.waitFor(() => expect(followStatements).toHaveBeenCalledTimes(1));
      expect(followStatements.mock.calls[0]?.[2]).toMatchObject({ sessionId: 'first' });
      // The first session told completed.
      tell({ verb: { id: 'http://adlnet.gov/expapi/verbs/completed' } });

      page.dispatchEvent(new Event('pagehide'));
      expect(terminate).toHaveBeenCalledTimes(1);
      page.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
      await vi.waitFor(() => expect(followStatements).toHaveBeenCalledTimes(2));
      // The old stream lets go of the player; the new one is a session of its own that does not tell completed again.
      expect(dispose).toHaveBeenCalledTimes(1);
      const [, , restored, options] = followStatements.mock.calls[1] as [unknown, unknown, { sessionId: string }, unknown];
      expect(restored.sessionId).toMatch(/^[0-9a-f-]{36}$/);
      expect(options).toEqual({ completionTold: true });

      // A player that has gone starts nothing again.
      stop();
      page.dispatchEvent(new Event('pagehide'));
      page.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(followStatements).toHaveBeenCalledTimes(2);
    } finally {
      followStatements.mockImplementation(() => stream);
    }
  });
});
