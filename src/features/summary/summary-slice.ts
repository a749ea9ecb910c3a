/** The AI summary (RESUMO): fetched once, on first open; loading until the answer or the error. */
import type { StateCreator } from 'zustand';
import type { Language } from '@/i18n/languages';
import { ApiError, refusedForGood, UNAUTHORIZED_FALLBACK } from '@/services/api-errors';
import { loadChunk } from '@/services/chunk-loader';
import { runtime } from '@/services/runtime';
import type { ToastSlice } from '@/store/toast-slice';

/** Why the summary is not there: the server's own words (a 401's status text), or a text key the viewer's language words. */
export type SummaryError = ({ text: string } | { textKey: string }) & {
  /** No retry can help: the session ended, or a 401 with no host to hand over another token. */
  final?: boolean;
};

export interface SummarySlice {
  summaryText: string | null;
  summaryLoading: boolean;
  summaryError: SummaryError | null;
  /** Fetches the summary in `lang` unless it is loaded or loading; a failure may be retried by calling again. */
  loadSummary: (lang: Language) => Promise<void>;
  /** Another item replaces the shown one: its summary goes, and one still on its way is dropped. */
  forgetSummary: () => void;
}

/** Bumped when the item changes: an answer asked for the item before is not this one's. */
let asked = 0;

export const createSummarySlice: StateCreator<SummarySlice & ToastSlice, [], [], SummarySlice> = (set, get) => ({
  summaryText: null,
  summaryLoading: false,
  summaryError: null,
  loadSummary: async (lang) => {
    if (get().summaryText !== null || get().summaryLoading) return;
    set({ summaryLoading: true, summaryError: null });
    const mine = asked;
    try {
      // Its code loads on first use (the store is part of the first load), with the deadline of all code.
      const { fetchSummary } = await loadChunk(() => import('./summary-api'));
      const summaryText = await fetchSummary(lang);
      if (mine === asked) set({ summaryText, summaryLoading: false });
    } catch (error) {
      if (mine !== asked) return;
      // The catalogue: a 401's status text as it came, the session's end, otherwise 'Erro ao gerar resumo.' in the
      // viewer's language (code that did not load included: never the browser's own words).
      const code = error instanceof ApiError ? error.code : null;
      // Words of its own: a 401's status text, or a revoked key's (the API's own `erro`, its own error code).
      const ownWords =
        error instanceof ApiError &&
        (code === 'key-revoked' || (code === 'unauthorized' && error.message !== UNAUTHORIZED_FALLBACK));
      // A 401 was already met with a token refresh; with no host to ask, the same token would be refused again.
      const refused = refusedForGood(error, () => runtime().token.renewable());
      set({
        summaryLoading: false,
        summaryError: ownWords
          ? { text: error.message, final: refused }
          : code === 'session-expired'
            ? { textKey: 'token_expired', final: true }
            : { textKey: code === 'unauthorized' ? 'unauthorized' : 'summary_error', final: refused },
      });
      // The server's own words, when it sent some (the summary's catalogue, docs/api.md).
      if (error instanceof ApiError && error.serverMessage && !['session-expired', 'key-revoked'].includes(error.code)) {
        get().showToast({ Mensagem: error.serverMessage, Severidade: 2, Posicao: 'top' });
      }
    }
  },
  forgetSummary: () => {
    asked += 1;
    set({ summaryText: null, summaryLoading: false, summaryError: null });
  },
});
