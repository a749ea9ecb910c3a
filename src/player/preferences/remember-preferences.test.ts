import { describe, expect, it } from 'vitest';
import { preferredAudioTrack } from './remember-preferences';

const track = (language: string, kind: string, label = `${language} ${kind}`) => ({ label, language, kind, enabled: false });

describe('preferredAudioTrack', () => {
  const tracks = [track('pt', 'main'), track('en', 'alternative'), track('pt', 'main-desc')];

  it('finds the rendition of the language and kind chosen (an audio description is its own)', () => {
    expect(preferredAudioTrack(tracks, { language: 'pt', kind: 'main-desc' })).toBe(tracks[2]);
    expect(preferredAudioTrack(tracks, { language: 'en', kind: 'alternative' })).toBe(tracks[1]);
  });

  it('falls back to the language when no rendition is of that kind, and to none without the language', () => {
    expect(preferredAudioTrack(tracks, { language: 'en', kind: 'main' })).toBe(tracks[1]);
    expect(preferredAudioTrack([track('pt', 'main'), track('en', 'alternative')], { language: 'pt', kind: 'main-desc' })).toEqual(
      track('pt', 'main'),
    );
    expect(preferredAudioTrack(tracks, { language: 'es', kind: 'main' })).toBeUndefined();
  });
});
