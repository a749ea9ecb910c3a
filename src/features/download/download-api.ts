/** The download lookup (GET download) for each menu option. */
import type { DownloadFormat } from '@/services/download-formats';
import { runtime } from '@/services/runtime';

/** The menu's options with their data-quality values (docs/api.md, download); 'audio' only in the audio variant. */
export type DownloadQuality = DownloadFormat;

/**
 * How long a download URI's signed token lasts (docs/api.md, download: `?t=`, 10 minutes). A link offered
 * for a new tab is renewed before then, so the tab never opens on the API's "expired" answer.
 */
export const DOWNLOAD_LINK_TTL_MS = 10 * 60_000;
/** Time left for the new tab's request to reach the server: the offered link is renewed this much early. */
export const DOWNLOAD_LINK_MARGIN_MS = 30_000;

export interface DownloadTarget {
  uri: string;
  token: string;
}

/** The file to fetch, or null when the API has none (NOK or no URI). */
export async function lookupDownload(quality: DownloadQuality, signal?: AbortSignal): Promise<DownloadTarget | null> {
  const { api, launch } = runtime();
  const info = await api.downloadInfo(quality === 'alta', quality === 'audio', launch.versao, signal);
  if (!info || info.status_ret === 'NOK' || !info.URI) return null;
  return { uri: info.URI, token: info.Token ?? '' };
}

/** Whether a host page verified itself over the bridge (it can save a file the frame may not). */
export const hasVerifiedHost = (): boolean => runtime().bridge.hostOrigin() !== null;
