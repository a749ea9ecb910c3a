/**
 * Turns failing media requests into one playback error, early and once per source, instead of VHS's endless
 * round of renditions (media-fault-judge.ts says when). The failed source stops loading at once, so nothing
 * more reaches the CDN while reload-on-error fetches a freshly signed item and reloads where the viewer was
 * (or, on the second fault, shows the message with its retry). A fault of the network (no answer, a 408/429 or
 * a 5xx) first waits for it: the source stops loading for a jittered while and tries again, up to NETWORK_WAITS
 * times until media flows again, so a drop of some seconds (a tunnel, a lift) passes with no message and no
 * flood. On a live stream, a playlist's 404 is waited for too (an encoder's restart, a CDN's blip), and a segment
 * that cannot be had is skipped (skip-missing-live-segment.ts). Offline, failures are the connection's:
 * resume-when-online reloads when it returns, so they are left alone here.
 */
import { isOnline as isConnected } from '@/services/connectivity';
import type { VideoJsPlayer } from '@/player/video-js-player';
import { backoffDelay, NETWORK_WAIT_BACKOFF, NETWORK_WAITS, RETRY_STATUSES } from '@/services/retry-policy';
import { vhsOf, type VhsFinishedRequest, type VhsLoading, type VhsResponse } from '../engine/vhs-request-hooks';
import { answerStatus } from './playlist-answer';
import { createLiveSegmentSkipper } from './skip-missing-live-segment';
import { createMediaFaultJudge, failedAnswer, withoutQuery, type MediaFault } from './media-fault-judge';

/** MediaError.MEDIA_ERR_NETWORK. */
const MEDIA_ERR_NETWORK = 2;

/** The player's error for a media fault: a network error that carries the fault (reload-on-error reads its kind). */
export interface MediaFaultError {
  code: number;
  message: string;
  mediaFault: MediaFault;
}

/** The media fault behind the player's current error, if a failing request raised it. */
export const mediaFaultOf = (player: VideoJsPlayer): MediaFault | undefined =>
  (player.error() as Partial<MediaFaultError> | null)?.mediaFault;

/** A fault the network may yet mend: no answer, or a status worth trying again (408, 429, 5xx). */
const waitsForNetwork = (fault: MediaFault): boolean =>
  fault.kind !== 'expired' && (fault.status === 0 || RETRY_STATUSES.includes(fault.status));

/** A live playlist that is not there for now: an encoder restarts, a CDN's edge has not got it yet. */
const LIVE_PLAYLIST_WAIT_STATUSES: readonly number[] = [404];

/** Stops the segment loaders, their requests too, until `load`. */
function pauseSegments(loading: VhsLoading): void {
  loading.pause();
  loading.mainSegmentLoader_?.abort();
  loading.audioSegmentLoader_?.abort();
}

export interface MediaFaultOptions {
  isOnline?: () => boolean;
  /** The item is a live stream: its playlists' 404s are waited for, its missing segments skipped. */
  live?: boolean;
}

export function failOnMediaFaults(player: VideoJsPlayer, { isOnline = isConnected, live = false }: MediaFaultOptions = {}): void {
  const watched = new WeakSet<object>();
  /**
   * Waits for the network since it last came back, across sources: it is back when a file that failed answers (a
   * reload's source does not start them over by reading the files before the failing one).
   */
  let waits = 0;
  const failed = new Set<string>();
  const note = ({ uri, status }: VhsFinishedRequest): void => {
    const file = withoutQuery(uri);
    if (failedAnswer(status)) failed.add(file);
    else if (failed.delete(file)) waits = 0;
  };
  const watch = (): void => {
    const vhs = vhsOf(player);
    if (!vhs || watched.has(vhs)) return;
    watched.add(vhs);
    let judge = createMediaFaultJudge();
    /** While the source waits for the network: VHS may resume its loaders itself (a playlist it had asked for comes). */
    let waiting = false;
    const skipper = createLiveSegmentSkipper(player, vhs);
    const hook = (answered: VhsFinishedRequest, _error?: unknown, response?: VhsResponse): void => {
      // VHS's own aborts (a rendition switch, a seek, its timeout, after which it steps down) are no media fault.
      if (answered.aborted || !isOnline()) return;
      // A playlist answered with a gateway's page is a failure, VHS's too (playlist-answer.ts).
      const request = { uri: answered.uri, status: answerStatus(answered, response) };
      note(request);
      const loading = vhs.playlistController_;
      // A request while the source waits: VHS resumed on its own; it waits on (a tick later, as below).
      if (waiting && loading && failedAnswer(request.status)) {
        player.setTimeout(() => pauseSegments(loading), 0);
        return;
      }
      const playlist = answered.requestType === 'hls-playlist';
      if (!playlist && !failedAnswer(request.status)) skipper.arrived();
      const fault = judge.note(request.uri, request.status);
      if (!fault) return;
      const waitsForPlaylist = live && playlist && LIVE_PLAYLIST_WAIT_STATUSES.includes(fault.status);
      if (loading && (waitsForNetwork(fault) || waitsForPlaylist) && waits < NETWORK_WAITS) {
        const wait = backoffDelay(waits++, NETWORK_WAIT_BACKOFF);
        waiting = true;
        // A tick later, as below: VHS has asked the next rendition by then, and that request goes too.
        player.setTimeout(() => pauseSegments(loading), 0);
        player.setTimeout(() => {
          waiting = false;
          if (vhsOf(player) !== vhs) return;
          judge = createMediaFaultJudge();
          loading.load();
        }, wait);
        return;
      }
      const missing = live && !playlist && fault.kind === 'failing' && !waitsForNetwork(fault);
      const skipped = (): void => {
        waiting = false;
        judge = createMediaFaultJudge();
      };
      if (loading && missing && skipper.skip(loading, skipped)) {
        waiting = true;
        player.setTimeout(() => pauseSegments(loading), 0);
        return;
      }
      vhs.xhr.offResponse(hook);
      // VHS handles this failure right after the hook (it excludes the rendition and asks the next one):
      // stopping its loaders a tick later also aborts that request.
      player.setTimeout(() => {
        if (vhsOf(player) !== vhs) return;
        vhs.playlistController_?.pauseLoading();
        if (player.error()) return;
        const error: MediaFaultError = {
          code: MEDIA_ERR_NETWORK,
          message: `media request failed: ${fault.detail}`,
          mediaFault: fault,
        };
        player.error(error as unknown as Parameters<VideoJsPlayer['error']>[0]);
      }, 0);
    };
    vhs.xhr.onResponse(hook);
  };
  // VHS announces each new source's hooks before its first request (the master, a reload, audio mode's way
  // back); the first source's comes before Video.js hands the player its tech, so its start is watched too.
  player.on(['xhr-hooks-ready', 'loadstart'], watch);
}
