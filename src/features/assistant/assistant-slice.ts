/** The Sphere assistant's conversation (kept for the session) and its suggested questions. */
import type { StateCreator } from 'zustand';
import type { Language } from '@/i18n/languages';
import { ApiError, type ApiErrorCode } from '@/services/api-errors';
import { runtime } from '@/services/runtime';
import { askSphere, fetchQuestions } from './assistant-api';

export interface AssistantMessage {
  id: number;
  role: 'user' | 'assistant' | 'error';
  text: string;
  /** An error's code, which words it in the viewer's language (assistant-errors.ts). */
  code?: ApiErrorCode;
  /** The question an error failed to answer, for its retry. */
  question?: string;
  /** A 401 met while a host could still hand over another token (USAR_AD): asking again asks the host too. */
  renewable?: boolean;
}

export interface AssistantSlice {
  assistantMessages: AssistantMessage[];
  assistantQuestions: string[] | null;
  assistantBusy: boolean;
  loadQuestions: () => Promise<void>;
  /** Sends a trimmed question, asking for the answer in `lang`; an empty one is not sent. */
  askAssistant: (prompt: string, lang: Language) => Promise<void>;
  /** Asks a failed question again: the error gives way to the new answer, and the question is not repeated. */
  retryAssistant: (errorId: number, lang: Language) => Promise<void>;
  /** Another item replaces the shown one: its conversation and questions go, and answers still on their way are dropped. */
  forgetConversation: () => void;
}

let nextId = 1;
/** Bumped when the item changes: an answer or questions asked for the item before are not this one's. */
let conversation = 0;

export const createAssistantSlice: StateCreator<AssistantSlice, [], [], AssistantSlice> = (set, get) => {
  const add = (message: Omit<AssistantMessage, 'id'>): void =>
    set((state) => ({ assistantMessages: [...state.assistantMessages, { id: nextId++, ...message }] }));
  const answer = async (question: string, lang: Language): Promise<void> => {
    set({ assistantBusy: true });
    const mine = conversation;
    try {
      const text = await askSphere(question, lang);
      if (mine === conversation) add({ role: 'assistant', text });
    } catch (error) {
      if (mine !== conversation) return;
      const code = error instanceof ApiError ? error.code : 'failed';
      // The client already met the 401 with one new token; while the host may hand over another, a retry may work.
      const renewable = code === 'unauthorized' && runtime().token.renewable();
      add({ role: 'error', text: error instanceof Error ? error.message : String(error), code, question, renewable });
    } finally {
      if (mine === conversation) set({ assistantBusy: false });
    }
  };
  return {
    assistantMessages: [],
    assistantQuestions: null,
    assistantBusy: false,
    loadQuestions: async () => {
      if (get().assistantQuestions !== null) return;
      set({ assistantQuestions: [] });
      const mine = conversation;
      try {
        const assistantQuestions = await fetchQuestions();
        if (mine === conversation) set({ assistantQuestions });
      } catch {
        // No suggestions: free questions still work.
      }
    },
    askAssistant: async (prompt, lang) => {
      const question = prompt.trim();
      if (!question || get().assistantBusy) return;
      add({ role: 'user', text: question });
      await answer(question, lang);
    },
    retryAssistant: async (errorId, lang) => {
      const failed = get().assistantMessages.find((message) => message.id === errorId);
      if (!failed?.question || get().assistantBusy) return;
      set((state) => ({ assistantMessages: state.assistantMessages.filter((message) => message.id !== errorId) }));
      await answer(failed.question, lang);
    },
    forgetConversation: () => {
      conversation += 1;
      set({ assistantMessages: [], assistantQuestions: null, assistantBusy: false });
    },
  };
};
