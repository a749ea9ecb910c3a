/** Tests only: the widget's texts in a language, as public/assets/i18n ships them (read from the repository's root). */
import { readFileSync } from 'node:fs';

export const translations = (lang: string): Record<string, string> =>
  JSON.parse(readFileSync(`public/assets/i18n/${lang}.json`, 'utf8')) as Record<string, string>;
