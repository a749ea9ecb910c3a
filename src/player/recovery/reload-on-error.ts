/**
 * Recovery from a playback error: the source is reloaded where it was, at most once per interval, from a
 * fresh copy of its URL when `refresh` gives one (signed media URLs expire: a 403 on a playlist or a
 * segment); the reload is a pending source switch from the error on, so a pause or a seek made while it
 * fetches and loads is what it restores. An error within the interval of the last reload is fatal and goes to
 * `onFatal` (message, retry, log), and any source switch still pending is dropped. So is a reload that brings no
 * media back within RELOAD_DEADLINE_MS (a VHS that throws on a corrupt segment, a playlist that never answers):
 * the viewer is never left before a still player. A live reload the viewer keeps paused shows no frame (VHS loads
 * no live segment while paused): its playlists' faults still count, and its wait for a frame starts when they play. Only
 * the reloaded source's own first frame ('loadeddata') ends that wait, and only its own errors count: the failed source runs
 * on until Video.js has set the new one, and VHS, having given up on every video rendition, still appends
 * the audio it had and reports metadata (switch-source.ts).
 * VHS itself excludes a failing rendition and goes on; failing media requests reach here once VHS has tried every
 * rendition, or at once for an expired signature (fail-on-media-faults.ts), and then the reload waits a jittered
 * moment (none for a signature); a corrupt segment among good ones is skipped (skip-segments-without-media.ts). Errors
 * while offline wait for the connection instead (see resume-when-online.ts).
 */
import { isOnline as isConnected } from '@/services/connectivity';
import type { VideoJsPlayer } from '@/player/video-js-player';
import { cancelSwitch, readPlaybackState, switchSource } from '../switch-source';
import type { PlaybackFault } from '@/services/playback-fault';
import { backoffDelay, PLAYBACK_RELOAD_BACKOFF } from '@/services/retry-policy';
import { mediaFaultOf } from './fail-on-media-faults';

export const RELOAD_INTERVAL_MS = 30_000;
/** MediaError.MEDIA_ERR_DECODE: Video.js and VHS use it for media that cannot be decoded or has no playable rendition. */
export const MEDIA_ERR_DECODE = 3;
/** How long a reload has to bring the media's metadata back before it counts as failed. */
export const RELOAD_DEADLINE_MS = 15_000;

/** Whether an error at `now` may reload, given the time of the last reload (null: never). */
export const mayReload = (lastReloadAt: number | null, now: number, interval = RELOAD_INTERVAL_MS): boolean =>
  lastReloadAt === null || now - lastReloadAt >= interval;

export function describeError(player: VideoJsPlayer): string {
  const error = player.error();
  return `code ${error?.code ?? '?'}: ${error?.message ?? 'unknown'}`;
}

/** The player's error as a fault: undecodable when it is MEDIA_ERR_DECODE. */
export const faultOf = (player: VideoJsPlayer): PlaybackFault => ({
  detail: describeError(player),
  undecodable: player.error()?.code === MEDIA_ERR_DECODE,
});

/** A freshly signed URL for the same file as `src`, or null (the failing URL is reloaded as it is). */
export type RefreshSource = (src: string) => Promise<string | null>;

export function reloadOnError(
  player: VideoJsPlayer,
  onFatal: (fault: PlaybackFault) => void,
  refresh: RefreshSource = async () => null,
  now: () => number = Date.now,
  isOnline: () => boolean = isConnected,
): void {
  let lastReloadAt: number | null = null;
  let deadline: number | null = null;
  /** The reload under way, if any, counted so that a reload's late listener never ends a later one's wait. */
  let reloads = 0;
  /** From the error that reloads to the next source's start (or the deadline): the failed source's own events. */
  let replacing = false;
  let lastState = readPlaybackState(player);
  // The switch still pending (the reload's, or audio mode's) is dropped: the dead player answers with its own state.
  const fatal = (fault: PlaybackFault): void => {
    cancelSwitch(player);
    onFatal(fault);
  };
  const clearDeadline = (): void => {
    if (deadline !== null) player.clearTimeout(deadline);
    deadline = null;
  };
  // A source starts (the reload's, or one resume-when-online set): its errors are its own.
  player.on('loadstart', () => {
    replacing = false;
  });
  // The state to restore is the one before the error, since an error may reset the element; a seek's
  // target counts at once (the error may come while it loads, before any timeupdate there), and so does a
  // play or a pause (a segment may fail in the instant after the viewer pressed play).
  player.on(['timeupdate', 'seeking', 'play', 'pause'], () => {
    if (!player.error() && !replacing) lastState = readPlaybackState(player);
  });
  player.on('error', () => {
    // The failed source's later errors: the reload replacing it decides, within its deadline.
    if (replacing) {
      player.error(null);
      return;
    }
    const fault = faultOf(player);
    // Failing media requests (fail-on-media-faults.ts) wait a jittered moment, unless a fresh signature is what helps.
    const mediaFault = mediaFaultOf(player);
    const wait = mediaFault && mediaFault.kind !== 'expired' ? backoffDelay(0, PLAYBACK_RELOAD_BACKOFF) : 0;
    clearDeadline();
    // Offline, an error is the network's, not the media's: resumeWhenOnline reloads when it returns.
    if (!isOnline()) {
      player.error(null);
      return;
    }
    const source = player.currentSource() as unknown as { src?: string; type?: string } | undefined;
    if (!source?.src || !mayReload(lastReloadAt, now())) {
      fatal(fault);
      return;
    }
    lastReloadAt = now();
    replacing = true;
    const reload = ++reloads;
    player.error(null);
    const { src, type = '' } = source;
    const state = lastState;
    // The new source read its metadata but showed no frame: the media came back and still does not decode,
    // so an undecodable fault stays one (no retry); with nothing back at all, a retry may help.
    let metadataBack = false;
    // Its first frame came: the reload is over, whatever deadline or wait for play is still armed.
    let framed = false;
    // A live source loads no segment while paused (VHS): a paused live reload shows no frame, and is no failure for it.
    const live = player.duration() === Infinity;
    const arm = (): void => {
      deadline = player.setTimeout(() => {
        deadline = null;
        if (live && player.paused()) {
          // Its playlists' faults still count; the wait for a frame starts over when the viewer plays.
          player.one('play', () => reload === reloads && !framed && deadline === null && !player.error() && arm());
          return;
        }
        replacing = false;
        const back = metadataBack ? 'no frame' : 'no media';
        const detail = `${fault.detail}; ${back} ${RELOAD_DEADLINE_MS / 1000} s after the reload`;
        if (isOnline()) fatal({ detail, undecodable: metadataBack && fault.undecodable });
      }, RELOAD_DEADLINE_MS);
    };
    arm();
    // Pending from now, while the fresh URL comes: what the viewer does meanwhile is what the reload restores.
    const fetched = wait > 0 ? new Promise((resolve) => player.setTimeout(resolve, wait)).then(() => refresh(src)) : refresh(src);
    const fresh = fetched.catch(() => null).then((url) => ({ src: url ?? src, type }));
    switchSource(player, fresh, state);
    // The reload brought the media back once the next source shows a frame (the reload's, or one a switch made
    // meanwhile set instead): metadata alone is not enough (with its video undecodable, VHS may read the good
    // audio's metadata and then raise nothing). A stall after the frame is the stall watchdog's.
    player.one('loadstart', () => {
      player.one('loadedmetadata', () => (metadataBack = true));
      player.one('loadeddata', () => {
        if (reload !== reloads) return;
        framed = true;
        clearDeadline();
      });
    });
  });
}
