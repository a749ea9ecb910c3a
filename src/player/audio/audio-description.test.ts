import { describe, expect, it } from 'vitest';
import { describesVideo, descriptionSuffix, isAudioDescription } from './audio-description';

describe('descriptionSuffix', () => {
  it('adds the viewer’s word after an audio description whose name does not say it', () => {
    expect(descriptionSuffix('Português 2', 'main-desc', 'audiodescrição')).toBe(', audiodescrição');
    expect(descriptionSuffix('English', 'descriptions', 'audio description')).toBe(', audio description');
  });

  it('adds nothing where the name already says it, in pt, en or es', () => {
    for (const name of [
      'Português (audiodescrição)',
      'Português (áudio-descrição)',
      'English (audio description)',
      'English, described',
      'Español (audiodescripción)',
    ])
      expect(descriptionSuffix(name, 'main-desc', 'audio description'), name).toBe('');
  });

  it('adds nothing to a rendition that does not describe', () => {
    expect(descriptionSuffix('English', 'alternative', 'audio description')).toBe('');
    expect(descriptionSuffix('Português', 'main', 'audiodescrição')).toBe('');
  });
});

describe('isAudioDescription', () => {
  it('is true for the kinds of a described rendition only', () => {
    expect(['main-desc', 'descriptions', 'description', 'main', 'alternative', 'commentary'].map(isAudioDescription)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('describesVideo', () => {
  it('is true where the kind, the HLS CHARACTERISTICS or the name alone says so', () => {
    expect(describesVideo('Português 2', { kind: 'main-desc' })).toBe(true);
    expect(describesVideo('English', { characteristics: 'public.accessibility.describes-video' })).toBe(true);
    expect(describesVideo('Português (audiodescrição)', { kind: 'alternative' })).toBe(true);
    expect(
      describesVideo('English', { kind: 'alternative', characteristics: 'public.accessibility.transcribes-spoken-dialog' }),
    ).toBe(false);
  });
});
