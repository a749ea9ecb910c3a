/**
 * A viewer who left audio mode on starts in it: on the audio-only source straight away (boot/audio-first.ts chooses
 * it), never loading the video they would not see. Only where the MP3 is what audio mode plays them: the item has one
 * under EXISTE_AUDIOMP3, is not live, and plays HLS (not FORCAR_PLAYERV2's progressive file). Everyone else starts on
 * the video, and audio mode, remembered, switches at its metadata as ever (attach-audio-mode.ts).
 */
import type { PlayerItem } from '@/services/api-contract';
import type { AppConfig } from '@/services/config';
import { usesMp3 } from '@/services/feature-availability';
import type { Preferences } from '@/services/preferences';
import { choosePlayerSource, HLS_TYPE, type PlayerSource } from '../player-source';
import type { KeptRenditions } from './audio-tracks';

export interface AudioStart {
  /** The audio-only source the player starts on: the MP3, or the HLS audio rendition the viewer chose. */
  source: PlayerSource;
  /** The master's audio renditions, read beside it (null when they could not be): audio mode keeps them. */
  renditions: Promise<KeptRenditions | null>;
}

type StartConfig = Pick<AppConfig, 'EXISTE_AUDIOMP3' | 'FORCAR_HLS' | 'FORCAR_PLAYERV2' | 'HLS_STREAM_URL'>;

/** Whether the viewer starts in audio mode, on its own source. */
export function startsInAudioMode(item: PlayerItem, config: StartConfig, preferences: Preferences): boolean {
  return (
    preferences.audioMode === true && !item.aoVivo && usesMp3(config, item) && choosePlayerSource(item, config).type === HLS_TYPE
  );
}
