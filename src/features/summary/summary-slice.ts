/** The AI summary (RESUMO): fetched once, on first open; loading until the answer or the error. */
import type { StateCreator } from 'zustand';
import type { Language } from '@/i18n/languages';
import { ApiError } from '@/services/api-errors';
import type { ToastSlice } from '@/store/toast-slice';

export interface SummarySlice {
  summaryText: string | null;
  summaryLoading: boolean;
  summaryError: string | null;
  /** Fetches the summary in `lang` unless it is loaded or loading; a failure may be retried by calling again. */
  loadSummary: (lang: Language) => Promise<void>;
}

export const createSummarySlice: StateCreator<SummarySlice & ToastSlice, [], [], SummarySlice> = (set, get) => ({
  summaryText: null,
  summaryLoading: false,
  summaryError: null,
  loadSummary: async (lang) => {
    if (get().summaryText !== null || get().summaryLoading) return;
    set({ summaryLoading: true, summaryError: null });
    try {
      // Its code loads on first use: the store is part of the first load.
      const { fetchSummary } = await import('./summary-api');
      set({ summaryText: await fetchSummary(lang), summaryLoading: false });
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Erro ao gerar resumo.';
      set({ summaryLoading: false, summaryError: message });
      // The server's own words, when it sent some (the summary's catalogue, docs/api.md).
      if (error instanceof ApiError && error.serverMessage) {
        get().showToast({ Mensagem: error.serverMessage, Severidade: 2, Posicao: 'top' });
      }
    }
  },
});
