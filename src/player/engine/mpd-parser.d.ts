/** The part of mpd-parser (VHS's DASH parser, untyped) that the DOMParser test uses. */
declare module 'mpd-parser/dist/mpd-parser.es.js' {
  export function parse(
    manifest: string,
    options?: { manifestUri?: string },
  ): { playlists: { attributes: { BANDWIDTH: number } }[] };
}
