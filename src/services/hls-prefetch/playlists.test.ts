import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { firstSegmentUrls, parseAttributes, parseMultivariant } from './playlists';

const base = 'https://media.example/item/hls/master.m3u8?sig=abc';
const sample = readFileSync('examples/reference-api/media/licao-fotossintese/hls/master.m3u8', 'utf8');

describe('parseMultivariant', () => {
  it('reads the variants and audio of the sample master, resolved as VHS resolves them', () => {
    const { variants, audio } = parseMultivariant(sample, base);
    expect(
      variants.map((variant) => [variant.uri, variant.bandwidth, variant.width, variant.height, variant.audioGroup]),
    ).toEqual([
      ['https://media.example/item/hls/240p/index.m3u8', 154000, 426, 240, 'aac'],
      ['https://media.example/item/hls/480p/index.m3u8', 284000, 854, 480, 'aac'],
      ['https://media.example/item/hls/720p/index.m3u8', 514000, 1280, 720, 'aac'],
    ]);
    expect(audio).toEqual([
      {
        groupId: 'aac',
        name: 'Português',
        uri: 'https://media.example/item/hls/audio/index.m3u8',
        isDefault: true,
        language: 'pt',
        kind: 'main',
        characteristics: '',
      },
    ]);
  });

  it('reads each audio rendition’s language and kind as VHS gives its audio track', () => {
    const { audio } = parseMultivariant(
      readFileSync('examples/reference-api/media/licao-fotossintese/hls/master-audio-tracks.m3u8', 'utf8'),
      base,
    );
    expect(audio.map(({ name, characteristics }) => ({ name, characteristics }))).toEqual([
      { name: 'Português', characteristics: '' },
      { name: 'English', characteristics: '' },
      { name: 'Português (audiodescrição)', characteristics: 'public.accessibility.describes-video' },
    ]);
    expect(audio.map(({ uri, isDefault, language, kind }) => ({ uri, isDefault, language, kind }))).toEqual([
      { uri: 'https://media.example/item/hls/audio/index.m3u8', isDefault: true, language: 'pt', kind: 'main' },
      { uri: 'https://media.example/item/hls/audio/index.m3u8?track=en', isDefault: false, language: 'en', kind: 'alternative' },
      { uri: 'https://media.example/item/hls/audio/index.m3u8?track=pt-ad', isDefault: false, language: 'pt', kind: 'main-desc' },
    ]);
  });

  it('keeps quoted commas, CRLF lines, muxed audio (no URI) and a missing resolution', () => {
    const text = [
      '#EXTM3U',
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="a",NAME="Main, stereo",DEFAULT=YES',
      '#EXT-X-STREAM-INF:BANDWIDTH=800000,CODECS="avc1.64001f,mp4a.40.2",AUDIO="a"',
      'https://cdn.example/v/800.m3u8',
    ].join('\r\n');
    const { variants, audio } = parseMultivariant(text, base);
    expect(variants).toEqual([
      { uri: 'https://cdn.example/v/800.m3u8', bandwidth: 800000, width: null, height: null, audioGroup: 'a' },
    ]);
    expect(audio).toEqual([
      { groupId: 'a', name: 'Main, stereo', uri: null, isDefault: true, language: '', kind: 'main', characteristics: '' },
    ]);
    expect(parseAttributes('NAME="Main, stereo",DEFAULT=YES').get('NAME')).toBe('Main, stereo');
  });

  it('finds no variants in a media playlist', () => {
    expect(parseMultivariant('#EXTM3U\n#EXTINF:2,\nseg_000.ts\n', base).variants).toEqual([]);
  });
});

describe('firstSegmentUrls', () => {
  const vod = (...body: string[]): string => ['#EXTM3U', '#EXT-X-TARGETDURATION:2', ...body, '#EXT-X-ENDLIST'].join('\n');

  it('gives the first segment of a VOD playlist', () => {
    expect(firstSegmentUrls(vod('#EXTINF:2,', 'seg_000.ts', '#EXTINF:2,', 'seg_001.ts'), base)).toEqual([
      'https://media.example/item/hls/seg_000.ts',
    ]);
  });

  it('gives the init section before the first fMP4 segment', () => {
    expect(firstSegmentUrls(vod('#EXT-X-MAP:URI="init.mp4"', '#EXTINF:2,', 'seg_000.m4s'), base)).toEqual([
      'https://media.example/item/hls/init.mp4',
      'https://media.example/item/hls/seg_000.m4s',
    ]);
  });

  it('gives nothing for live, byte ranges or encrypted segments (VHS would not ask for them with a plain GET)', () => {
    expect(firstSegmentUrls('#EXTM3U\n#EXTINF:2,\nlive_100.ts\n', base)).toEqual([]);
    expect(firstSegmentUrls(vod('#EXTINF:2,', '#EXT-X-BYTERANGE:1000@0', 'all.ts'), base)).toEqual([]);
    expect(firstSegmentUrls(vod('#EXT-X-MAP:URI="all.mp4",BYTERANGE="700@0"', '#EXTINF:2,', 'all.mp4'), base)).toEqual([]);
    expect(firstSegmentUrls(vod('#EXT-X-KEY:METHOD=AES-128,URI="key"', '#EXTINF:2,', 'seg_000.ts'), base)).toEqual([]);
    expect(firstSegmentUrls(vod('#EXT-X-KEY:METHOD=NONE', '#EXTINF:2,', 'seg_000.ts'), base)).toHaveLength(1);
  });
});
