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
  retryNow: vi.fn(),
} satisfies Partial<Cmi5Session>;
vi.mock('@/services/cmi5-session', () => ({ startCmi5: () => Promise.resolve(session) }));
const stream = vi.hoisted(() => ({
  onStatement: () => () => undefined,
  terminate: () => undefined,
  completedResult: () => ({ completion: true, extensions: { 'https://w3id.org/xapi/video/extensions/progress': 1 } }),
}));
vi.mock('./follow-statements', () => ({ followStatements: () => stream }));

function cmi5Launch(): void {
  setRuntime({
    launch: { cmi5: { endpoint: 'https://lms.example/xapi/', actor: {} } },
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
    expect(session.allowed).not.toHaveBeenCalled();
  });

  it('completes a registration whose learner had already watched the lesson (the saved ranges complete it)', async () => {
    cmi5Launch();
    session.complete.mockClear();
    const watched = { completedBefore: () => true } as unknown as WatchedProgress;
    startStatements(playing(), watched, {} as StatementRelay, {} as never, new EventTarget() as Window);
    await vi.waitFor(() => expect(session.complete).toHaveBeenCalledWith(stream.completedResult()));
  });

  it('leaves completed to this visit’s crossing when the saved ranges do not complete the lesson', async () => {
    cmi5Launch();
    session.complete.mockClear();
    session.retryNow.mockClear();
    let asked = false;
    const watched = {
      completedBefore: () => {
        asked = true;
        return false;
      },
    } as unknown as WatchedProgress;
    startStatements(playing(), watched, {} as StatementRelay, {} as never, new EventTarget() as Window);
    await vi.waitFor(() => expect(asked).toBe(true));
    expect(session.complete).not.toHaveBeenCalled();
  });
});
