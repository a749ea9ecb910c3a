/**
 * When the later controls join the bar: after the first frame has been painted (one animation frame and
 * one task after `whenLoaded`), or at once when playback is under way or an error comes. Their code
 * (complete-control-bar.ts: the menus, the feature buttons) is loaded then, not with the player's: the
 * first frame neither downloads it nor waits for the ~70 ms of main thread building them costs. 'playing',
 * not 'play': an autoplay's 'play' comes before the first frame, while the first player is still hidden.
 */
import type { VideoJsPlayer } from '@/player/video-js-player';
import { loadChunk } from '@/services/chunk-loader';
import { NETWORK_WAIT_TRIES } from '@/services/retry-policy';

export function completeControlBarLater(player: VideoJsPlayer): { whenLoaded(): void } {
  let started = false;
  const complete = (): void => {
    if (started) return;
    started = true;
    player.off(['playing', 'error'], complete);
    // With the deadline of all code, the one reload a deploy that renamed the chunks calls for, and the network
    // waits' tries again.
    loadChunk(() => import('./complete-control-bar'), { retries: NETWORK_WAIT_TRIES }).then(
      ({ completeControlBar }) => completeControlBar(player),
      () => {
        // Every try failed: the next trigger (or the player page's next player) tries again.
        started = false;
        if (!player.isDisposed()) player.on(['playing', 'error'], complete);
      },
    );
  };
  player.on(['playing', 'error'], complete);
  return {
    whenLoaded: () => void player.requestAnimationFrame(() => void player.setTimeout(complete, 0)),
  };
}
