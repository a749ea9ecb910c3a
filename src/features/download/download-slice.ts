/** Download: the running download's progress, its start, cancel and retry, and the last file saved. */
import type { StateCreator } from 'zustand';
import { emitUsage } from '@/services/usage-events';
import type { ItemSlice } from '@/store/item-slice';
import type { OverlaySlice } from '@/store/overlay-slice';
import type { ToastSlice } from '@/store/toast-slice';
import { lookupDownload, type DownloadQuality } from './download-api';
import { downloadName, fetchWithProgress, saveBlob } from './download-file';

export type DownloadStatus = 'idle' | 'running' | 'failed';

export const NO_OPTIONS = 'Não há opções para download deste tipo.';

/** A file the viewer saved: the host hears of it (app/host-events.ts). */
export interface SavedDownload {
  url: string;
  name: string;
  token: string;
  id: string;
}

export interface DownloadSlice {
  /** Whole percent, 0–100, of the running download. */
  downloadProgress: number;
  downloadStatus: DownloadStatus;
  /** The option of the running or failed download, for the retry. */
  downloadQuality: DownloadQuality | null;
  /** The last file saved. */
  savedDownload: SavedDownload | null;
  startDownload: (quality: DownloadQuality) => Promise<void>;
  cancelDownload: () => void;
}

let controller: AbortController | null = null;

type Deps = DownloadSlice & ToastSlice & Pick<ItemSlice, 'item'> & Pick<OverlaySlice, 'closeDownloadMenu'>;

export const createDownloadSlice: StateCreator<Deps, [], [], DownloadSlice> = (set, get) => ({
  downloadProgress: 0,
  downloadStatus: 'idle',
  downloadQuality: null,
  savedDownload: null,
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
      const savedDownload = { url: target.uri, name, token: target.token, id: get().item?.id ?? '' };
      set({ downloadStatus: 'idle', downloadProgress: 0, downloadQuality: null, savedDownload });
      get().closeDownloadMenu();
    } catch (error) {
      const aborted = error instanceof DOMException && error.name === 'AbortError';
      // Other download errors go to the console only; the menu offers a retry.
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
