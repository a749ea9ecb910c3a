import type { StateCreator } from 'zustand';
import type { PlayerItem } from '@/services/api-contract';

export type PlayerStatus = 'loading' | 'ready' | 'error';

export interface PlayerSlice {
  playerStatus: PlayerStatus;
  playerError: string | null;
  item: PlayerItem | null;
  setItem: (item: PlayerItem) => void;
  markPlayerLoaded: () => void;
  failPlayer: (message: string) => void;
  retryPlayer: () => void;
  /** Audio-only playback (SPEC §5): the player follows this flag, keeping time, rate and play state. */
  audioMode: boolean;
  setAudioMode: (on: boolean) => void;
  /** A seek asked for outside the player (the assistant's time buttons); the player follows it. */
  seekRequest: { seconds: number; id: number } | null;
  requestSeek: (seconds: number) => void;
}

export const createPlayerSlice: StateCreator<PlayerSlice, [], [], PlayerSlice> = (set) => ({
  playerStatus: 'loading',
  playerError: null,
  item: null,
  setItem: (item) => set({ item }),
  markPlayerLoaded: () => set({ playerStatus: 'ready', playerError: null }),
  failPlayer: (message) => set({ playerStatus: 'error', playerError: message }),
  retryPlayer: () => set({ playerStatus: 'loading', playerError: null }),
  audioMode: false,
  setAudioMode: (audioMode) => set({ audioMode }),
  seekRequest: null,
  requestSeek: (seconds) => set((state) => ({ seekRequest: { seconds, id: (state.seekRequest?.id ?? 0) + 1 } })),
});
