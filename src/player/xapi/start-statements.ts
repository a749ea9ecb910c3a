/**
 * Starts the visit's xAPI statements off the first-frame path (their code loads after it) and publishes
 * them to the relay (the host hears them). Under a cmi5 launch it also starts the cmi5 session and hands
 * it the statements: the Video Profile's played, paused, seeked and interacted as allowed statements, its
 * completed and terminated as cmi5's own (cmi5's initialized went first). They end with the player, or
 * when the page goes away.
 */
import type { Statement } from '@xapi/xapi';
import type { PlayerItem } from '@/services/api-contract';
import type { Cmi5Session } from '@/services/cmi5-session';
import type { AppConfig } from '@/services/config';
import { onConnectivityChange } from '@/services/connectivity';
import { loadChunk } from '@/services/chunk-loader';
import { runtime } from '@/services/runtime';
import type { VideoJsPlayer } from '@/player/video-js-player';
import type { WatchedProgress } from '../progress/watched-progress';
import type { StatementRelay } from './statement-relay';
import type { StatementStream } from './follow-statements';
import { uuid, VERBS, VIDEO_ACTIVITY_TYPE, type StatementSubject } from './video-statement';

/** The learner and the video as xAPI names them outside a cmi5 launch: an account on the API's origin. */
export function defaultSubject(item: PlayerItem, config: AppConfig, threshold: number): Omit<StatementSubject, 'length'> {
  const homePage = new URL(config.API_URL, location.href).origin;
  return {
    actor: { objectType: 'Agent', account: { homePage, name: runtime().token.viewer() ?? 'anonymous' } },
    object: {
      objectType: 'Activity',
      id: `${homePage}/videos/${encodeURIComponent(item.id)}`,
      definition: { type: VIDEO_ACTIVITY_TYPE, name: { 'pt-BR': item.titulo } },
    },
    sessionId: uuid(),
    threshold,
  };
}

/** Hands a Video Profile statement to the cmi5 session by its verb. */
function toCmi5(session: Cmi5Session, statement: Statement): void {
  const verb = statement.verb.id;
  if (verb === VERBS.initialized) return;
  if (verb === VERBS.completed) session.complete(statement.result, statement.context);
  else if (verb === VERBS.terminated) session.terminate(statement.result, statement.context);
  else session.allowed(statement);
}

/** The cmi5 session when the LMS launched the widget as an AU, else null (and null when it cannot start). */
async function cmi5Session(): Promise<Cmi5Session | null> {
  const { launch, storage, errors } = runtime();
  if (!launch.cmi5) return null;
  try {
    const { startCmi5 } = await import('@/services/cmi5-session');
    return await startCmi5(launch.cmi5, storage, (message) => errors.report(message));
  } catch (error) {
    errors.report(`cmi5: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

/** Returns the function that ends the statements (terminated) and stops listening. */
export function startStatements(
  player: VideoJsPlayer,
  watched: WatchedProgress,
  relay: StatementRelay,
  subject: Omit<StatementSubject, 'length'>,
  target: Window = window,
): () => void {
  let stream: StatementStream | null = null;
  let stopped = false;
  // The cmi5 session starts at once (its initialized must come first); the statements after the first frame.
  const session = cmi5Session();
  // The session once started: a page that goes before the statements' code is in still ends it (terminated last).
  let started: Cmi5Session | null = null;
  void session.then((cmi5) => (started = cmi5));
  player.one('loadeddata', () => {
    const following = Promise.all([loadChunk(() => import('./follow-statements')), session]).then(
      ([{ followStatements }, cmi5]) => {
        if (stopped || player.isDisposed()) return;
        const launch = runtime().launch.cmi5;
        stream = followStatements(
          player,
          watched,
          cmi5 && launch
            ? {
                ...subject,
                actor: launch.actor as Statement['actor'],
                // The AU is the video: the profile's statements and cmi5's are about one activity.
                object: { ...subject.object, id: launch.activityId },
                // The id of cmi5's initialized, as the profile wants (the video's own initialized stays with the host).
                sessionId: cmi5.sessionId,
                sessionIdTaken: true,
                context: cmi5.context,
              }
            : subject,
        );
        stream.onStatement((statement) => {
          relay.publish(statement);
          if (cmi5) toCmi5(cmi5, statement);
        });
        if (!cmi5) return;
        // A registration (a new one, or Normal after Browse) of a learner who had watched the lesson: no
        // crossing will come, and the LMS would never hear it. The session sends completed once per AU and registration.
        if (watched.completedBefore()) toCmi5(cmi5, stream.completedStatement());
        onConnectivityChange((online) => online && cmi5.retryNow());
      },
    );
    // Its code not loading (the network, past the deadline) costs this visit's statements, not playback.
    following.catch((error: unknown) => console.warn('xAPI statements not started', error));
  });
  const end = (): void => {
    if (stream) stream.terminate();
    else started?.terminate({});
  };
  target.addEventListener('pagehide', end);
  return () => {
    stopped = true;
    target.removeEventListener('pagehide', end);
    end();
  };
}
