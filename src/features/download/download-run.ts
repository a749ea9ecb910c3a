/**
 * One download, from the lookup to the saved file (or the file handed to the host, or offered for a new tab): loaded
 * at the first download with the fetching and saving code, not with the widget. Its state lives in download-slice.ts.
 */
import { emitUsage } from '@/services/usage-events';
import { devError } from '@/services/dev-console';
import { hasVerifiedHost, lookupDownload, type DownloadQuality } from './download-api';
import { DownloadFailed, downloadName, fetchWithProgress, saveBlob } from './download-file';
import { isSandboxedFrame } from './frame-sandbox';
import { NO_OPTIONS, usableUntil, type DownloadDeps } from './download-state';

type Store = { set: (partial: Partial<DownloadDeps>) => void; get: () => DownloadDeps };

/** Runs the download the slice started (its status already 'running'); every ending sets the status again. */
export async function runDownload({ set, get }: Store, quality: DownloadQuality, signal: AbortSignal): Promise<void> {
  try {
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
    const downloadFailure = aborted ? null : error instanceof DownloadFailed ? error.reason : 'failed';
    set({ downloadProgress: 0, downloadStatus: aborted ? 'idle' : 'failed', downloadFailure });
  }
}
