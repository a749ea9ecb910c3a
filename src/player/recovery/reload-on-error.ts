/**
 * Recovery from a playback error: the source is reloaded where it was, at most once per interval, from a
 * fresh copy of its URL when `refresh` gives one (signed media URLs expire: a 403 on a playlist or a
 * segment); an error within the interval of the last reload is fatal and goes to `onFatal` (message,
 * retry, log).
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

/** A freshly signed URL for the same file as `src`, or null (the failing URL is reloaded as it is). */
export type RefreshSource = (src: string) => Promise<string | null>;

export function reloadOnError(
  player: VideoJsPlayer,
  onFatal: (detail: string) => void,
  refresh: RefreshSource = async () => null,
  now: () => number = Date.now,
  isOnline: () => boolean = isConnected,
): void {
  let lastReloadAt: number | null = null;
  let lastState = readPlaybackState(player);
  // The state to restore is the one before the error, since an error may reset the element; a seek's
  // target counts at once (the error may come while it loads, before any timeupdate there).
  player.on(['timeupdate', 'seeking'], () => {
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
    const { src, type = '' } = source;
    const state = lastState;
    void refresh(src)
      .catch(() => null)
      .then((fresh) => {
        if (!player.isDisposed()) switchSource(player, { src: fresh ?? src, type }, state);
      });
  });
}
