/**
 * The files Download offers for an item (docs/api.md, download): the original MP4 ('alta'), the processed one
 * ('baixa') and, in audio mode, the MP3 ('audio'): only those the item has, so no option ends in the API's
 * "no options" answer. None: no Download control at all. Pure; not part of the first load (the download
 * controls and menu that ask it come after the first frame).
 */
import type { PlayerItem } from './api-contract';
import type { AppConfig } from './config';
import { usesMp3 } from './feature-availability';

/** A file of the download menu, by its data-quality (the `download` call's isAlta and isAudio). */
export type DownloadFormat = 'alta' | 'baixa' | 'audio';

/** The download control of the video, or of audio mode (which also offers the MP3). */
export type DownloadVariant = 'video' | 'audio';

export function downloadFormats(
  config: Pick<AppConfig, 'DOWNLOAD' | 'EXISTE_AUDIOMP3'> | null,
  item: PlayerItem | null,
  variant: DownloadVariant,
): DownloadFormat[] {
  // A live stream has no file to download.
  if (!config?.DOWNLOAD || !item || item.aoVivo) return [];
  const formats: DownloadFormat[] = [];
  if (item.urlOriginal !== null) formats.push('alta');
  if (item.urlProgressivo !== null) formats.push('baixa');
  if (variant === 'audio' && usesMp3(config, item)) formats.push('audio');
  return formats;
}
