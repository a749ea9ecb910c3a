/** Fetching a file with whole-percent progress, and saving it under the contract's name. Pure helpers plus one fetch. */

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

export class DownloadFailed extends Error {
  override readonly name = 'DownloadFailed';
}

/**
 * Fetches the file, reporting whole percents (0–100) as the bytes arrive. The bytes stream into one Blob
 * the browser assembles (it may keep it on disk), so memory never holds a second copy. A failed, cut or
 * empty download throws; an abort throws the AbortError.
 */
export async function fetchWithProgress(uri: string, signal: AbortSignal, onProgress: (percent: number) => void): Promise<Blob> {
  const response = await fetch(uri, { signal });
  if (!response.ok || !response.body) throw new DownloadFailed(`HTTP ${response.status}`);
  const total = Number(response.headers.get('content-length') ?? 0);
  let received = 0;
  let last = -1;
  const counting = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      received += chunk.byteLength;
      const percent = total > 0 ? Math.min(100, Math.floor((received / total) * 100)) : 0;
      if (percent !== last) onProgress((last = percent));
      controller.enqueue(chunk);
    },
  });
  const blob = await new Response(response.body.pipeThrough(counting, { signal })).blob();
  if (blob.size === 0) throw new DownloadFailed('The file is empty.');
  if (total > 0 && blob.size !== total) throw new DownloadFailed(`Cut short: ${blob.size} of ${total} bytes.`);
  onProgress(100);
  return blob;
}

/** Saves a Blob as a file, then revokes its object URL. */
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
