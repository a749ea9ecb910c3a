/** i18next set up from `assets/i18n/{lang}.json`: pt by default, en and es shipped. */
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import * as z from 'zod/mini';
import type { Language } from './languages';

const resourceSchema = z.record(z.string(), z.string());

async function fetchResources(lang: Language): Promise<Record<string, string>> {
  const response = await fetch(`assets/i18n/${lang}.json`);
  if (!response.ok) throw new Error(`i18n ${lang}: ${response.status}`);
  return resourceSchema.parse(await response.json());
}

export async function initI18n(lang: Language): Promise<i18n> {
  let resources: Record<string, string>;
  try {
    resources = await fetchResources(lang);
  } catch {
    lang = 'pt';
    resources = await fetchResources('pt').catch(() => ({}));
  }
  await i18next.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: resources } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = lang === 'pt' ? 'pt-BR' : lang;
  return i18next;
}
