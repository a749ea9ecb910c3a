/**
 * Starts the visit's xAPI statements off the first-frame path (their code loads after it) and publishes
 * them to the relay; they end with the player, or when the page goes away.
 */
import type { PlayerItem } from '@/services/api-contract';
import type { AppConfig } from '@/services/config';
import { runtime } from '@/services/runtime';
import type { VideoJsPlayer } from '@/player/video-js-player';
import type { WatchedProgress } from '../progress/watched-progress';
import type { StatementRelay } from './statement-relay';
import type { StatementStream } from './follow-statements';
import { uuid, VIDEO_ACTIVITY_TYPE, type StatementSubject } from './video-statement';

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
  // After the first frame: the statements' code is no part of the first load (initialized catches up).
  player.one('loadeddata', () => {
    void import('./follow-statements').then(({ followStatements }) => {
      if (stopped || player.isDisposed()) return;
      stream = followStatements(player, watched, subject);
      stream.onStatement(relay.publish);
    });
  });
  const handleHide = (): void => stream?.terminate();
  target.addEventListener('pagehide', handleHide);
  return () => {
    stopped = true;
    target.removeEventListener('pagehide', handleHide);
    stream?.terminate();
  };
}
