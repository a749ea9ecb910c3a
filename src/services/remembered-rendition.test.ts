import { describe, expect, it } from 'vitest';
import { rememberedRendition } from './remembered-rendition';

const rendition = (language: string, kind: string, label = `${language} ${kind}`) => ({ label, language, kind });

describe('rememberedRendition', () => {
  const tracks = [rendition('pt', 'main'), rendition('en', 'alternative'), rendition('pt', 'main-desc')];

  it('finds the rendition of the language and kind chosen (an audio description is its own)', () => {
    expect(rememberedRendition(tracks, { language: 'pt', kind: 'main-desc' })).toBe(tracks[2]);
    expect(rememberedRendition(tracks, { language: 'en', kind: 'alternative' })).toBe(tracks[1]);
  });

  it('falls back to the language when no rendition is of that kind, and to none without the language', () => {
    expect(rememberedRendition(tracks, { language: 'en', kind: 'main' })).toBe(tracks[1]);
    expect(
      rememberedRendition([rendition('pt', 'main'), rendition('en', 'alternative')], { language: 'pt', kind: 'main-desc' }),
    ).toEqual(rendition('pt', 'main'));
    expect(rememberedRendition(tracks, { language: 'es', kind: 'main' })).toBeUndefined();
  });

  it('matches the language as the learner’s are matched, by its primary language too, the kind first', () => {
    const regional = [rendition('pt-BR', 'main'), rendition('en', 'alternative'), rendition('pt-BR', 'main-desc')];
    expect(rememberedRendition(regional, { language: 'pt', kind: 'main' })).toBe(regional[0]);
    expect(rememberedRendition(regional, { language: 'pt-PT', kind: 'main-desc' })).toBe(regional[2]);
    expect(rememberedRendition(tracks, { language: 'en-US', kind: 'main' })).toBe(tracks[1]);
  });
});
