/**
 * Recovery from a playback error: the source is reloaded where it was, at most once per interval; an
 * error within the interval of the last reload is fatal and goes to `onFatal` (message, retry, log).
 * VHS itself excludes a failing rendition and goes on, so those never reach here. Errors while offline
 * wait for the connection instead (see resume-when-online.ts).
 */
import { isOnline as isConnected } from '@/services/connectivity';
import type { VideoJsPlayer } from '@/player/video-js-player';
import { readPlaybackState, switchSource } from '../switch-source';

export const RELOAD_INTERVAL_MS = 30_000;

/** Whether an error at `now` may reload, given the time of the last reload (null: never). */
export const mayReload = (lastReloadAt: number | null, now: number, interval = RELOAD_INTERVAL_MS): boolean =>
  lastReloadAt === null || now - lastReloadAt >= interval;

export function describeError(player: VideoJsPlayer): string {
  const error = player.error();
  return `code ${error?.code ?? '?'}: ${error?.message ?? 'unknown'}`;
}

export function reloadOnError(
  player: VideoJsPlayer,
  onFatal: (detail: string) => void,
  now: () => number = Date.now,
  isOnline: () => boolean = isConnected,
): void {
  let lastReloadAt: number | null = null;
  let lastState = readPlaybackState(player);
  // The state to restore is the one before the error, since an error may reset the element.
  player.on('timeupdate', () => {
    if (!player.error()) lastState = readPlaybackState(player);
  });
  player.on('error', () => {
    const detail = describeError(player);
    // Offline, an error is the network's, not the media's: resumeWhenOnline reloads when it returns.
    if (!isOnline()) {
      player.error(null);
      return;
    }
    const source = player.currentSource() as unknown as { src?: string; type?: string } | undefined;
    if (!source?.src || !mayReload(lastReloadAt, now())) {
      onFatal(detail);
      return;
    }
    lastReloadAt = now();
    player.error(null);
    switchSource(player, { src: source.src, type: source.type ?? '' }, lastState);
  });
}
