/**
 * The source a viewer who starts in audio mode starts on (player/audio/audio-start.ts says who does), by audio mode's
 * own rule (player/audio/audio-source.ts): the MP3 at once, the master's audio renditions read beside it for the
 * rendition menu; or, when the rendition they remembered is not the master's default (another language, an audio
 * description: the MP3 holds the default), that rendition's HLS playlist, which only the master names: then the start
 * waits for the master. A chunk of its own: only such a viewer loads it.
 */
import type { PlayerItem } from '@/services/api-contract';
import type { AppConfig } from '@/services/config';
import { parseMultivariant, type MultivariantPlaylist } from '@/services/hls-prefetch/playlists';
import type { RenditionChoice } from '@/services/remembered-rendition';
import { audioSource } from '@/player/audio/audio-source';
import type { AudioStart } from '@/player/audio/audio-start';
import { renditionsOfMaster } from '@/player/audio/master-renditions';

/** The master, parsed; null when it cannot be read (VHS will say why, if the viewer goes back to the video). */
async function readMaster(url: string): Promise<MultivariantPlaylist | null> {
  try {
    const response = await fetch(url);
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
  const read = await master;
  if (!read) return null;
  const renditions = renditionsOfMaster(read, remembered);
  const source = audioSource(renditions, item, config);
  return source && { source, renditions: Promise.resolve(renditions) };
}
