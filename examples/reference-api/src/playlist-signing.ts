/** Adds a signature's query to every URI an HLS playlist lists (media lines and `URI="…"` attributes). */

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
