import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchTranscript } from './transcript-api';

describe('the transcript call', () => {
  afterEach(() => void vi.unstubAllGlobals());

  it('gives up on a caption file that stalls, so the panel shows its failure and retry instead of loading forever', async () => {
    // A server that sends its headers, then nothing: the request's abort errors the body, as the browser's fetch does.
    vi.stubGlobal(
      'fetch',
      async (_input: unknown, init?: RequestInit) =>
        new Response(
          new ReadableStream({
            start(controller) {
              init?.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
            },
          }),
        ),
    );
    await expect(fetchTranscript('https://media.example.org/pt.vtt', undefined, 50)).rejects.toMatchObject({
      name: 'TimeoutError',
    });
  });

  it('parses the cues of a file that arrives', async () => {
    vi.stubGlobal('fetch', async () => new Response('WEBVTT\n\n00:00.000 --> 00:02.000\n<b>Olá</b>\n'));
    expect(await fetchTranscript('https://media.example.org/pt.vtt')).toEqual([{ start: 0, end: 2, text: 'Olá' }]);
  });
});
