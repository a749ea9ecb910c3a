/** The assistant's calls: suggested questions (playerperguntas) and answers (chatgpt). */
import { runtime } from '@/services/runtime';

/** Answers in Brazilian Portuguese, short, with mm:ss times of the moments they cite. */
const SYSTEM_MESSAGE =
  'Você é Sphere, assistente de um vídeo educativo. Responda em português do Brasil, com base no conteúdo do vídeo, e cite os momentos no formato mm:ss.';

export const fetchQuestions = (signal?: AbortSignal): Promise<string[]> => runtime().api.questions(signal);

export const askSphere = (prompt: string, signal?: AbortSignal): Promise<string> =>
  runtime().api.ask(prompt, false, SYSTEM_MESSAGE, signal);
