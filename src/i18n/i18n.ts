/** i18next set up from `assets/i18n/{lang}.json`: pt by default, en and es shipped. */
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import * as z from 'zod/mini';
import { CHUNK_TIMEOUT_MS } from '@/services/chunk-loader';
import { documentLang, type Language } from './languages';

const resourceSchema = z.record(z.string(), z.string());

async function fetchResources(lang: Language): Promise<Record<string, string>> {
  // Like code, the texts fail past the deadline instead of leaving the loading screen up.
  const response = await fetch(`assets/i18n/${lang}.json`, { signal: AbortSignal.timeout(CHUNK_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`i18n ${lang}: ${response.status}`);
  return resourceSchema.parse(await response.json());
}

/** The viewer's texts, else pt's; rejects when neither loads (boot then offers a retry: keys are no text). */
export async function initI18n(lang: Language): Promise<i18n> {
  let resources: Record<string, string>;
  try {
    resources = await fetchResources(lang);
  } catch (error) {
    if (lang === 'pt') throw error;
    lang = 'pt';
    resources = await fetchResources('pt');
  }
  await i18next.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: resources } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = documentLang(lang);
  return i18next;
}
