import { describe, expect, it } from 'vitest';
import { learnerRendition } from './learner-rendition';
import { master, rendition } from './test-renditions';

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
