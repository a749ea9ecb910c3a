/** VHS's global request hooks (videojs.Vhs.xhr.onRequest / offRequest), typed: Video.js ships no types for them. */
import videojs from 'video.js';
import { PLAYLIST_TIMEOUT_MS } from '@/services/retry-policy';

interface VhsRequestOptions {
  uri: string;
  requestType?: string;
  timeout?: number;
}
type RequestHook = (options: VhsRequestOptions) => VhsRequestOptions;
interface VhsXhr {
  onRequest(hook: RequestHook): void;
  offRequest(hook: RequestHook): void;
}

const vhsXhr = (videojs as unknown as { Vhs: { xhr: VhsXhr } }).Vhs.xhr;

// Every VHS's playlists get PLAYLIST_TIMEOUT_MS, where VHS gives every request 45 s.
vhsXhr.onRequest((options) => {
  if (options.requestType === 'hls-playlist') options.timeout = PLAYLIST_TIMEOUT_MS;
  return options;
});

/** Tells `listener` the URL of every request any VHS makes from now on; returns the detacher. */
export function onVhsRequest(listener: (url: string) => void): () => void {
  const hook: RequestHook = (options) => {
    listener(options.uri);
    return options;
  };
  vhsXhr.onRequest(hook);
  return () => vhsXhr.offRequest(hook);
}

/** A finished request as VHS hands it to response hooks (the XMLHttpRequest, with VHS's own marks). */
export interface VhsFinishedRequest {
  uri: string;
  status: number;
  /**
   * VHS aborted it itself (a rendition switch, a seek): no failure of the media. Its timeout is an abort too
   * (@videojs/xhr aborts the request); VHS marks `timedout` only after the response hooks have run.
   */
  aborted?: boolean;
  /** VHS's kind of request ('hls-playlist', 'segment' …). */
  requestType?: string;
  responseType?: XMLHttpRequestResponseType;
  responseText?: string;
}
/** The answer as @videojs/xhr hands it to response hooks; VHS reads its status after them. */
export interface VhsResponse {
  statusCode: number;
}
type ResponseHook = (request: VhsFinishedRequest, error?: unknown, response?: VhsResponse) => void;
/** The per-source VHS (tech.vhs) as far as its request hooks and loading go: private members, untyped by VHS. */
export interface VhsSource {
  xhr: { onResponse(hook: ResponseHook): void; offResponse(hook: ResponseHook): void };
  playlistController_?: VhsLoading;
}

/** VHS's playlist controller as far as stopping and resuming its loading goes (private, untyped by VHS). */
export interface VhsLoading {
  /** Aborts and pauses every loader, the playlists' too. */
  pauseLoading(): void;
  /** Pauses the segment loaders; `load` resumes them where they were. */
  pause(): void;
  load(): void;
  mainSegmentLoader_?: { abort(): void };
  audioSegmentLoader_?: { abort(): void };
}

/** The VHS of the source the player is loading, if it plays HLS. */
export const vhsOf = (player: { tech(safety: true): unknown }): VhsSource | undefined =>
  (player.tech(true) as { vhs?: VhsSource } | undefined)?.vhs;
