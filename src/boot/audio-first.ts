/**
 * The source a viewer who starts in audio mode starts on (player/audio/audio-start.ts says who does), by audio mode's
 * own rule (player/audio/audio-source.ts): the MP3 at once, the master's audio renditions read beside it for the
 * rendition menu; or, when the rendition they remembered is not the master's default (another language, an audio
 * description: the MP3 holds the default), that rendition's HLS playlist, which only the master names: then the start
 * waits for the master. A chunk of its own: only such a viewer loads it.
 */
import type { PlayerItem } from '@/services/api-contract';
import type { AppConfig } from '@/services/config';
import { withinDeadline } from '@/services/deadline';
import { parseMultivariant, type MultivariantPlaylist } from '@/services/hls-prefetch/playlists';
import type { RenditionChoice } from '@/services/remembered-rendition';
import { audioSource } from '@/player/audio/audio-source';
import type { AudioStart } from '@/player/audio/audio-start';
import { renditionsOfMaster } from '@/player/audio/master-renditions';

/** How long a start on a remembered rendition waits for the master that names its playlist; then the video's path. */
export const MASTER_WAIT_MS = 3_000;
/** The master's read is given up after this long (a CDN that takes the connection and never answers). */
const MASTER_TIMEOUT_MS = 20_000;

/** The master, parsed; null when it cannot be read (VHS will say why, if the viewer goes back to the video). */
async function readMaster(url: string): Promise<MultivariantPlaylist | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(MASTER_TIMEOUT_MS) });
    return response.ok ? parseMultivariant(await response.text(), url) : null;
  } catch {
    return null;
  }
}

/** Where the viewer starts; null when the master, needed for their rendition, could not be read (the video's path then). */
export async function chooseAudioStart(
  item: PlayerItem,
  config: Pick<AppConfig, 'EXISTE_AUDIOMP3'>,
  remembered: RenditionChoice | undefined,
): Promise<AudioStart | null> {
  const master = readMaster(item.urlHls);
  if (!remembered && item.urlMp3)
    return {
      source: { src: item.urlMp3, type: 'audio/mpeg' },
      renditions: master.then((read) => read && renditionsOfMaster(read)),
    };
  // Never a loading screen for ever: a master slower than this leaves the start to the video's path.
  const read = await withinDeadline(master, MASTER_WAIT_MS, () => null);
  if (!read) return null;
  const renditions = renditionsOfMaster(read, remembered);
  const source = audioSource(renditions, item, config);
  return source && { source, renditions: Promise.resolve(renditions) };
}
