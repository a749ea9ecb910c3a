/** Download: the running download's progress, its start, cancel and retry, why it failed, and the last file saved. */
import type { StateCreator } from 'zustand';
import { emitUsage } from '@/services/usage-events';
import type { ItemSlice } from '@/store/item-slice';
import type { OverlaySlice } from '@/store/overlay-slice';
import type { ToastSlice } from '@/store/toast-slice';
import {
  DOWNLOAD_LINK_MARGIN_MS,
  DOWNLOAD_LINK_TTL_MS,
  hasVerifiedHost,
  lookupDownload,
  type DownloadQuality,
} from './download-api';
import { CHUNK_TIMEOUT_MS, withDeadline } from '@/services/chunk-loader';
import type { DownloadFailureReason } from './download-file';
import { devError } from '@/services/dev-console';

/** The fetching, checking and saving code: loaded at the first download, not with the widget. */
const loadDownloadCode = () =>
  withDeadline(Promise.all([import('./download-file'), import('./frame-sandbox')]), CHUNK_TIMEOUT_MS);

export type DownloadStatus = 'idle' | 'running' | 'failed';

export const NO_OPTIONS = 'Não há opções para download deste tipo.';

/** A file the viewer downloaded: the host hears of it (app/host-events.ts). */
export interface SavedDownload {
  url: string;
  name: string;
  token: string;
  id: string;
  /** False when the widget could not save it itself (a sandboxed frame): the host is asked to, with `file`. */
  saved: boolean;
  /** The verified bytes, for the host to save (only when `saved` is false). */
  file?: Blob;
}

/** A file the frame may not have been allowed to save, offered another way: by the host page, or in a new tab. */
export interface DownloadOffer {
  /** The file's own URL, for a new tab. */
  url: string;
  /** Whether the verified host page was handed the file. */
  viaHost: boolean;
  /** The option it came from, to renew the link. */
  quality: DownloadQuality;
  /** Until when the link is offered (ms since the epoch): before its signed token expires. */
  usableUntil: number;
}

/** Until when a link looked up now may be offered for a new tab. */
const usableUntil = (): number => Date.now() + DOWNLOAD_LINK_TTL_MS - DOWNLOAD_LINK_MARGIN_MS;

export interface DownloadSlice {
  /** Whole percent, 0–100, of the running download. */
  downloadProgress: number;
  downloadStatus: DownloadStatus;
  /** The option of the running or failed download, for the retry. */
  downloadQuality: DownloadQuality | null;
  /** Why the last download saved nothing (status 'failed'). */
  downloadFailure: DownloadFailureReason | null;
  /** The last file, when it is offered another way because the frame is sandboxed. */
  downloadOffer: DownloadOffer | null;
  /** The last file downloaded. */
  savedDownload: SavedDownload | null;
  startDownload: (quality: DownloadQuality) => Promise<void>;
  cancelDownload: () => void;
  clearDownloadOffer: () => void;
  /** Looks the offered file up again for a fresh link (its token ran out): nothing is downloaded again. */
  renewDownloadOffer: () => Promise<void>;
  /** Another item replaces the shown one: a download of the one before stops, and its file is no longer offered. */
  forgetItemDownload: () => void;
}

let controller: AbortController | null = null;

type Deps = DownloadSlice & ToastSlice & Pick<ItemSlice, 'item'> & Pick<OverlaySlice, 'closeDownloadMenu'>;

export const createDownloadSlice: StateCreator<Deps, [], [], DownloadSlice> = (set, get) => ({
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
    let code: Awaited<ReturnType<typeof loadDownloadCode>> | null = null;
    try {
      code = await loadDownloadCode();
      const [{ downloadName, fetchWithProgress, saveBlob }, { isSandboxedFrame }] = code;
      const target = await lookupDownload(quality, signal);
      if (!target) {
        set({ downloadStatus: 'idle', downloadQuality: null });
        get().showToast({ Mensagem: NO_OPTIONS, Severidade: 2, Posicao: 'top' }, 'download_no_options');
        return;
      }
      const blob = await fetchWithProgress(target.uri, signal, (downloadProgress) => set({ downloadProgress }));
      const name = downloadName(Date.now(), `_${quality}`, target.uri);
      // In a sandboxed frame the save may do nothing, unseen: a verified host saves it instead (never both,
      // so no file is saved twice); without one the frame tries, and the menu offers a new tab too.
      const sandboxed = isSandboxedFrame();
      const viaHost = sandboxed && hasVerifiedHost();
      if (!viaHost) saveBlob(blob, name);
      emitUsage('download', { qualidade: quality });
      const item = get().item?.id ?? '';
      const savedDownload = {
        url: target.uri,
        name,
        token: target.token,
        id: item,
        saved: !viaHost,
        ...(viaHost ? { file: blob } : {}),
      };
      const downloadOffer = sandboxed ? { url: target.uri, viaHost, quality, usableUntil: usableUntil() } : null;
      set({ downloadStatus: 'idle', downloadProgress: 0, downloadQuality: null, savedDownload, downloadOffer });
      // The host has its copy (postMessage cloned it as the event left): the store keeps no file in memory.
      if (viaHost) set({ savedDownload: { ...savedDownload, file: undefined } });
      if (!sandboxed) get().closeDownloadMenu();
    } catch (error) {
      const aborted = error instanceof DOMException && error.name === 'AbortError';
      // Other download errors go to the console only; the menu says why and offers a retry.
      if (!aborted) devError('Download failed', error);
      const failed = code?.[0].DownloadFailed;
      const downloadFailure = aborted ? null : failed && error instanceof failed ? error.reason : 'failed';
      set({ downloadProgress: 0, downloadStatus: aborted ? 'idle' : 'failed', downloadFailure });
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
