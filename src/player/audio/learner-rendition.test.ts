import { describe, expect, it } from 'vitest';
import type { AudioTrackLike } from './audio-tracks';
import { learnerRendition } from './learner-rendition';

const rendition = (label: string, language: string, kind = 'alternative', enabled = false): AudioTrackLike => ({
  label,
  language,
  kind,
  enabled,
});

/** The lesson's master: Portuguese (its default), English, a Portuguese audio description. */
const master = (): AudioTrackLike[] => [
  rendition('Português', 'pt', 'main', true),
  rendition('English', 'en'),
  rendition('Português (audiodescrição)', 'pt', 'main-desc'),
];

describe('the rendition for the learner’s languages', () => {
  it('is the first in the learner’s order, by tag or primary language', () => {
    expect(learnerRendition(master(), ['fr', 'en-US', 'pt'])?.label).toBe('English');
    expect(learnerRendition(master(), ['pt-BR', 'en'])?.label).toBe('Português');
  });

  it('describes the picture only where no other rendition is in any of the learner’s languages', () => {
    const described = [
      rendition('Português', 'pt', 'main', true),
      rendition('English (AD)', 'en', 'main-desc'),
      rendition('Español', 'es'),
    ];
    expect(learnerRendition(described, ['en', 'es'])?.label).toBe('Español');
    expect(learnerRendition(described, ['en', 'fr'])?.label).toBe('English (AD)');
  });

  it('takes an audio description its name alone says (no CHARACTERISTICS) for one, as Download does', () => {
    const named = [
      rendition('Português (audiodescrição)', 'pt'),
      rendition('Português', 'pt', 'main', true),
      rendition('English', 'en'),
    ];
    expect(learnerRendition(named, ['pt-BR'])?.label).toBe('Português');
  });

  it('is none when no rendition is in any of them', () => {
    expect(learnerRendition(master(), ['fr', 'de'])).toBeUndefined();
    expect(learnerRendition(master(), [])).toBeUndefined();
  });
});
