/** What the download feature keeps in the store, and what a download reads of the rest of it. */
import type { ItemSlice } from '@/store/item-slice';
import type { OverlaySlice } from '@/store/overlay-slice';
import type { ToastSlice } from '@/store/toast-slice';
import { DOWNLOAD_LINK_MARGIN_MS, DOWNLOAD_LINK_TTL_MS, type DownloadQuality } from './download-api';
import type { DownloadFailureReason } from './download-file';

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
export const usableUntil = (): number => Date.now() + DOWNLOAD_LINK_TTL_MS - DOWNLOAD_LINK_MARGIN_MS;

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

export type DownloadDeps = DownloadSlice & ToastSlice & Pick<ItemSlice, 'item'> & Pick<OverlaySlice, 'closeDownloadMenu'>;
