/** The assistant's calls: suggested questions (playerperguntas) and answers (chatgpt). */
import type { Language } from '@/i18n/languages';
import { runtime } from '@/services/runtime';

/** Short answers with mm:ss times of the moments they cite; the language is asked for with `lang`, never here. */
const SYSTEM_MESSAGE =
  'Você é Sphere, assistente de um vídeo educativo. Responda com base no conteúdo do vídeo e cite os momentos no formato mm:ss.';

export const fetchQuestions = (signal?: AbortSignal): Promise<string[]> => runtime().api.questions(signal);

/** An answer in the viewer's language. */
export const askSphere = (prompt: string, lang: Language, signal?: AbortSignal): Promise<string> =>
  runtime().api.ask(prompt, false, SYSTEM_MESSAGE, signal, lang);
