/**
 * The loading screen index.html shows before any script runs says it in Portuguese: the entry says it in the
 * viewer's language at once, and marks the page's language to match, long before the app's texts load.
 */
import { documentLang, type Language } from '@/i18n/languages';
import { bootTexts } from './boot-messages';

export function sayLoadingInLanguage(language: Language, doc: Document = document): void {
  const text = doc.querySelector('.loading-screen p');
  if (text) text.textContent = bootTexts[language].loading;
  doc.documentElement.lang = documentLang(language);
}
