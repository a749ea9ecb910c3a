/**
 * While the player's code downloads, the browser already fetches what VHS will ask for first: the
 * multivariant playlist, the playlists of the variant and audio it will start with (the audio rendition the viewer
 * remembered, first-audio.ts), and their first segments. Each goes out as `<link rel=preload as=fetch>`, which VHS's
 * own requests (same URL, CORS, same credentials mode) take over instead of going to the network: the round trips
 * VHS would make one after another after loading overlap with the code's download. To choose, boot reads the playlists with
 * requests of its own, started just before their preloads (a preloaded response can be taken only once,
 * and a preload added after a request is a request of its own; when the server lets the browser keep the
 * playlist, as the reference API and CDNs do, the browser serves that preload from boot's response, so the
 * playlist crosses the network once; with `no-cache` it crosses twice). Best effort: any failure only leaves VHS
 * to fetch as it always does. Once VHS runs it asks for itself, and what it asked for is not preloaded
 * any more (player-requests.ts), so nothing downloads twice.
 */
import type { RenditionChoice } from '../remembered-rendition';
import { chooseFirstAudio } from './first-audio';
import { chooseFirstVariant, type PlayerSize } from './first-variant';
import { playerRequested } from './player-requests';
import { firstSegmentUrls, parseMultivariant } from './playlists';

export interface PrefetchOptions {
  size: PlayerSize;
  /** The bandwidth VHS will start from (vhsStartingBandwidth). */
  bandwidth: number;
  /** False when playback will not start at 0 (a saved position): VHS would not ask for the first segment. */
  segments: boolean;
  /**
   * The audio rendition the viewer remembered, as boot reads it from storage: waited for no longer than what the
   * prefetch reads anyway (below); unread by then, the default's audio is prefetched.
   */
  remembered?: Promise<RenditionChoice | undefined>;
}

function preload(url: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'anonymous';
  link.href = url;
  document.head.append(link);
}

/** Boot's own read, then the preload for VHS (in this order, see above). */
async function readThenPreload(url: string, add: (url: string) => void): Promise<string> {
  const response = fetch(url);
  add(url);
  const body = await response;
  if (!body.ok) throw new Error(`${body.status} ${url}`);
  return body.text();
}

/** Starts the prefetch; resolves when it has nothing more to ask for. */
export async function prefetchFirstSegments(sourceUrl: string, options: PrefetchOptions): Promise<void> {
  const add = (url: string): void => {
    if (!playerRequested(url)) preload(url);
  };
  /** The rendition the viewer remembered, once storage has answered. */
  let remembered: RenditionChoice | undefined;
  const storageRead = options.remembered?.then(
    (choice) => void (remembered = choice),
    () => undefined,
  );
  try {
    const text = await readThenPreload(sourceUrl, add);
    const { variants, audio } = parseMultivariant(text, sourceUrl);
    // Without variants the source is a media playlist itself.
    const variant = variants.length ? chooseFirstVariant(variants, options.size, options.bandwidth) : null;
    if (!variant) {
      if (!variants.length && options.segments) firstSegmentUrls(text, sourceUrl).forEach(add);
      return;
    }
    const group = audio.filter((rendition) => rendition.groupId === variant.audioGroup);
    const audioUri = (): string | null => chooseFirstAudio(group, remembered)?.uri ?? null;
    if (!options.segments) {
      [variant.uri, audioUri()].forEach((url) => url && add(url));
      return;
    }
    /** Reads a media playlist, then preloads its first segments. */
    const prefetchMedia = (url: string): Promise<void> =>
      readThenPreload(url, add).then((playlist) => firstSegmentUrls(playlist, url).forEach(add));
    const video = prefetchMedia(variant.uri);
    // Storage answers before the master as a rule (85 to 190 ms before it on the test stack). When it has not, the
    // audio waits for it no longer than the variant's playlist (the video's first segment never waits for the
    // audio); then it is the default's.
    await Promise.race([storageRead, video.catch(() => undefined)]);
    const audioUrl = audioUri();
    await Promise.all([video, audioUrl === null ? null : prefetchMedia(audioUrl)]);
  } catch {
    // Best effort (see above).
  }
}
