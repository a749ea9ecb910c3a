import { describe, expect, it } from 'vitest';
import type { PlayerItem } from '@/services/api-contract';
import { audioRenditionNames, audioRenditionUrl, audioSource, choseOtherRendition } from './audio-source';

describe('audioRenditionUrl', () => {
  it('picks the default audio rendition of the main playlist', () => {
    const groups = {
      AUDIO: {
        aac: {
          English: { default: false, resolvedUri: 'https://cdn.test/en.m3u8' },
          Português: { default: true, resolvedUri: 'https://cdn.test/pt.m3u8' },
        },
      },
    };
    expect(audioRenditionUrl(groups)).toBe('https://cdn.test/pt.m3u8');
  });

  it('picks the rendition the viewer chose, by the name VHS gives its audio track', () => {
    const groups = {
      AUDIO: {
        aac: {
          Português: { default: true, resolvedUri: 'https://cdn.test/pt.m3u8' },
          English: { default: false, resolvedUri: 'https://cdn.test/en.m3u8' },
        },
      },
    };
    expect(audioRenditionUrl(groups, 'English')).toBe('https://cdn.test/en.m3u8');
    expect(audioRenditionUrl(groups, 'Deutsch')).toBe('https://cdn.test/pt.m3u8');
  });

  it('falls back to the first rendition with a URL when none is default', () => {
    expect(audioRenditionUrl({ AUDIO: { aac: { a: {}, b: { resolvedUri: 'https://cdn.test/b.m3u8' } } } })).toBe(
      'https://cdn.test/b.m3u8',
    );
  });

  it('is null for muxed streams (no AUDIO group) and before the playlist loads', () => {
    expect(audioRenditionUrl({ AUDIO: {} })).toBeNull();
    expect(audioRenditionUrl(undefined)).toBeNull();
  });
});

describe('choseOtherRendition', () => {
  const groups = {
    AUDIO: {
      aac: {
        Português: { default: true, resolvedUri: 'https://cdn.test/pt.m3u8' },
        English: { default: false, resolvedUri: 'https://cdn.test/en.m3u8' },
      },
    },
  };

  it('is true for a rendition the master does not make its default (the MP3 is the default audio)', () => {
    expect(choseOtherRendition(groups, 'English')).toBe(true);
  });

  it('is false for the default, a name the master lacks, no choice, or no AUDIO group', () => {
    expect(choseOtherRendition(groups, 'Português')).toBe(false);
    expect(choseOtherRendition(groups, 'Deutsch')).toBe(false);
    expect(choseOtherRendition(groups)).toBe(false);
    expect(choseOtherRendition(undefined, 'English')).toBe(false);
  });
});

describe('audioRenditionNames', () => {
  it('names each rendition of a master with several once, its language, the default as the main one, and audio descriptions', () => {
    const groups = {
      AUDIO: {
        low: {
          Português: { default: true, language: 'pt' },
          English: { default: false, language: 'en' },
          'Português (AD)': { language: 'pt', characteristics: 'public.accessibility.describes-video' },
        },
        high: { Português: { default: true, language: 'pt' }, English: { language: 'en' } },
      },
    };
    expect(audioRenditionNames(groups)).toEqual([
      { name: 'Português', language: 'pt', main: true, describesVideo: false },
      { name: 'English', language: 'en', main: false, describesVideo: false },
      { name: 'Português (AD)', language: 'pt', main: false, describesVideo: true },
    ]);
    // A description the master names but does not mark; a rendition without LANGUAGE.
    expect(audioRenditionNames({ AUDIO: { aac: { Original: {}, 'Português (audiodescrição)': { language: 'pt' } } } })).toEqual([
      { name: 'Original', language: '', main: false, describesVideo: false },
      { name: 'Português (audiodescrição)', language: 'pt', main: false, describesVideo: true },
    ]);
  });

  it('is empty with one rendition (the same name in two groups is one) or none', () => {
    expect(
      audioRenditionNames({ AUDIO: { low: { Português: { default: true } }, high: { Português: { default: true } } } }),
    ).toEqual([]);
    expect(audioRenditionNames({ AUDIO: {} })).toEqual([]);
    expect(audioRenditionNames(undefined)).toEqual([]);
  });
});

describe('audioSource', () => {
  const mediaGroups = {
    AUDIO: {
      aac: {
        Português: { default: true, resolvedUri: 'https://cdn.test/pt.m3u8' },
        English: { default: false, resolvedUri: 'https://cdn.test/en.m3u8' },
      },
    },
  };
  const renditions = (chosen: string) => ({
    mediaGroups,
    tracks: ['Português', 'English'].map((label) => ({ label, language: '', kind: '', enabled: label === chosen })),
  });
  const item = { urlMp3: 'https://cdn.test/audio.mp3' } as PlayerItem;

  it('plays the MP3 for the default rendition, the HLS rendition for another', () => {
    expect(audioSource(renditions('Português'), item, { EXISTE_AUDIOMP3: true })).toEqual({
      src: 'https://cdn.test/audio.mp3',
      type: 'audio/mpeg',
    });
    expect(audioSource(renditions('English'), item, { EXISTE_AUDIOMP3: true })).toEqual({
      src: 'https://cdn.test/en.m3u8',
      type: 'application/x-mpegURL',
    });
  });

  it('plays the chosen HLS rendition, the default one too, without an MP3', () => {
    expect(audioSource(renditions('Português'), item, { EXISTE_AUDIOMP3: false })?.src).toBe('https://cdn.test/pt.m3u8');
  });
});
