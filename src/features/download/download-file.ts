/** Fetching a file with whole-percent progress, checking it is the file, and saving it under the contract's name. */

/** The extension of a URI's path, ignoring query and fragment ('bin' when it has none). */
export function extensionOf(uri: string): string {
  const path = uri.split(/[?#]/)[0] ?? '';
  const last = path.split('/').pop() ?? '';
  const match = /\.([a-z0-9]{1,8})$/i.exec(last);
  return match?.[1]?.toLowerCase() ?? 'bin';
}

/** The saved file's name: 'arquivo_{timestamp}{suffix}.{ext}', the extension from the URI. */
export const downloadName = (timestamp: number, suffix: string, uri: string): string =>
  `arquivo_${timestamp}${suffix}.${extensionOf(uri)}`;

/**
 * Why a download saved nothing: the answer was not the file (an HTML page, JSON, a type that does not
 * match), the connection dropped after the first bytes (or sent fewer than it announced), or it failed.
 */
export type DownloadFailureReason = 'not-a-file' | 'interrupted' | 'failed';

export class DownloadFailed extends Error {
  override readonly name = 'DownloadFailed';
  constructor(
    readonly reason: DownloadFailureReason,
    message: string,
  ) {
    super(message);
  }
}

const MEDIA_EXTENSIONS = /^(mp4|m4v|mov|webm|mkv|mp3|m4a|aac|wav|ogg|oga|opus|flac)$/;
/** Types any file may come as: no claim about its content. */
const GENERIC_TYPES = /^(application|binary)\/(octet-stream|x-download|force-download)$/;

/**
 * Whether a Content-Type may carry a file with this extension: a media file comes as video/*, audio/*,
 * application/mp4 or a generic binary type; nothing comes as text, HTML, JSON or XML (a portal's page).
 */
export function typeFits(contentType: string | null, extension: string): boolean {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === '' || GENERIC_TYPES.test(type)) return true;
  if (MEDIA_EXTENSIONS.test(extension)) return /^(video|audio)\//.test(type) || type === 'application/mp4';
  return !/^text\/|json|xml|html/.test(type);
}

/** Whether a media file's first bytes are text markup or JSON instead (a page served with a media type). */
export function looksLikeText(head: Uint8Array): boolean {
  const start = new TextDecoder().decode(head.subarray(0, 64)).replace(/^\uFEFF?\s*/, '');
  return /^<[!?a-z]/i.test(start) || /^\{\s*"/.test(start);
}

/** How long a download may go without a byte before it counts as cut (the connection hangs open). */
export const DOWNLOAD_STALL_MS = 30_000;

/**
 * Fetches the file, reporting whole percents (0–100) as the bytes arrive. The bytes stream into one Blob
 * the browser assembles (it may keep it on disk), so memory never holds a second copy. Throws
 * DownloadFailed when nothing should be saved (a stall of `stallMs` without a byte included); an abort
 * throws the AbortError.
 */
export async function fetchWithProgress(
  uri: string,
  signal: AbortSignal,
  onProgress: (percent: number) => void,
  stallMs = DOWNLOAD_STALL_MS,
): Promise<Blob> {
  const stall = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = (): void => {
    clearTimeout(timer);
    timer = setTimeout(() => stall.abort(), stallMs);
  };
  arm();
  try {
    return await fetchFile(uri, AbortSignal.any([signal, stall.signal]), onProgress, arm);
  } catch (error) {
    if (stall.signal.aborted && !signal.aborted) throw new DownloadFailed('interrupted', `No byte for ${stallMs} ms.`);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** The download itself; `onBytes` runs as bytes arrive (the stall watch). */
async function fetchFile(
  uri: string,
  signal: AbortSignal,
  onProgress: (percent: number) => void,
  onBytes: () => void,
): Promise<Blob> {
  const response = await fetch(uri, { signal });
  onBytes();
  if (!response.ok || !response.body) throw new DownloadFailed('failed', `HTTP ${response.status}`);
  const extension = extensionOf(uri);
  const contentType = response.headers.get('content-type');
  if (!typeFits(contentType, extension)) throw new DownloadFailed('not-a-file', `${contentType} for a .${extension} file`);
  // With a content coding, Content-Length counts the coded bytes, not the ones that arrive here.
  const total = response.headers.get('content-encoding') ? 0 : Number(response.headers.get('content-length') ?? 0);
  let received = 0;
  let last = -1;
  // Kept here: the stream's error may reach blob() as a different error.
  let notAFile: DownloadFailed | null = null;
  const counting = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      onBytes();
      if (received === 0 && MEDIA_EXTENSIONS.test(extension) && looksLikeText(chunk)) {
        throw (notAFile = new DownloadFailed('not-a-file', `A page served as ${contentType}`));
      }
      received += chunk.byteLength;
      const percent = total > 0 ? Math.min(100, Math.floor((received / total) * 100)) : 0;
      if (percent !== last) onProgress((last = percent));
      controller.enqueue(chunk);
    },
  });
  let blob: Blob;
  try {
    blob = await new Response(response.body.pipeThrough(counting, { signal })).blob();
  } catch (error) {
    if (notAFile) throw notAFile;
    if (signal.aborted) throw error;
    // The connection dropped after the headers: a cut download, whatever the browser calls it.
    throw new DownloadFailed('interrupted', `Cut after ${received} bytes: ${String(error)}`);
  }
  if (blob.size === 0) throw new DownloadFailed('failed', 'The file is empty.');
  if (total > 0 && blob.size !== total) throw new DownloadFailed('interrupted', `Cut short: ${blob.size} of ${total} bytes.`);
  onProgress(100);
  return blob;
}

/** Saves a Blob as a file, then revokes its object URL. In a frame sandboxed without allow-downloads it does nothing. */
export function saveBlob(blob: Blob, name: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  doc.body.appendChild(link);
  link.click();
  link.remove();
  // After the click has handed the URL to the download manager.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/**
 * Opens a URL in a new tab, without giving it this window (no opener). False when the browser refused: a
 * frame sandboxed without `allow-popups` gets null from window.open (with 'noopener' it always would,
 * so the opener is dropped by hand).
 */
export function openInNewTab(url: string, win: Window = window): boolean {
  const opened = win.open(url, '_blank');
  if (!opened) return false;
  opened.opener = null;
  return true;
}
