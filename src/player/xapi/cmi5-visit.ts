/**
 * The visit's cmi5 session: one per launch (per document), started by the first player's statements and used
 * by every later one (a retry after a playback error, another video in the frame), since the fetch URL gives
 * its token once. A player that goes ends its own statements only (the host hears its terminated); cmi5's
 * terminated goes when the visit ends, as the page goes, with the last player's result (cmi5: it is the
 * session's last statement). A page that comes back from the back-forward cache after that has no session:
 * the LMS takes nothing after terminated and the fetch URL gives no second token, so the visit is over for
 * cmi5 (the host still hears the statements), and the learner and playerlogerror are told. A launch whose
 * launch data has a returnURL offers the learner the way back to the course (the store's lessonReturnUrl):
 * exiting ends the visit as the page's going would, but the outbox sends terminated after the others, in order,
 * and the exit waits a while for the LRS to take it all (the request that outlives the page goes only as the
 * page goes, or when that wait runs out).
 */
import type { Statement } from '@xapi/xapi';
import type { Cmi5Session } from '@/services/cmi5-session';
import { NO_LEARNER_PREFERENCES, type LearnerPreferences } from '@/services/learner-preferences';
import { emitAppEvent } from '@/services/app-events';
import { onConnectivityChange } from '@/services/connectivity';
import { runtime } from '@/services/runtime';
import { loadChunk } from '@/services/chunk-loader';
import { useAppStore } from '@/store/app-store';

export interface Cmi5Visit {
  /** The session once started; null outside a cmi5 launch, or when it could not start (reported). */
  session: Promise<Cmi5Session | null>;
  /** A player's statements, live: `end` ends them (their terminated) as the visit ends. Returns the unfollow. */
  follow(end: () => void): () => void;
  /** A player's Video Profile terminated: its result and context go with cmi5's terminated, as the visit ends. */
  ended(statement: Statement): void;
  /** Whether the visit has ended (the page went): its session, if any, has terminated and takes nothing more. */
  over(): boolean;
  /**
   * The learner exits the lesson: the visit ends as when the page goes (the players' terminated, then cmi5's,
   * last), its statements sent in order. Resolves once the LRS has every statement, or after `ms` with how many
   * it has not taken yet.
   */
  exit(ms: number): Promise<number>;
  /** The learner's cmi5 preferences once read (none outside a cmi5 launch, or when they could not be read). */
  learnerPreferences: Promise<LearnerPreferences>;
}

/** What the learner reads when the session is over and the lesson plays on (pt; en and es by its text key). */
export const CMI5_SESSION_OVER =
  'Esta aula foi recarregada ou reaberta pelo histórico do navegador: o que você assistir agora não será registrado no curso. Para registrar, abra a aula de novo pelo curso.';

const tellSessionOver = (): void =>
  emitAppEvent('Toast', { Mensagem: CMI5_SESSION_OVER, Severidade: 1, Posicao: 'top', textKey: 'cmi5_session_over' });

/** The session, when the LMS launched the widget as an AU, else null (and null when it cannot start). */
async function startSession(): Promise<Cmi5Session | null> {
  const { launch, storage, errors } = runtime();
  if (launch.cmi5Refused) errors.report(`cmi5: launch parameters not taken (${launch.cmi5Refused}); plain visit`);
  if (!launch.cmi5) return null;
  try {
    // With the deadline of all code: the launch's own deadline is inside this chunk.
    const { startCmi5 } = await loadChunk(() => import('@/services/cmi5-session'));
    return await startCmi5(launch.cmi5, storage, (message) => errors.report(message));
  } catch (error) {
    errors.report(`cmi5: ${error instanceof Error ? error.message : String(error)}`);
    // The fetch URL gave its one token already: to this page before a reload (which sent terminated as it went) or
    // to another page of the launch. Nothing can be recorded now; the learner hears it, as after the cache.
    if (error instanceof Error && error.name === 'Cmi5FetchError' && (error as { code?: unknown }).code === '1')
      tellSessionOver();
    return null;
  }
}

const visits = new WeakMap<EventTarget, Cmi5Visit>();

/** This document's visit (`target` is its window), started on the first call. */
export function cmi5Visit(target: Window = window): Cmi5Visit {
  const known = visits.get(target);
  if (known) return known;
  const visit = startVisit(target);
  visits.set(target, visit);
  return visit;
}

function startVisit(target: Window): Cmi5Visit {
  const session = startSession();
  let started: Cmi5Session | null = null;
  let gone = false;
  let last: Statement | null = null;
  const live = new Set<() => void>();
  const terminate = (cmi5: Cmi5Session | null): void => cmi5?.terminate(last?.result ?? {}, last?.context);
  // Back from the back-forward cache after the page went: the session is over (told once it is known to exist).
  let restored = false;
  const tellOver = (): void => {
    runtime().errors.report(
      'cmi5: the page came back from the back-forward cache after its session terminated; the LMS hears nothing more from this visit',
    );
    tellSessionOver();
  };
  /** The page went (pagehide): the last statements leave in the request that outlives it. */
  let pageWent = false;
  void session.then((cmi5) => {
    started = cmi5;
    if (cmi5?.returnUrl) useAppStore.getState().offerLessonExit(cmi5.returnUrl);
    if (cmi5) onConnectivityChange((online) => online && cmi5.retryNow());
    // The page went before the session was in (its code is a dynamic import): it ends at once.
    if (gone) terminate(cmi5);
    if (pageWent) cmi5?.pageGoes();
    if (cmi5 && restored) tellOver();
  });
  const end = (): void => {
    if (gone) return;
    gone = true;
    // The live players' terminated first (the host hears it; cmi5's carries its result).
    for (const endPlayer of [...live]) endPlayer();
    terminate(started);
  };
  // Also after an exit still waiting for the LRS (the learner closed the tab): what waits goes now.
  target.addEventListener('pagehide', () => {
    end();
    pageWent = true;
    started?.pageGoes();
  });
  target.addEventListener('pageshow', (event) => {
    if (!gone || !(event as PageTransitionEvent).persisted) return;
    restored = true;
    if (started) tellOver();
  });
  return {
    session,
    follow: (end) => {
      live.add(end);
      return () => live.delete(end);
    },
    ended: (statement) => (last = statement),
    over: () => gone,
    learnerPreferences: session.then((cmi5) => cmi5?.learnerPreferences ?? NO_LEARNER_PREFERENCES),
    exit: async (ms) => {
      const cmi5 = await session;
      // The page stays while the LRS takes the statements: terminated is queued behind them, not sent ahead.
      end();
      return cmi5 ? cmi5.settle(ms) : 0;
    },
  };
}
