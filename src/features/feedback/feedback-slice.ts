/** Like and dislike: the viewer's state, toggled optimistically and rolled back when the API refuses. */
import type { StateCreator } from 'zustand';
import type { LikeValue } from '@/services/api-contract';
import { ApiError, catalogueMessage, catalogueTextKey } from '@/services/api-errors';
import type { ToastSlice } from '@/store/toast-slice';
import { emitUsage } from '@/services/usage-events';
import { fetchLike, sendLike } from './feedback-api';

export interface FeedbackSlice {
  liked: LikeValue;
  /** Loads the viewer's state for the item now shown (GET playercurtir); a failure leaves it empty. */
  loadLike: (signal?: AbortSignal) => Promise<void>;
  /** Presses 'Gostei' ('S') or 'Não gostei' ('N'); pressing the active one again clears it. */
  toggleLike: (value: 'S' | 'N') => Promise<void>;
}

/** What pressing a button turns the state into. */
export const nextLike = (current: LikeValue, pressed: 'S' | 'N'): LikeValue => (current === pressed ? null : pressed);

export const createFeedbackSlice: StateCreator<FeedbackSlice & ToastSlice, [], [], FeedbackSlice> = (set, get) => {
  /**
   * One send at a time, so the API's last state is the viewer's last choice: presses made while one is on its
   * way change what the viewer sees at once, and the newest of them goes when it is answered (an older send,
   * retried, could otherwise land after a newer one and undo it). `settled` is the API's state to fall back to.
   */
  let sending = false;
  let settled: LikeValue = null;
  let lastPressed: 'S' | 'N' = 'S';
  /** Counts presses, so a saved state that arrives after one does not overwrite it. */
  let presses = 0;
  /** Counts the items shown (each loads its like state): a send for an earlier item stops there. */
  let item = 0;
  /** The item of the last press. */
  let pressedOn = 0;
  const sendNewest = async (): Promise<void> => {
    sending = true;
    const mine = item;
    let sent: LikeValue | undefined;
    try {
      while (item === mine && get().liked !== sent) {
        const target = get().liked;
        const pressed = lastPressed;
        const saved = await sendLike(target);
        emitUsage(pressed === 'S' ? 'like' : 'dislike', { avaliacao: saved.curtir ?? '' });
        if (item !== mine) break;
        sent = target;
        settled = saved.curtir;
      }
      if (item === mine) set({ liked: settled });
    } catch (error) {
      if (item !== mine) return;
      set({ liked: settled });
      const textKey = error instanceof ApiError ? catalogueTextKey(error) : 'network_error';
      const message = error instanceof ApiError ? error.message : catalogueMessage('player', 'failed');
      get().showToast({ Mensagem: message, Severidade: 2, Posicao: 'top' }, textKey);
    } finally {
      sending = false;
      // A press on the item shown now, made while the earlier item's send was on its way: its turn.
      if (item !== mine && pressedOn === item) void sendNewest();
    }
  };
  return {
    liked: null,
    loadLike: async (signal) => {
      // Another item (the host's loadVideo): it starts unpressed, and the earlier item's sends stop.
      item += 1;
      settled = null;
      set({ liked: null });
      const at = presses;
      try {
        const { curtir } = await fetchLike(signal);
        // A press since the load began is newer than what the API had.
        if (presses !== at) return;
        settled = curtir;
        set({ liked: curtir });
      } catch {
        // Nothing is shown: the buttons simply start unpressed.
      }
    },
    toggleLike: async (pressed) => {
      presses += 1;
      lastPressed = pressed;
      pressedOn = item;
      if (!sending) settled = get().liked;
      set({ liked: nextLike(get().liked, pressed) });
      if (!sending) await sendNewest();
    },
  };
};
