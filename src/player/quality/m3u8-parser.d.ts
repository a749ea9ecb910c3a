/** The part of m3u8-parser (VHS's HLS parser, untyped) that the fixture tests use. */
declare module 'm3u8-parser' {
  export class Parser {
    push(chunk: string): void;
    end(): void;
    manifest: { playlists?: { uri: string; attributes: Record<string, unknown> }[] };
  }
}
