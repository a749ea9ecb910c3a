import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { languages, pickLanguage } from './languages';

const load = (lang: string): Record<string, string> => JSON.parse(readFileSync(`public/assets/i18n/${lang}.json`, 'utf8'));

describe('i18n', () => {
  it('prefers ?lang=, then the browser, then pt', () => {
    expect(pickLanguage('es', ['en-US'])).toBe('es');
    expect(pickLanguage(null, ['fr-FR', 'en-GB'])).toBe('en');
    expect(pickLanguage('de', ['fr'])).toBe('pt');
  });

  it('ships en and es with every key of pt, none empty', () => {
    const pt = Object.keys(load('pt')).sort();
    for (const lang of languages) {
      const resources = load(lang);
      expect(Object.keys(resources).sort()).toEqual(pt);
      expect(Object.values(resources).filter((text) => !text.trim())).toEqual([]);
    }
  });
});
