/** Download: the running download's progress, its start, cancel and retry, why it failed, and the last file saved. */
import type { StateCreator } from 'zustand';
import { lookupDownload } from './download-api';
import { CHUNK_TIMEOUT_MS, withDeadline } from '@/services/chunk-loader';
import { devError } from '@/services/dev-console';
import { NO_OPTIONS, usableUntil, type DownloadDeps, type DownloadSlice } from './download-state';

/** The fetching, checking and saving code: loaded at the first download, not with the widget. */
const loadDownloadCode = () => withDeadline(import('./download-run'), CHUNK_TIMEOUT_MS);

let controller: AbortController | null = null;

export const createDownloadSlice: StateCreator<DownloadDeps, [], [], DownloadSlice> = (set, get) => ({
  downloadProgress: 0,
  downloadStatus: 'idle',
  downloadQuality: null,
  downloadFailure: null,
  downloadOffer: null,
  savedDownload: null,
  startDownload: async (quality) => {
    if (get().downloadStatus === 'running') return;
    controller = new AbortController();
    const { signal } = controller;
    set({ downloadStatus: 'running', downloadProgress: 0, downloadQuality: quality, downloadFailure: null, downloadOffer: null });
    try {
      const { runDownload } = await loadDownloadCode();
      await runDownload({ set, get }, quality, signal);
    } catch (error) {
      // Its code did not load: the menu says so and offers a retry (unless the viewer cancelled meanwhile).
      devError('Download failed', error);
      if (!signal.aborted) set({ downloadProgress: 0, downloadStatus: 'failed', downloadFailure: 'failed' });
    } finally {
      controller = null;
    }
  },
  cancelDownload: () => {
    controller?.abort();
    set({ downloadProgress: 0, downloadStatus: 'idle', downloadQuality: null, downloadFailure: null });
  },
  clearDownloadOffer: () => set({ downloadOffer: null }),
  forgetItemDownload: () => {
    get().cancelDownload();
    set({ downloadOffer: null });
  },
  renewDownloadOffer: async () => {
    const offer = get().downloadOffer;
    if (!offer) return;
    // The answer is dropped if the offer changed or went meanwhile (the menu closed, a new download).
    const current = (): boolean => get().downloadOffer === offer;
    try {
      const target = await lookupDownload(offer.quality);
      if (!current()) return;
      if (!target) {
        set({ downloadOffer: null });
        get().showToast({ Mensagem: NO_OPTIONS, Severidade: 2, Posicao: 'top' }, 'download_no_options');
        return;
      }
      set({ downloadOffer: { ...offer, url: target.uri, usableUntil: usableUntil() } });
    } catch (error) {
      if (!current()) return;
      devError('Download link renewal failed', error);
      // The failure's retry downloads the file again: the way to a fresh link that is left.
      set({ downloadStatus: 'failed', downloadQuality: offer.quality, downloadFailure: 'failed', downloadOffer: null });
    }
  },
});
