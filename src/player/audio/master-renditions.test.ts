import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseMultivariant } from '@/services/hls-prefetch/playlists';
import { audioSource } from './audio-source';
import { renditionsOfMaster } from './master-renditions';

const base = 'https://media.example/item/hls/master.m3u8';
/** The test master: Portuguese (the default), English, a Portuguese audio description, in one group. */
const master = parseMultivariant(
  readFileSync('examples/reference-api/media/licao-fotossintese/hls/master-audio-tracks.m3u8', 'utf8'),
  base,
);
const enabled = (remembered?: { language: string; kind: string }) =>
  renditionsOfMaster(master, remembered).tracks.find((track) => track.enabled)?.label;

describe('renditionsOfMaster', () => {
  it('lists the master’s renditions as VHS lists its audio tracks: by name, of their kind, the default enabled', () => {
    expect(renditionsOfMaster(master).tracks).toEqual([
      { label: 'Português', language: 'pt', kind: 'main', enabled: true },
      { label: 'English', language: 'en', kind: 'alternative', enabled: false },
      { label: 'Português (audiodescrição)', language: 'pt', kind: 'main-desc', enabled: false },
    ]);
  });

  it('gives the AUDIO groups VHS would parse: each rendition’s URL, default and marks', () => {
    expect(renditionsOfMaster(master).mediaGroups?.AUDIO?.['aac']).toEqual({
      Português: {
        default: true,
        language: 'pt',
        uri: 'https://media.example/item/hls/audio/index.m3u8',
        resolvedUri: 'https://media.example/item/hls/audio/index.m3u8',
      },
      English: {
        default: false,
        language: 'en',
        uri: 'https://media.example/item/hls/audio/index.m3u8?track=en',
        resolvedUri: 'https://media.example/item/hls/audio/index.m3u8?track=en',
      },
      'Português (audiodescrição)': {
        default: false,
        language: 'pt',
        characteristics: 'public.accessibility.describes-video',
        uri: 'https://media.example/item/hls/audio/index.m3u8?track=pt-ad',
        resolvedUri: 'https://media.example/item/hls/audio/index.m3u8?track=pt-ad',
      },
    });
  });

  it('enables the rendition the viewer remembered, else the default (one in a language the master lacks)', () => {
    expect(enabled({ language: 'en', kind: 'alternative' })).toBe('English');
    expect(enabled({ language: 'pt', kind: 'main-desc' })).toBe('Português (audiodescrição)');
    expect(enabled({ language: 'pt', kind: 'main' })).toBe('Português');
    expect(enabled({ language: 'de', kind: 'main' })).toBe('Português');
  });

  it('makes audio mode’s source the MP3 for the default, the rendition’s playlist for another', () => {
    const item = { urlMp3: 'https://media.example/item/audio.mp3' } as Parameters<typeof audioSource>[1];
    const config = { EXISTE_AUDIOMP3: true };
    expect(audioSource(renditionsOfMaster(master), item, config)?.src).toBe('https://media.example/item/audio.mp3');
    expect(audioSource(renditionsOfMaster(master, { language: 'en', kind: 'alternative' }), item, config)).toEqual({
      src: 'https://media.example/item/hls/audio/index.m3u8?track=en',
      type: 'application/x-mpegURL',
    });
  });

  it('keeps a master with its audio in the variants (no URI) and one with none', () => {
    const muxed = parseMultivariant(
      '#EXTM3U\n#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="a",NAME="Main",DEFAULT=YES\n#EXT-X-STREAM-INF:BANDWIDTH=1,AUDIO="a"\nv.m3u8\n',
      base,
    );
    expect(renditionsOfMaster(muxed)).toEqual({
      tracks: [{ label: 'Main', language: '', kind: 'main', enabled: true }],
      mediaGroups: { AUDIO: { a: { Main: { default: true } } } },
    });
    expect(renditionsOfMaster({ variants: [], audio: [] })).toEqual({ tracks: [], mediaGroups: { AUDIO: {} } });
  });
});
