import { describe, expect, it } from 'vitest';
import { translations } from '@/testing/translations';
import { languages, pickLanguage } from './languages';

describe('i18n', () => {
  it('prefers ?lang=, then the browser, then pt', () => {
    expect(pickLanguage('es', ['en-US'])).toBe('es');
    expect(pickLanguage(null, ['fr-FR', 'en-GB'])).toBe('en');
    expect(pickLanguage('de', ['fr'])).toBe('pt');
  });

  it('ships en and es with every key of pt, none empty', () => {
    const pt = Object.keys(translations('pt')).sort();
    for (const lang of languages) {
      const resources = translations(lang);
      expect(Object.keys(resources).sort()).toEqual(pt);
      expect(Object.values(resources).filter((text) => !text.trim())).toEqual([]);
    }
  });
});
