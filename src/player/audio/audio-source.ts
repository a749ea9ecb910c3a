/**
 * What audio-only mode plays: the MP3 when EXISTE_AUDIOMP3 and the item has one, unless the viewer chose an
 * audio rendition other than the master's default (another language, an audio description: the MP3 is the
 * item's main audio); else the HLS audio rendition, the chosen one.
 */
import type { PlayerItem } from '@/services/api-contract';
import type { AppConfig } from '@/services/config';
import { usesMp3 } from '@/services/feature-availability';
import type { AudioRenditionName } from '@/store/player-slice';
import { describesVideo } from './audio-description';
import type { PlayerSource } from '../player-source';
import { enabledOf, type AudioRendition, type KeptRenditions, type MediaGroups } from './audio-tracks';

/**
 * The HLS audio rendition's playlist URL from a parsed main playlist's AUDIO groups: the one named `chosen` (the
 * audio track the viewer plays; VHS names its tracks after the renditions), else the default one, else the first.
 */
export function audioRenditionUrl(mediaGroups: MediaGroups | undefined, chosen?: string): string | null {
  const renditions = renditionsOf(mediaGroups).filter(([, rendition]) => rendition.resolvedUri);
  const [, picked] =
    renditions.find(([name]) => name === chosen) ?? renditions.find(([, rendition]) => rendition.default) ?? renditions[0] ?? [];
  return picked?.resolvedUri ?? null;
}

const renditionsOf = (mediaGroups: MediaGroups | undefined): [string, AudioRendition][] =>
  Object.values(mediaGroups?.AUDIO ?? {}).flatMap((group) => Object.entries(group ?? {}));

/** Whether `chosen` names a rendition of the main playlist that is not its default. */
export function choseOtherRendition(mediaGroups: MediaGroups | undefined, chosen?: string): boolean {
  const rendition = renditionsOf(mediaGroups).find(([name]) => name === chosen)?.[1];
  return rendition !== undefined && !rendition.default;
}

/**
 * The master's audio renditions as the views outside the player name them, once each (every group lists them), when
 * it has several to choose from; else none. The default one is the main one, the one the item's MP3 holds.
 */
export function audioRenditionNames(mediaGroups: MediaGroups | undefined): AudioRenditionName[] {
  const named = new Map<string, AudioRenditionName>();
  for (const [name, rendition] of renditionsOf(mediaGroups)) {
    if (named.has(name)) continue;
    named.set(name, {
      name,
      language: rendition.language ?? '',
      main: rendition.default === true,
      describesVideo: describesVideo(name, rendition),
    });
  }
  return named.size < 2 ? [] : [...named.values()];
}

/**
 * The audio-only source for the master's renditions and the viewer's choice among them, or null when there is
 * none (the player then keeps its source and shows the audio bar).
 */
export function audioSource(
  renditions: KeptRenditions,
  item: PlayerItem,
  config: Pick<AppConfig, 'EXISTE_AUDIOMP3'>,
): PlayerSource | null {
  const { mediaGroups } = renditions;
  const chosen = enabledOf(renditions.tracks)?.label;
  if (usesMp3(config, item) && item.urlMp3 && !choseOtherRendition(mediaGroups, chosen))
    return { src: item.urlMp3, type: 'audio/mpeg' };
  const url = audioRenditionUrl(mediaGroups, chosen);
  return url ? { src: url, type: 'application/x-mpegURL' } : null;
}
