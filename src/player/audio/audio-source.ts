/**
 * What audio-only mode plays: the MP3 when EXISTE_AUDIOMP3 and the item has one, unless the viewer chose an
 * audio rendition other than the master's default (another language, an audio description: the MP3 is the
 * item's main audio); else the HLS audio rendition, the chosen one.
 */
import type { PlayerItem } from '@/services/api-contract';
import type { AppConfig } from '@/services/config';
import { usesMp3 } from '@/services/feature-availability';
import type { VideoJsPlayer } from '@/player/video-js-player';
import type { PlayerSource } from '../player-source';
import { chosenAudioTrack } from './audio-tracks';

interface AudioRendition {
  default?: boolean;
  uri?: string;
  resolvedUri?: string;
}
type MediaGroups = Record<string, Record<string, AudioRendition> | undefined>;

/**
 * The HLS audio rendition's playlist URL from a parsed main playlist's AUDIO groups: the one named `chosen` (the
 * audio track the viewer plays; VHS names its tracks after the renditions), else the default one, else the first.
 */
export function audioRenditionUrl(mediaGroups: { AUDIO?: MediaGroups } | undefined, chosen?: string): string | null {
  const renditions = renditionsOf(mediaGroups).filter(([, rendition]) => rendition.resolvedUri);
  const [, picked] =
    renditions.find(([name]) => name === chosen) ?? renditions.find(([, rendition]) => rendition.default) ?? renditions[0] ?? [];
  return picked?.resolvedUri ?? null;
}

const renditionsOf = (mediaGroups: { AUDIO?: MediaGroups } | undefined): [string, AudioRendition][] =>
  Object.values(mediaGroups?.AUDIO ?? {}).flatMap((group) => Object.entries(group ?? {}));

/** Whether `chosen` names a rendition of the main playlist that is not its default. */
export function choseOtherRendition(mediaGroups: { AUDIO?: MediaGroups } | undefined, chosen?: string): boolean {
  const rendition = renditionsOf(mediaGroups).find(([name]) => name === chosen)?.[1];
  return rendition !== undefined && !rendition.default;
}

function vhsMediaGroups(player: VideoJsPlayer): { AUDIO?: MediaGroups } | undefined {
  const tech = player.tech(true) as unknown as { vhs?: { playlists?: { main?: { mediaGroups?: { AUDIO?: MediaGroups } } } } };
  return tech?.vhs?.playlists?.main?.mediaGroups;
}

/** The audio-only source, or null when there is none (the player then keeps its source and shows the audio bar). */
export function audioSource(
  player: VideoJsPlayer,
  item: PlayerItem,
  config: Pick<AppConfig, 'EXISTE_AUDIOMP3'>,
): PlayerSource | null {
  const groups = vhsMediaGroups(player);
  const chosen = chosenAudioTrack(player)?.label;
  if (usesMp3(config, item) && item.urlMp3 && !choseOtherRendition(groups, chosen))
    return { src: item.urlMp3, type: 'audio/mpeg' };
  const url = audioRenditionUrl(groups, chosen);
  return url ? { src: url, type: 'application/x-mpegURL' } : null;
}
