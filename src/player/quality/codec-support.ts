/** Whether VHS can play a variant's codecs, decided as VHS decides it before it lists the variant. */
import { browserSupportsCodec, muxerSupportsCodec, parseCodecs, translateLegacyCodec } from '@videojs/vhs-utils/es/codecs.js';

/**
 * True when every audio and video codec of a CODECS list is one the transmuxer handles (AVC, AAC) or the
 * browser's MediaSource accepts; a variant without CODECS is playable (VHS probes its segments).
 */
export function vhsCanPlay(codecs: string | undefined): boolean {
  if (!codecs) return true;
  return parseCodecs(codecs).every(({ type, details, mediaType }) => {
    if (mediaType === 'text') return false;
    if (mediaType !== 'video' && mediaType !== 'audio') return true;
    const codec = translateLegacyCodec(`${type}${details}`);
    return muxerSupportsCodec(codec) || browserSupportsCodec(codec, false);
  });
}
