/** Download state the control bar shows: which menu is open, and the running download's progress. */
import type { StateCreator } from 'zustand';

/** 'audio' is the audio variant of the menu, which also offers the MP3 (SPEC §6). */
export type DownloadVariant = 'video' | 'audio';

export interface DownloadSlice {
  downloadMenu: DownloadVariant | null;
  /** Whole percent, 0–100, of the running download. */
  downloadProgress: number;
  downloading: boolean;
  openDownloadMenu: (variant: DownloadVariant) => void;
  closeDownloadMenu: () => void;
  setDownloadProgress: (progress: number) => void;
  setDownloading: (downloading: boolean) => void;
}

export const createDownloadSlice: StateCreator<DownloadSlice, [], [], DownloadSlice> = (set) => ({
  downloadMenu: null,
  downloadProgress: 0,
  downloading: false,
  openDownloadMenu: (variant) => set({ downloadMenu: variant }),
  closeDownloadMenu: () => set({ downloadMenu: null }),
  setDownloadProgress: (progress) => set({ downloadProgress: Math.max(0, Math.min(100, Math.floor(progress))) }),
  setDownloading: (downloading) => set({ downloading }),
});
