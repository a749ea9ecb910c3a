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

describe('startStatements under a cmi5 launch', () => {
  it('ends the cmi5 session (terminated last) when the page goes before the statements’ code is in', async () => {
    setRuntime({
      launch: { cmi5: { endpoint: 'https://lms.example/xapi/', actor: {} } },
      storage: {},
      errors: { report: vi.fn() },
    } as unknown as Parameters<typeof setRuntime>[0]);
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
});
