/** Like and dislike: the viewer's state, toggled optimistically and rolled back when the API refuses. */
import type { StateCreator } from 'zustand';
import type { LikeValue } from '@/services/api-contract';
import { ApiError, catalogueMessage, catalogueTextKey } from '@/services/api-errors';
import type { ToastSlice } from '@/store/toast-slice';
import { emitUsage } from '@/services/usage-events';
import { fetchLike, sendLike } from './feedback-api';

export interface FeedbackSlice {
  liked: LikeValue;
  /** Loads the viewer's state (GET playercurtir); a failure leaves it empty. */
  loadLike: (signal?: AbortSignal) => Promise<void>;
  /** Presses 'Gostei' ('S') or 'Não gostei' ('N'); pressing the active one again clears it. */
  toggleLike: (value: 'S' | 'N') => Promise<void>;
}

/** What pressing a button turns the state into. */
export const nextLike = (current: LikeValue, pressed: 'S' | 'N'): LikeValue => (current === pressed ? null : pressed);

export const createFeedbackSlice: StateCreator<FeedbackSlice & ToastSlice, [], [], FeedbackSlice> = (set, get) => ({
  liked: null,
  loadLike: async (signal) => {
    try {
      set({ liked: (await fetchLike(signal)).curtir });
    } catch {
      // Nothing is shown: the buttons simply start unpressed.
    }
  },
  toggleLike: async (pressed) => {
    const before = get().liked;
    const wanted = nextLike(before, pressed);
    set({ liked: wanted });
    try {
      const saved = await sendLike(wanted);
      set({ liked: saved.curtir });
      emitUsage(pressed === 'S' ? 'like' : 'dislike', { avaliacao: saved.curtir ?? '' });
    } catch (error) {
      set({ liked: before });
      const textKey = error instanceof ApiError ? catalogueTextKey(error) : 'network_error';
      const message = error instanceof ApiError ? error.message : catalogueMessage('player', 'failed');
      get().showToast({ Mensagem: message, Severidade: 2, Posicao: 'top' }, textKey);
    }
  },
});
