/**
 * Turns a stall into an error: VHS keeps cycling through renditions that all fail, so a player that waits
 * this long online without moving raises a network error, which reload-on-error then handles (one reload,
 * then the message with a retry).
 */
import { isOnline as isConnected } from '@/services/connectivity';
import type { VideoJsPlayer } from '@/player/video-js-player';

export const STALL_TIMEOUT_MS = 20_000;

export function watchForStalls(player: VideoJsPlayer, timeoutMs = STALL_TIMEOUT_MS, isOnline = isConnected): void {
  let timer: number | null = null;
  const clear = (): void => {
    if (timer !== null) player.clearTimeout(timer);
    timer = null;
  };
  const arm = (): void => {
    clear();
    timer = player.setTimeout(() => {
      timer = null;
      if (player.paused() || !isOnline() || player.error()) return;
      // Video.js takes a plain { code, message } (code 2: MEDIA_ERR_NETWORK).
      player.error({ code: 2, message: `stalled for ${timeoutMs / 1000} s` } as unknown as Parameters<VideoJsPlayer['error']>[0]);
    }, timeoutMs);
  };
  player.on('waiting', arm);
  player.on(['playing', 'pause', 'ended', 'error', 'dispose'], clear);
}
