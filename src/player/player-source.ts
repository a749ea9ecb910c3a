import type { PlayerItem } from '@/services/api-contract';
import type { AppConfig } from '@/services/config';

export const HLS_TYPE = 'application/x-mpegURL';

export interface PlayerSource {
  src: string;
  type: string;
}

/**
 * Which file plays: adaptive HLS by default (and always with FORCAR_HLS); the progressive file on the
 * browser's native playback with FORCAR_PLAYERV2 (the alternative player). A live item plays the
 * operator's encoder stream (HLS_STREAM_URL) when the config names one, else its own HLS.
 */
export function choosePlayerSource(
  item: PlayerItem,
  config: Pick<AppConfig, 'FORCAR_HLS' | 'FORCAR_PLAYERV2' | 'HLS_STREAM_URL'>,
): PlayerSource {
  if (item.aoVivo) return { src: config.HLS_STREAM_URL || item.urlHls, type: HLS_TYPE };
  const hls = { src: item.urlHls, type: HLS_TYPE };
  if (config.FORCAR_HLS) return hls;
  if (config.FORCAR_PLAYERV2 && item.urlProgressivo) return { src: item.urlProgressivo, type: 'video/mp4' };
  return hls;
}
