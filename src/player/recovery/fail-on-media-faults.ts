/**
 * Turns failing media requests into one playback error, early and once per source, instead of VHS's endless
 * round of renditions (media-fault-judge.ts says when). The failed source stops loading at once, so nothing
 * more reaches the CDN while reload-on-error fetches a freshly signed item and reloads where the viewer was
 * (or, on the second fault, shows the message with its retry). Offline, failures are the connection's:
 * resume-when-online reloads when it returns, so they are left alone here.
 */
import { isOnline as isConnected } from '@/services/connectivity';
import type { VideoJsPlayer } from '@/player/video-js-player';
import { vhsOf, type VhsFinishedRequest } from '../engine/vhs-request-hooks';
import { createMediaFaultJudge, type MediaFault } from './media-fault-judge';

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

export function failOnMediaFaults(player: VideoJsPlayer, isOnline: () => boolean = isConnected): void {
  const watched = new WeakSet<object>();
  const watch = (): void => {
    const vhs = vhsOf(player);
    if (!vhs || watched.has(vhs)) return;
    watched.add(vhs);
    const judge = createMediaFaultJudge();
    const hook = (request: VhsFinishedRequest): void => {
      // VHS's own aborts (a rendition switch, a seek, its timeout, after which it steps down) are no media fault.
      if (request.aborted || !isOnline()) return;
      const fault = judge.note(request.uri, request.status);
      if (!fault) return;
      vhs.xhr.offResponse(hook);
      // VHS handles this failure right after the hook (it excludes the rendition and asks the next one):
      // stopping its loaders a tick later also aborts that request.
      player.setTimeout(() => {
        if (vhsOf(player) !== vhs || player.error()) return;
        vhs.playlistController_?.pauseLoading();
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
