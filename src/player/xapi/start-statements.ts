/**
 * Starts a player's xAPI statements off the first-frame path (their code loads after it) and publishes
 * them to the relay (the host hears them). Under a cmi5 launch it hands them to the visit's cmi5 session
 * (cmi5-visit.ts, one per launch): the Video Profile's played, paused, seeked and interacted as allowed
 * statements, its completed as cmi5's own (cmi5's initialized went first); its terminated goes to the host
 * when the player goes, and with cmi5's own terminated only as the visit ends (the page goes).
 */
import type { Statement } from '@xapi/xapi';
import type { PlayerItem } from '@/services/api-contract';
import type { Cmi5Session } from '@/services/cmi5-session';
import type { AppConfig } from '@/services/config';
import { loadChunk } from '@/services/chunk-loader';
import { runtime } from '@/services/runtime';
import type { VideoJsPlayer } from '@/player/video-js-player';
import type { WatchedProgress } from '../progress/watched-progress';
import type { StatementRelay } from './statement-relay';
import type { StatementStream } from './follow-statements';
import { cmi5Visit, type Cmi5Visit } from './cmi5-visit';
import { uuid, VERBS, VIDEO_ACTIVITY_TYPE, type StatementSubject } from './video-statement';
import { devWarn } from '@/services/dev-console';

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

/** Hands a Video Profile statement to the visit's cmi5 session by its verb. */
function toCmi5(visit: Cmi5Visit, session: Cmi5Session, statement: Statement): void {
  const verb = statement.verb.id;
  if (verb === VERBS.initialized) return;
  if (verb === VERBS.completed) session.complete(statement.result, statement.context);
  // The player goes, not the visit (a retry, another video): the session goes on.
  else if (verb === VERBS.terminated) visit.ended(statement);
  else session.allowed(statement);
}

/**
 * The statements' subject: under a live cmi5 session, its learner, activity, context and session id. Once the
 * session is over (the page went) the learner and the activity stay, in a session of their own without cmi5's
 * context, which names a session the LMS has closed; after the back-forward cache, a session of their own too.
 */
function subjectOf(
  subject: Omit<StatementSubject, 'length'>,
  cmi5: Cmi5Session | null,
  state: { over: boolean; restored: boolean },
): Omit<StatementSubject, 'length'> {
  const launch = runtime().launch.cmi5;
  const fresh = { sessionId: uuid(), sessionIdTaken: false };
  if (!cmi5 || !launch) return state.restored ? { ...subject, ...fresh } : subject;
  // The AU is the video: the profile's statements and cmi5's are about one activity.
  const own = { ...subject, actor: launch.actor as Statement['actor'], object: { ...subject.object, id: launch.activityId } };
  if (state.over) return { ...own, ...fresh };
  // The id of cmi5's initialized, as the profile wants (the video's own initialized stays with the host).
  return { ...own, sessionId: cmi5.sessionId, sessionIdTaken: true, context: cmi5.context };
}

/**
 * Returns the function that ends the statements (terminated) and stops listening. They end as the page goes;
 * if it comes back from the back-forward cache, the host is told the terminated again (a host page that went
 * into the cache with the frame did not hear it) and they start again as a new session (initialized); under
 * cmi5 the LMS hears nothing more (cmi5-visit.ts).
 */
export function startStatements(
  player: VideoJsPlayer,
  watched: WatchedProgress,
  relay: StatementRelay,
  subject: Omit<StatementSubject, 'length'>,
  target: Window = window,
): () => void {
  let stream: StatementStream | null = null;
  let stopped = false;
  // The visit's cmi5 session starts with its first player (its initialized must come first); the statements
  // after the first frame.
  const visit = cmi5Visit(target);
  let unfollow = (): void => undefined;
  // The terminated the page's going sent: a host page that went into the cache with the frame never heard it.
  let terminatedStatement: Statement | null = null;
  // Completed goes once a visit: a session after the back-forward cache does not tell it again.
  let completionTold = false;
  const follow = (restored: boolean): void => {
    const following = Promise.all([loadChunk(() => import('./follow-statements')), visit.session]).then(
      ([{ followStatements }, session]) => {
        if (stopped || player.isDisposed()) return;
        // A session that has terminated (the page went) takes nothing more.
        const over = visit.over();
        const cmi5 = over ? null : session;
        const own = followStatements(player, watched, subjectOf(subject, session, { over, restored }), {
          completionTold,
        });
        stream = own;
        own.onStatement((statement) => {
          if (statement.verb.id === VERBS.terminated) terminatedStatement = statement;
          if (statement.verb.id === VERBS.completed) completionTold = true;
          relay.publish(statement);
          if (cmi5) toCmi5(visit, cmi5, statement);
        });
        if (!cmi5) return;
        const unfollowVisit = visit.follow(() => own.terminate());
        // A registration (a new one, or Normal after Browse) of a learner who had watched the lesson: no
        // crossing will come, and the LMS would never hear it; so too when a late saved view shows it. The
        // session sends completed once per AU and registration.
        const unwatch = watched.onCompletedBefore(() => toCmi5(visit, cmi5, own.completedStatement()));
        unfollow = () => {
          unfollowVisit();
          unwatch();
        };
      },
    );
    // Its code not loading (the network, past the deadline) costs this visit's statements, not playback.
    following.catch((error: unknown) => devWarn('xAPI statements not started', error));
  };
  player.one('loadeddata', () => follow(false));
  // The player's statements end as the page goes (the visit's cmi5 session after them) or as the player goes.
  let endedWithPage = false;
  const end = (): void => stream?.terminate();
  const endWithPage = (): void => {
    endedWithPage = stream !== null;
    end();
  };
  const restore = (event: Event): void => {
    if (!(event as PageTransitionEvent).persisted || !endedWithPage || stopped || player.isDisposed()) return;
    endedWithPage = false;
    stream?.dispose();
    stream = null;
    unfollow();
    // Told again (the same statement, the same id: an LRS keeps it once), so the host's session has its end.
    if (terminatedStatement) relay.publish(terminatedStatement);
    follow(true);
  };
  target.addEventListener('pagehide', endWithPage);
  target.addEventListener('pageshow', restore);
  return () => {
    stopped = true;
    target.removeEventListener('pagehide', endWithPage);
    target.removeEventListener('pageshow', restore);
    unfollow();
    end();
    stream?.dispose();
  };
}
