import { describe, expect, it } from 'vitest';
import { firstInLanguages, isLanguageTag, languageList } from './language-tags';

describe('a language tag', () => {
  it('is one well-formed tag, whatever its case', () => {
    for (const tag of ['pt', 'pt-BR', 'EN-us', 'zh-Hant-TW', 'es-419', 'und']) expect(isLanguageTag(tag), tag).toBe(true);
  });

  it('is not a list, a locale with an underscore, or letters and hyphens outside the grammar', () => {
    for (const tag of ['', ' pt', 'pt, en', 'pt_BR', 'x', 'português', 'en-a', 'en-US-US', 'root', '<script>'])
      expect(isLanguageTag(tag), tag).toBe(false);
  });
});

describe('a learner’s list of languages', () => {
  it('keeps the tags in the learner’s order, trimmed, once each (case aside)', () => {
    expect(languageList('fr-FR, es-MX,en-US')).toEqual(['fr-FR', 'es-MX', 'en-US']);
    expect(languageList(' pt-BR ,PT-br, zh-Hant-TW ')).toEqual(['pt-BR', 'zh-Hant-TW']);
  });

  it('leaves out what is no language tag, and is empty when nothing is one', () => {
    expect(languageList('fr-FR, , 42, en_US, *, en')).toEqual(['fr-FR', 'en']);
    expect(languageList('en-a, de-1996-1996, es')).toEqual(['es']);
    expect(languageList('')).toEqual([]);
    expect(languageList(' , ;')).toEqual([]);
    expect(languageList('<script>')).toEqual([]);
  });
});

describe('the first content in the learner’s languages', () => {
  const tracks = ['pt', 'en-GB', 'es'];
  const first = (languages: string[], items = tracks) => firstInLanguages(items, (tag) => tag, languages);

  it('follows the learner’s order, not the content’s', () => {
    expect(first(['es', 'en'])).toBe('es');
    expect(first(['de', 'en-GB', 'pt'])).toBe('en-GB');
  });

  it('matches the primary language both ways, case aside', () => {
    expect(first(['pt-BR'])).toBe('pt');
    expect(first(['EN'])).toBe('en-GB');
    expect(first(['en-us'])).toBe('en-GB');
    expect(first(['PT-br'], ['pt-br'])).toBe('pt-br');
  });

  it('prefers the same tag to the same primary language, within one of the learner’s languages', () => {
    expect(first(['pt-BR'], ['pt-PT', 'pt-BR'])).toBe('pt-BR');
    expect(first(['pt-BR', 'en'], ['en', 'pt-PT'])).toBe('pt-PT');
  });

  it('finds none when no content is in any of them, or the learner lists none', () => {
    expect(first(['fr-FR', 'de'])).toBeUndefined();
    expect(first([])).toBeUndefined();
    expect(first(['en'], ['', 'und'])).toBeUndefined();
  });
});
