import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleItem } from '@/testing/fixtures';
import { chooseAudioStart, MASTER_WAIT_MS } from './audio-first';

const hls = 'https://media.example/item/hls';
const item = sampleItem({ urlHls: `${hls}/master.m3u8?sig=1`, urlMp3: 'https://media.example/item/audio.mp3?sig=1' });
const config = { EXISTE_AUDIOMP3: true };
/** The test master: Portuguese (the default), English, a Portuguese audio description. */
const masterText = readFileSync('examples/reference-api/media/licao-fotossintese/hls/master-audio-tracks.m3u8', 'utf8');
const MP3 = { src: 'https://media.example/item/audio.mp3?sig=1', type: 'audio/mpeg' };

describe('chooseAudioStart', () => {
  /** The master's answer, held until the test lets it go (or fails it). */
  let answer: (response: Response | Error) => void;
  let asked: string[];
  beforeEach(() => {
    asked = [];
    vi.stubGlobal('fetch', (url: string) => {
      asked.push(url);
      return new Promise<Response>((resolve, reject) => {
        answer = (response) => (response instanceof Error ? reject(response) : resolve(response));
      });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('starts on the MP3 at once, not waiting for the master, whose renditions come beside it', async () => {
    const start = await chooseAudioStart(item, config, undefined);
    expect(start?.source).toEqual(MP3);
    expect(asked, 'the master is read, for the rendition menu').toEqual([item.urlHls]);
    answer(new Response(masterText));
    const renditions = await start?.renditions;
    expect(renditions?.tracks.map((track) => `${track.label}${track.enabled ? ' ✓' : ''}`)).toEqual([
      'Português ✓',
      'English',
      'Português (audiodescrição)',
    ]);
  });

  it('starts on the MP3 without renditions when the master cannot be read', async () => {
    const start = await chooseAudioStart(item, config, undefined);
    answer(new Response('', { status: 403 }));
    expect(start?.source).toEqual(MP3);
    expect(await start?.renditions).toBeNull();
  });

  it('starts a viewer who remembered the default rendition on the MP3, one who remembered another on its playlist', async () => {
    const starts = async (language: string, kind: string) => {
      const start = chooseAudioStart(item, config, { language, kind });
      answer(new Response(masterText));
      return (await start)?.source;
    };
    expect(await starts('pt', 'main')).toEqual(MP3);
    expect(await starts('en', 'alternative')).toEqual({ src: `${hls}/audio/index.m3u8?track=en`, type: 'application/x-mpegURL' });
    expect(await starts('pt', 'main-desc')).toEqual({
      src: `${hls}/audio/index.m3u8?track=pt-ad`,
      type: 'application/x-mpegURL',
    });
    // A language the master lacks: its default, the MP3.
    expect(await starts('de', 'main')).toEqual(MP3);
  });

  it('gives the remembered rendition’s start up when the master it needs does not answer in time (never a loading screen for ever)', async () => {
    vi.useFakeTimers();
    try {
      const start = chooseAudioStart(item, config, { language: 'en', kind: 'alternative' });
      await vi.advanceTimersByTimeAsync(MASTER_WAIT_MS);
      expect(await start).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives the remembered rendition’s start up when the master it needs cannot be read (the video’s path then)', async () => {
    const start = chooseAudioStart(item, config, { language: 'en', kind: 'alternative' });
    answer(new Error('offline'));
    expect(await start).toBeNull();
  });
});
