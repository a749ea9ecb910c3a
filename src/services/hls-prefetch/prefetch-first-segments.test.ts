// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RenditionChoice } from '../remembered-rendition';
import { prefetchFirstSegments } from './prefetch-first-segments';

const folder = 'examples/reference-api/media/licao-fotossintese/hls';
const base = 'https://media.example/item/hls';
/** The test master with three audio renditions (Portuguese the default, English, a Portuguese audio description). */
const files: Record<string, string> = {
  'master.m3u8': readFileSync(`${folder}/master-audio-tracks.m3u8`, 'utf8'),
  '240p/index.m3u8': readFileSync(`${folder}/240p/index.m3u8`, 'utf8'),
  'audio/index.m3u8': readFileSync(`${folder}/audio/index.m3u8`, 'utf8'),
};

/** The storage read boot hands the prefetch: resolved now, or never within the test. */
const read = (choice: RenditionChoice | undefined): Promise<RenditionChoice | undefined> => Promise.resolve(choice);
const unread = (): Promise<RenditionChoice | undefined> => new Promise(() => undefined);

/** The preloads the prefetch added, as paths below the HLS folder ('audio/seg_000.ts?track=en'). */
const preloaded = (): string[] =>
  Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload]'), (link) => link.href.replace(`${base}/`, ''));

const prefetch = (remembered?: Promise<RenditionChoice | undefined>): Promise<void> =>
  prefetchFirstSegments(`${base}/master.m3u8`, { size: { width: 426, height: 240 }, bandwidth: 1e6, segments: true, remembered });

/** Lets the promises and microtasks queued so far run. */
const queuedWorkDone = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));

describe('the prefetch’s audio', () => {
  /** What the variant's and the audio's playlists wait for before they are answered. */
  let variantAnswered: Promise<void>;
  let audioAnswered: Promise<void>;
  beforeEach(() => {
    variantAnswered = Promise.resolve();
    audioAnswered = Promise.resolve();
    // Every rendition's playlist is the sample's audio playlist (the test master names them apart by ?track=).
    vi.stubGlobal('fetch', async (url: string) => {
      const path = new URL(url).pathname.replace('/item/hls/', '');
      if (path === '240p/index.m3u8') await variantAnswered;
      if (path === 'audio/index.m3u8') await audioAnswered;
      const text = files[path];
      return new Response(text ?? '', { status: text === undefined ? 404 : 200 });
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.head.replaceChildren();
  });

  it('is the remembered rendition’s playlist and first segment, and nothing of the default’s', async () => {
    await prefetch(read({ language: 'pt', kind: 'main-desc' }));
    expect(preloaded()).toContain('audio/index.m3u8?track=pt-ad');
    expect(preloaded().filter((path) => path.startsWith('audio/'))).toEqual(['audio/index.m3u8?track=pt-ad', 'audio/seg_000.ts']);
    expect(preloaded()).not.toContain('audio/index.m3u8');
  });

  it('is the remembered rendition’s when storage answers after the master, before the variant’s playlist', async () => {
    let answer: () => void = () => undefined;
    variantAnswered = new Promise((resolve) => (answer = resolve));
    let storage: (choice: RenditionChoice) => void = () => undefined;
    const done = prefetch(new Promise((resolve) => (storage = resolve)));
    await queuedWorkDone();
    expect(preloaded(), 'the master read, the variant’s playlist asked for').toEqual(['master.m3u8', '240p/index.m3u8']);
    storage({ language: 'en', kind: 'alternative' });
    await queuedWorkDone();
    expect(preloaded()).toContain('audio/index.m3u8?track=en');
    answer();
    await done;
    expect(preloaded().filter((path) => path.startsWith('audio/'))).toEqual(['audio/index.m3u8?track=en', 'audio/seg_000.ts']);
  });

  it('is the default’s without a remembered rendition, with one the master lacks, or when storage has not answered by the variant’s playlist', async () => {
    for (const remembered of [undefined, read(undefined), read({ language: 'de', kind: 'main' }), unread()]) {
      await prefetch(remembered);
      expect(preloaded().filter((path) => path.startsWith('audio/'))).toEqual(['audio/index.m3u8', 'audio/seg_000.ts']);
      document.head.replaceChildren();
    }
  });

  it('never holds the video’s first segment for the audio, whose playlist storage left to be read after the variant’s', async () => {
    let answer: () => void = () => undefined;
    audioAnswered = new Promise((resolve) => (answer = resolve));
    const done = prefetch(unread());
    await queuedWorkDone();
    expect(preloaded().sort(), 'the audio playlist asked for, not answered').toEqual([
      '240p/index.m3u8',
      '240p/seg_000.ts',
      'audio/index.m3u8',
      'master.m3u8',
    ]);
    answer();
    await done;
    expect(preloaded().at(-1)).toBe('audio/seg_000.ts');
  });
});
