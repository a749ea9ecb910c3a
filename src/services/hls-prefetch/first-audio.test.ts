import { describe, expect, it } from 'vitest';
import { chooseFirstAudio } from './first-audio';
import type { AudioRendition } from './playlists';

const rendition = (track: string, language: string, kind: string, isDefault = false): AudioRendition => ({
  groupId: 'aac',
  name: track,
  uri: `https://media.example/hls/audio/index.m3u8?track=${track}`,
  isDefault,
  language,
  kind,
  characteristics: '',
});
/** The test master's group: Portuguese (the default), English, a Portuguese audio description. */
const group = [rendition('pt', 'pt', 'main', true), rendition('en', 'en', 'alternative'), rendition('pt-ad', 'pt', 'main-desc')];
const track = (chosen: AudioRendition | undefined): string | undefined => chosen?.uri?.split('track=')[1];

describe('chooseFirstAudio (the audio rendition VHS plays first)', () => {
  it('is the rendition the viewer remembered, by its language and kind, as the player chooses it', () => {
    expect(track(chooseFirstAudio(group, { language: 'pt', kind: 'main-desc' }))).toBe('pt-ad');
    expect(track(chooseFirstAudio(group, { language: 'en-US', kind: 'alternative' }))).toBe('en');
    expect(track(chooseFirstAudio(group, { language: 'en', kind: 'main' })), 'its language, of another kind').toBe('en');
  });

  it('is the group’s default without a remembered rendition, or with one the group lacks', () => {
    expect(track(chooseFirstAudio(group, undefined))).toBe('pt');
    expect(track(chooseFirstAudio(group, { language: 'de', kind: 'main' }))).toBe('pt');
  });

  it('is the group’s first when none is the default, and none for an empty group', () => {
    expect(track(chooseFirstAudio(group.slice(1), undefined))).toBe('en');
    expect(chooseFirstAudio([], { language: 'pt', kind: 'main' })).toBeUndefined();
  });
});
