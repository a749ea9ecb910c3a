import { describe, expect, it } from 'vitest';
import { downloadName, extensionOf, looksLikeText, typeFits, DownloadFailed, fetchWithProgress } from './download-file';

describe('download names', () => {
  it("take the extension from the URI's path, ignoring query and fragment", () => {
    expect(extensionOf('https://cdn.test/files/aula/original.mp4?t=abc.def#x.y')).toBe('mp4');
    expect(extensionOf('https://cdn.test/a.b/audio.MP3')).toBe('mp3');
    expect(extensionOf('https://cdn.test/files/aula/original?t=x.mp4')).toBe('bin');
  });

  it("are 'arquivo_{timestamp}{suffix}.{ext}'", () => {
    expect(downloadName(1795290000000, '_alta', 'https://cdn.test/x/original.mp4?t=1')).toBe('arquivo_1795290000000_alta.mp4');
  });
});

describe('what may be saved as the file', () => {
  it('takes a media file as video/*, audio/*, application/mp4 or a generic binary type', () => {
    for (const [type, ext] of [
      ['video/mp4', 'mp4'],
      ['audio/mpeg', 'mp3'],
      ['application/mp4', 'mp4'],
      ['application/octet-stream', 'mp4'],
      ['binary/octet-stream', 'mp3'],
      [null, 'mp4'],
    ] as const) {
      expect(typeFits(type, ext), `${type} for .${ext}`).toBe(true);
    }
  });

  it('refuses a page, JSON, text or XML for a media file, whatever its charset', () => {
    for (const [type, ext] of [
      ['text/html; charset=utf-8', 'mp4'],
      ['application/json', 'mp3'],
      ['text/plain', 'mp4'],
      ['application/xhtml+xml', 'mp4'],
      ['image/png', 'mp4'],
      ['text/html', 'bin'],
    ] as const) {
      expect(typeFits(type, ext), `${type} for .${ext}`).toBe(false);
    }
  });

  it('tells markup or JSON from the first bytes of a real media file', () => {
    const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);
    expect(looksLikeText(bytes('\uFEFF  <!DOCTYPE html><html>'))).toBe(true);
    expect(looksLikeText(bytes('<html><body>Portal'))).toBe(true);
    expect(looksLikeText(bytes('{"status_ret":"NOK"}'))).toBe(true);
    // An MP4 starts with its first box's size, then 'ftyp'; an MP3 with 'ID3' or a frame sync.
    expect(looksLikeText(new Uint8Array([0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70]))).toBe(false);
    expect(looksLikeText(bytes('ID3\u0004'))).toBe(false);
    expect(looksLikeText(new Uint8Array([0xff, 0xfb, 0x90, 0x64]))).toBe(false);
  });
});

describe('fetchWithProgress', () => {
  it('counts a connection that stops sending bytes as cut, and saves nothing', async () => {
    const realFetch = globalThis.fetch;
    // Headers and the first bytes, then the connection stays open with nothing more.
    globalThis.fetch = async () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new Uint8Array([0, 0, 0, 24, 102, 116, 121, 112]));
          },
        }),
        { headers: { 'content-type': 'video/mp4', 'content-length': '1000' } },
      );
    try {
      const progress: number[] = [];
      const error = await fetchWithProgress(
        'https://media.example.org/a.mp4',
        new AbortController().signal,
        (p) => progress.push(p),
        50,
      ).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(DownloadFailed);
      expect(error).toMatchObject({ reason: 'interrupted' });
      expect(progress).toEqual([0]);
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('leaves a cancel a cancel (an AbortError), not a failure', async () => {
    const realFetch = globalThis.fetch;
    globalThis.fetch = (_input, init) =>
      new Promise((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    try {
      const cancel = new AbortController();
      const loading = fetchWithProgress('https://media.example.org/a.mp4', cancel.signal, () => undefined, 1_000);
      cancel.abort();
      await expect(loading).rejects.toMatchObject({ name: 'AbortError' });
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});
