/**
 * The player's labels in the widget's languages (labels/*.ts: Video.js's own `lang/*.json` and ours), each
 * a small chunk of its own: boot asks for the viewer's one at once (the entry, main.ts), so the
 * first load carries one dictionary, not all of them. No Video.js here: the entry imports this module.
 */
import type { Language } from '@/i18n/languages';

export type Dictionary = Record<string, string>;

const sources: Record<Language, () => Promise<{ default: Dictionary }>> = {
  pt: () => import('./labels/pt'),
  es: () => import('./labels/es'),
  en: () => import('./labels/en'),
};

const loaded = new Map<Language, Dictionary>();
const loading = new Map<Language, Promise<Dictionary>>();

/** Loads a language's dictionary once (a failed load is tried again next time). */
export function loadVideoJsDictionary(language: Language): Promise<Dictionary> {
  const pending =
    loading.get(language) ??
    sources[language]().then(
      ({ default: dictionary }) => {
        loaded.set(language, dictionary);
        return dictionary;
      },
      (error: unknown) => {
        loading.delete(language);
        throw error;
      },
    );
  loading.set(language, pending);
  return pending;
}

/** The dictionary if it has loaded, else none (Video.js's English labels). */
export function loadedVideoJsDictionary(language: Language): Dictionary {
  return loaded.get(language) ?? {};
}
