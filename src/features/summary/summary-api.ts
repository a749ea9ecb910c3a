/** The summary call (chatgpt with isResumo). */
import type { Language } from '@/i18n/languages';
import { runtime } from '@/services/runtime';

/** A few paragraphs; the language is asked for with `lang`, never here (the server owns the system prompt). */
const SYSTEM_MESSAGE = 'Resuma o vídeo em poucos parágrafos.';

/** The summary in the viewer's language. */
export const fetchSummary = (lang: Language, signal?: AbortSignal): Promise<string> =>
  runtime().api.summary(SYSTEM_MESSAGE, signal, lang);
