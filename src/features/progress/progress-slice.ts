/** Viewing progress (SALVAR_VISUALIZACAO): snapshots from the player go to the durable outbox. */
import type { StateCreator } from 'zustand';
import type { ViewSnapshot } from '@/services/view-outbox';
import { saveShownProgress } from '@/services/progress-saver';
import { runtime } from '@/services/runtime';
import type { ConfigSlice } from '@/store/config-slice';
import type { ItemSlice } from '@/store/item-slice';

export interface ProgressSlice {
  /** Queues a snapshot (merged with what is pending) and tries to send it. */
  saveProgress: (snapshot: ViewSnapshot) => void;
  /** Sends what a previous page left pending for this viewer and video. */
  flushProgress: () => void;
  /**
   * The shown item is about to be replaced (the host's loadVideo): its progress up to now is saved and sent while its
   * token is still the one in use; resolves once nothing of it is left to send now.
   */
  settleProgress: () => Promise<void>;
}

type Deps = ProgressSlice & Pick<ConfigSlice, 'config'> & Pick<ItemSlice, 'item' | 'resumeOffer'>;

/** viewer|video: whose progress an outbox entry is, without keeping the token itself (null without a token). */
export function progressKey(hasToken: boolean, viewer: string | null, videoId: string | undefined): string | null {
  if (!hasToken || !videoId) return null;
  // A token that is not a JWT (or has no subject): one anonymous viewer per video.
  return `${viewer ?? 'anon'}|${videoId}`;
}

export const createProgressSlice: StateCreator<Deps, [], [], ProgressSlice> = (_set, get) => ({
  saveProgress: (snapshot) => {
    const { config, item, resumeOffer } = get();
    const { launch, token, outbox } = runtime();
    if (!config?.SALVAR_VISUALIZACAO || launch.preview) return;
    const key = progressKey(token.current() !== null, token.viewer(), item?.id);
    if (!key || (snapshot.intervalos.length === 0 && snapshot.posicao === 0)) return;
    // While a resume offer stands, the viewer has not chosen: the saved position stays the offered one.
    const posicao = resumeOffer !== null && resumeOffer > snapshot.posicao ? resumeOffer : snapshot.posicao;
    outbox.enqueue(key, { ...snapshot, posicao });
  },
  flushProgress: () => void runtime().outbox.flush(),
  settleProgress: async () => {
    saveShownProgress();
    const { outbox } = runtime();
    // The first waits for a send under way (an older snapshot); the second sends what was merged meanwhile.
    await outbox.flush();
    await outbox.flush();
  },
});
