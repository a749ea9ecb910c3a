/** A variant of a parsed HLS master (m3u8-parser's shape, which VHS keeps) as a quality track. */
import type { QualityTrack } from './quality-labels';

/** The part of a parsed variant playlist that the quality menu reads. */
export interface VariantPlaylist {
  id?: string;
  uri?: string;
  attributes?: Record<string, unknown>;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const number = (value: unknown): number | undefined => {
  const parsed = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(parsed) ? parsed : undefined;
};

/** Reads a variant's resolution, bandwidth, frame rate, range, layout, codecs and audio group. */
export function trackFromPlaylist(id: string, playlist: VariantPlaylist): QualityTrack {
  const attributes = playlist.attributes ?? {};
  const resolution = attributes['RESOLUTION'] as { width?: unknown; height?: unknown } | undefined;
  return {
    id,
    width: number(resolution?.width),
    height: number(resolution?.height),
    bandwidth: number(attributes['BANDWIDTH']),
    frameRate: number(attributes['FRAME-RATE']),
    hdr: text(attributes['VIDEO-RANGE']),
    videoLayout: text(attributes['REQ-VIDEO-LAYOUT']),
    codecs: text(attributes['CODECS']),
    audioGroup: text(attributes['AUDIO']),
  };
}
