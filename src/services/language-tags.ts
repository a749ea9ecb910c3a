/**
 * Language tags (RFC 5646) as a learner lists them ('fr-FR, en-US', most preferred first) and as content names
 * them (a captions track's srclang, an audio rendition's LANGUAGE): the list read, and the content found in it.
 */

/**
 * Whether `value` is one well-formed language tag ('pt-BR', 'zh-Hant-TW'; not 'pt_BR', 'en-a', 'pt, en'). The
 * browser's own parser decides: it knows the grammar (a singleton needs its subtags, a variant comes once) that a
 * pattern of letters and hyphens lets through.
 */
export function isLanguageTag(value: string): boolean {
  try {
    return Intl.getCanonicalLocales(value).length === 1;
  } catch {
    return false;
  }
}

/** The tags of a comma-separated list, in its order, once each, without the ones that are no tag; [] for none. */
export function languageList(value: string): string[] {
  const tags: string[] = [];
  for (const entry of value.split(',')) {
    const tag = entry.trim();
    if (isLanguageTag(tag) && !tags.some((known) => known.toLowerCase() === tag.toLowerCase())) tags.push(tag);
  }
  return tags;
}

/** A tag's primary language, lower-case ('pt' for 'pt-BR'). */
export const primaryLanguage = (tag: string): string => tag.toLowerCase().split('-')[0] ?? '';

/**
 * The first of `items` in the first of `languages` that any of them is in: the same tag, or else the same primary
 * language ('pt-BR' finds a 'pt' track, 'pt' a 'pt-BR' one), case aside. Undefined when none is in any.
 */
export function firstInLanguages<T>(
  items: readonly T[],
  languageOf: (item: T) => string,
  languages: readonly string[],
): T | undefined {
  for (const language of languages) {
    const wanted = language.toLowerCase();
    const found =
      items.find((item) => languageOf(item).toLowerCase() === wanted) ??
      items.find((item) => languageOf(item) !== '' && primaryLanguage(languageOf(item)) === primaryLanguage(wanted));
    if (found !== undefined) return found;
  }
  return undefined;
}
