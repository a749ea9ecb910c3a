/** The Sphere assistant's conversation (kept for the session) and its suggested questions. */
import type { StateCreator } from 'zustand';
import type { Language } from '@/i18n/languages';
import { askSphere, fetchQuestions } from './assistant-api';

export interface AssistantMessage {
  id: number;
  role: 'user' | 'assistant' | 'error';
  text: string;
}

export interface AssistantSlice {
  assistantMessages: AssistantMessage[];
  assistantQuestions: string[] | null;
  assistantBusy: boolean;
  loadQuestions: () => Promise<void>;
  /** Sends a trimmed question, asking for the answer in `lang`; an empty one is not sent. */
  askAssistant: (prompt: string, lang: Language) => Promise<void>;
}

let nextId = 1;

export const createAssistantSlice: StateCreator<AssistantSlice, [], [], AssistantSlice> = (set, get) => ({
  assistantMessages: [],
  assistantQuestions: null,
  assistantBusy: false,
  loadQuestions: async () => {
    if (get().assistantQuestions !== null) return;
    set({ assistantQuestions: [] });
    try {
      set({ assistantQuestions: await fetchQuestions() });
    } catch {
      // No suggestions: free questions still work.
    }
  },
  askAssistant: async (prompt, lang) => {
    const question = prompt.trim();
    if (!question || get().assistantBusy) return;
    const add = (role: AssistantMessage['role'], text: string): void =>
      set((state) => ({ assistantMessages: [...state.assistantMessages, { id: nextId++, role, text }] }));
    add('user', question);
    set({ assistantBusy: true });
    try {
      add('assistant', await askSphere(question, lang));
    } catch (error) {
      add('error', error instanceof Error ? error.message : String(error));
    } finally {
      set({ assistantBusy: false });
    }
  },
});
