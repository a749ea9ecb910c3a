/** The words the assistant frames its answers with, and the language the LLM is told to answer in. */
import type { ChatRequest } from '../../../src/services/api-contract.ts';

export type AnswerLanguage = NonNullable<ChatRequest['lang']>;

interface Phrases {
  /** How the server's system prompt names the language of the answer. */
  name: string;
  /** Leads the passages the transcript-based assistant quotes. */
  found: string;
  /** Leads the transcript-based summary (the narration is quoted as spoken). */
  summary: string;
}

export const phrases: Record<AnswerLanguage, Phrases> = {
  pt: { name: 'português do Brasil', found: 'Encontrei isto na aula:', summary: '' },
  en: {
    name: 'inglês (English)',
    found: 'Here is what the lesson says (quoted as narrated):',
    summary: 'Summary of the lesson, in the words of its narration:',
  },
  es: {
    name: 'espanhol (español)',
    found: 'Esto es lo que dice la clase (citado tal como se narra):',
    summary: 'Resumen de la clase, con las palabras de su narración:',
  },
};
