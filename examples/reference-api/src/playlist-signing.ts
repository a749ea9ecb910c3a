/**
 * Adds a signature's query to every URI an HLS playlist lists (media lines and `URI="…"` attributes), and
 * to the sprite images a WebVTT thumbnails track names (`sprite.jpg#xywh=…`).
 */

/** The playlist with `signed(uri)` in place of each URI it names; tags and comments are kept as they are. */
export function signPlaylist(text: string, signed: (uri: string) => string): string {
  return text
    .split('\n')
    .map((line) => {
      const bare = line.replace(/\r$/, '');
      if (bare.trim() === '') return line;
      if (!bare.startsWith('#')) return line.replace(bare.trim(), () => signed(bare.trim()));
      return line.replace(/URI="([^"]+)"/g, (_match, uri: string) => `URI="${signed(uri)}"`);
    })
    .join('\n');
}

/** The thumbnails track with each cue's image signed, its `#xywh=` fragment kept. */
export function signThumbnailTrack(text: string, signed: (uri: string) => string): string {
  return text.replace(
    /^([^\s#][^\s#]*\.(?:jpe?g|png|webp))(#\S*)?\r?$/gim,
    (_line, uri: string, fragment = '') => `${signed(uri)}${fragment}`,
  );
}
