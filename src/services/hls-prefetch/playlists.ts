/**
 * Just enough of HLS playlists to prefetch the first segments: the variants and audio renditions of a
 * multivariant playlist, and the first segment of a media playlist. VHS parses them for real later. An audio-mode
 * start, which plays no master, keeps its audio renditions from here (player/audio/master-renditions.ts).
 */

export interface Variant {
  /** Absolute, resolved against the playlist's URL as VHS resolves it. */
  uri: string;
  bandwidth: number;
  width: number | null;
  height: number | null;
  audioGroup: string | null;
}

export interface AudioRendition {
  groupId: string;
  /** NAME: VHS names the rendition's audio track after it. */
  name: string;
  /** Null when the audio is in the variant's own segments. */
  uri: string | null;
  isDefault: boolean;
  /** LANGUAGE, '' without one. */
  language: string;
  /** The kind VHS gives its audio track: 'main-desc' (it describes the video), else 'main' (the default), else 'alternative'. */
  kind: string;
  /** CHARACTERISTICS, '' without them. */
  characteristics: string;
}

/** HLS's CHARACTERISTICS for an audio rendition that describes the picture (VHS gives its track the kind 'main-desc'). */
export const DESCRIBES_VIDEO = 'public.accessibility.describes-video';

export interface MultivariantPlaylist {
  variants: Variant[];
  audio: AudioRendition[];
}

/** The attribute list of a tag line: KEY=value or KEY="quoted, value". */
export function parseAttributes(list: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of list.matchAll(/([A-Z0-9-]+)=("[^"]*"|[^,]*)/g)) {
    const [, key = '', value = ''] = match;
    attributes.set(key, value.startsWith('"') ? value.slice(1, -1) : value);
  }
  return attributes;
}

const lines = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

export function parseMultivariant(text: string, baseUrl: string): MultivariantPlaylist {
  const variants: Variant[] = [];
  const audio: AudioRendition[] = [];
  let pending: Map<string, string> | null = null;
  for (const line of lines(text)) {
    if (line.startsWith('#EXT-X-STREAM-INF:')) {
      pending = parseAttributes(line.slice('#EXT-X-STREAM-INF:'.length));
    } else if (line.startsWith('#EXT-X-MEDIA:')) {
      const media = parseAttributes(line.slice('#EXT-X-MEDIA:'.length));
      const uri = media.get('URI');
      if (media.get('TYPE') === 'AUDIO') {
        const isDefault = media.get('DEFAULT') === 'YES';
        const characteristics = media.get('CHARACTERISTICS') ?? '';
        const describes = characteristics.includes(DESCRIBES_VIDEO);
        audio.push({
          groupId: media.get('GROUP-ID') ?? '',
          name: media.get('NAME') ?? '',
          uri: uri ? new URL(uri, baseUrl).href : null,
          isDefault,
          language: media.get('LANGUAGE') ?? '',
          kind: describes ? 'main-desc' : isDefault ? 'main' : 'alternative',
          characteristics,
        });
      }
    } else if (!line.startsWith('#') && pending) {
      const [width, height] = (pending.get('RESOLUTION') ?? '').split('x').map(Number);
      variants.push({
        uri: new URL(line, baseUrl).href,
        bandwidth: Number(pending.get('BANDWIDTH')) || Number.MAX_VALUE,
        width: width || null,
        height: height || null,
        audioGroup: pending.get('AUDIO') ?? null,
      });
      pending = null;
    }
  }
  return { variants, audio };
}

/**
 * The URLs VHS fetches to show the first frame of a media playlist: its init section (EXT-X-MAP) and first
 * segment. Empty when a plain GET would not be what VHS asks for (byte ranges, encryption) or for live.
 */
export function firstSegmentUrls(text: string, baseUrl: string): string[] {
  const all = lines(text);
  if (!all.some((line) => line === '#EXT-X-ENDLIST' || line === '#EXT-X-PLAYLIST-TYPE:VOD')) return [];
  if (all.some((line) => line.startsWith('#EXT-X-BYTERANGE') || /^#EXT-X-KEY:(?!METHOD=NONE)/.test(line))) return [];
  const urls: string[] = [];
  for (const line of all) {
    if (line.startsWith('#EXT-X-MAP:')) {
      const map = parseAttributes(line.slice('#EXT-X-MAP:'.length));
      if (map.has('BYTERANGE')) return [];
      const uri = map.get('URI');
      if (uri) urls.push(new URL(uri, baseUrl).href);
    } else if (!line.startsWith('#')) {
      urls.push(new URL(line, baseUrl).href);
      return urls;
    }
  }
  return [];
}
