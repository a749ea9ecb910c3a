/** Download: which menu is open, the running download's progress, and its start, cancel and retry. */
import type { StateCreator } from 'zustand';
import { runtime } from '@/services/runtime';
import { emitUsage } from '@/services/usage-events';
import type { PlayerSlice } from '@/store/player-slice';
import type { ToastSlice } from '@/store/toast-slice';
import { lookupDownload, type DownloadQuality } from './download-api';
import { downloadName, fetchWithProgress, saveBlob } from './download-file';

/** 'audio' is the audio variant of the menu, which also offers the MP3 (SPEC §6). */
export type DownloadVariant = 'video' | 'audio';
export type DownloadStatus = 'idle' | 'running' | 'failed';

export const NO_OPTIONS = 'Não há opções para download deste tipo.';

export interface DownloadSlice {
  downloadMenu: DownloadVariant | null;
  /** Whole percent, 0–100, of the running download. */
  downloadProgress: number;
  downloadStatus: DownloadStatus;
  /** The option of the running or failed download, for the retry. */
  downloadQuality: DownloadQuality | null;
  openDownloadMenu: (variant: DownloadVariant) => void;
  closeDownloadMenu: () => void;
  startDownload: (quality: DownloadQuality) => Promise<void>;
  cancelDownload: () => void;
}

let controller: AbortController | null = null;

export const createDownloadSlice: StateCreator<DownloadSlice & ToastSlice & Pick<PlayerSlice, 'item'>, [], [], DownloadSlice> = (
  set,
  get,
) => ({
  downloadMenu: null,
  downloadProgress: 0,
  downloadStatus: 'idle',
  downloadQuality: null,
  openDownloadMenu: (variant) => set({ downloadMenu: variant }),
  closeDownloadMenu: () => set({ downloadMenu: null }),
  startDownload: async (quality) => {
    if (get().downloadStatus === 'running') return;
    controller = new AbortController();
    const { signal } = controller;
    set({ downloadStatus: 'running', downloadProgress: 0, downloadQuality: quality });
    try {
      const target = await lookupDownload(quality, signal);
      if (!target) {
        set({ downloadStatus: 'idle', downloadQuality: null });
        get().showToast({ Mensagem: NO_OPTIONS, Severidade: 2, Posicao: 'top' });
        return;
      }
      const blob = await fetchWithProgress(target.uri, signal, (downloadProgress) => set({ downloadProgress }));
      const name = downloadName(Date.now(), `_${quality}`, target.uri);
      saveBlob(blob, name);
      emitUsage('download', { qualidade: quality });
      // To the verified host only (the bridge posts nothing without one).
      runtime().bridge.emit('download', {
        method: 'download',
        url: target.uri,
        name,
        token: target.token,
        id: get().item?.id ?? '',
      });
      set({ downloadStatus: 'idle', downloadProgress: 0, downloadQuality: null, downloadMenu: null });
    } catch (error) {
      const aborted = error instanceof DOMException && error.name === 'AbortError';
      // Other download errors go to the console only (SPEC §3); the menu offers a retry.
      if (!aborted) console.error('Download failed', error);
      set({ downloadProgress: 0, downloadStatus: aborted ? 'idle' : 'failed' });
    } finally {
      controller = null;
    }
  },
  cancelDownload: () => {
    controller?.abort();
    set({ downloadProgress: 0, downloadStatus: 'idle', downloadQuality: null });
  },
});
