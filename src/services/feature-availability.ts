/**
 * Which viewer features an item offers under the configuration's flags, as the README's configuration table says.
 * Pure. Download, which depends on the item's files, is `download-formats.ts` (not part of the first load).
 */
import type { PlayerItem } from './api-contract';
import type { AppConfig } from './config';

export interface FeatureAvailability {
  like: boolean;
  sphereAi: boolean;
  chat: boolean;
  summary: boolean;
  /** The captions as an interactive transcript: whenever the item has captions. */
  transcript: boolean;
  audioMode: boolean;
}

type FeatureConfig = Pick<
  AppConfig,
  'USAR_CHAT_AI' | 'GUIDS_CHAT_AI' | 'USAR_CHAT' | 'GUIDS_CHAT' | 'CHAT_URL' | 'RESUMO' | 'EXISTE_AUDIOMP3'
>;

export const NO_FEATURES: FeatureAvailability = {
  like: false,
  sphereAi: false,
  chat: false,
  summary: false,
  transcript: false,
  audioMode: false,
};

export function featureAvailability(config: FeatureConfig | null, item: PlayerItem | null): FeatureAvailability {
  if (!config || !item) return NO_FEATURES;
  return {
    like: true,
    sphereAi: config.USAR_CHAT_AI && config.GUIDS_CHAT_AI.includes(item.id),
    chat: config.USAR_CHAT && config.CHAT_URL !== '' && config.GUIDS_CHAT.includes(item.id),
    summary: config.RESUMO && !item.aoVivo,
    transcript: item.legendas.length > 0,
    // Audio-only plays the MP3 (EXISTE_AUDIOMP3) or the HLS audio rendition; not offered on live streams.
    audioMode: !item.aoVivo,
  };
}

/** Whether the audio-only mode plays the MP3 rather than the HLS audio rendition. */
export function usesMp3(config: Pick<AppConfig, 'EXISTE_AUDIOMP3'>, item: PlayerItem): boolean {
  return config.EXISTE_AUDIOMP3 && item.urlMp3 !== null;
}
