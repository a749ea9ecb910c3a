/** Viewing progress (SALVAR_VISUALIZACAO): snapshots from the player go to the durable outbox. */
import type { StateCreator } from 'zustand';
import { decodeJwt } from 'jose';
import type { ViewSnapshot } from '@/services/view-outbox';
import { runtime } from '@/services/runtime';
import type { ConfigSlice } from '@/store/config-slice';
import type { PlayerSlice } from '@/store/player-slice';
import type { SessionSlice } from '@/store/session-slice';

export interface ProgressSlice {
  /** Queues a snapshot (merged with what is pending) and tries to send it. */
  saveProgress: (snapshot: ViewSnapshot) => void;
  /** Sends what a previous page left pending for this viewer and video. */
  flushProgress: () => void;
}

type Deps = ProgressSlice & Pick<ConfigSlice, 'config'> & Pick<PlayerSlice, 'item'> & Pick<SessionSlice, 'token'>;

/** viewer|video: whose progress an outbox entry is, without keeping the token itself. */
export function progressKey(token: string | null, videoId: string | undefined): string | null {
  if (!token || !videoId) return null;
  let viewer = 'anon';
  try {
    const sub = decodeJwt(token).sub;
    if (sub) viewer = sub;
  } catch {
    // Not a JWT: one anonymous viewer per video.
  }
  return `${viewer}|${videoId}`;
}

export const createProgressSlice: StateCreator<Deps, [], [], ProgressSlice> = (_set, get) => ({
  saveProgress: (snapshot) => {
    const { config, item, token } = get();
    if (!config?.SALVAR_VISUALIZACAO || runtime().launch.preview) return;
    const key = progressKey(token, item?.id);
    if (!key || (snapshot.intervalos.length === 0 && snapshot.posicao === 0)) return;
    runtime().outbox.enqueue(key, snapshot);
  },
  flushProgress: () => void runtime().outbox.flush(),
});
