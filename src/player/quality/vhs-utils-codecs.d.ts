/** The part of VHS's codec helpers (@videojs/vhs-utils, untyped) that the playability check uses. */
declare module '@videojs/vhs-utils/es/codecs.js' {
  export function parseCodecs(codecString?: string): { type: string; details: string; mediaType: string }[];
  export function translateLegacyCodec(codec: string): string;
  export function muxerSupportsCodec(codecString?: string): boolean;
  export function browserSupportsCodec(codecString?: string, withManagedMediaSource?: boolean): boolean;
}
