/** The widget's languages and how one is picked; no i18next here, so boot can pick before the app loads. */
export const languages = ['pt', 'en', 'es'] as const;
export type Language = (typeof languages)[number];

/** The widget language of an i18next language code ('pt' when it is none of ours). */
export const uiLanguage = (code: string | undefined): Language => pickLanguage(code ?? null, []);

/** ?lang= first, then the browser's languages, then pt. */
export function pickLanguage(queryLang: string | null, browserLanguages: readonly string[]): Language {
  for (const candidate of [queryLang, ...browserLanguages]) {
    const base = candidate?.toLowerCase().split('-')[0];
    if (languages.includes(base as Language)) return base as Language;
  }
  return 'pt';
}

/** The page's `lang` for a widget language: Portuguese is Brazil's, as the texts are. */
export const documentLang = (language: Language): string => (language === 'pt' ? 'pt-BR' : language);
