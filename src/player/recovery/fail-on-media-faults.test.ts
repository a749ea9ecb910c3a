import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VideoJsPlayer } from '@/player/video-js-player';
import { NETWORK_WAITS } from '@/services/retry-policy';
import type { VhsFinishedRequest, VhsResponse } from '../engine/vhs-request-hooks';
import { failOnMediaFaults, mediaFaultOf } from './fail-on-media-faults';
import { LIVE_SKIPS_IN_A_ROW } from './skip-missing-live-segment';

/** A stand-in player and VHS as failOnMediaFaults uses them: the response hook, the loaders, the player's error. */
function setUp(live = false) {
  let hook: ((request: VhsFinishedRequest, error?: unknown, response?: VhsResponse) => void) | null = null;
  const loading = { pauseLoading: vi.fn(), pause: vi.fn(), load: vi.fn(), mainSegmentLoader_: { abort: vi.fn() } };
  const vhs = {
    xhr: {
      onResponse: (added: typeof hook) => (hook = added),
      offResponse: () => (hook = null),
    },
    playlistController_: loading,
  };
  const handlers: (() => void)[] = [];
  let error: unknown = null;
  /** The live window and the position, as the skip of a missing live segment reads them. */
  const timeline = { time: 10, bufferedEnd: 14, seekableEnd: 12 };
  const ranges = (end: number) => ({ length: 1, start: () => 0, end: () => end });
  const player = {
    tech: () => ({ vhs }),
    currentTime: (to?: number) => (to === undefined ? timeline.time : (timeline.time = to)),
    buffered: () => ranges(timeline.bufferedEnd),
    seekable: () => ranges(timeline.seekableEnd),
    on: (_events: string[], handler: () => void) => handlers.push(handler),
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
    error: (value?: unknown) => (value === undefined ? error : (error = value)),
  } as unknown as VideoJsPlayer;
  failOnMediaFaults(player, { isOnline: () => true, live });
  for (const handler of handlers) handler();
  const answer = (file: string, status: number): void => hook?.({ uri: `https://cdn/hls/${file}?sig=1`, status });
  /** VHS's round of renditions for one segment, twice: the same file fails again, a fault. */
  const dropRound = (): void => {
    for (const file of ['720p/seg_004.ts', '480p/seg_004.ts', '720p/seg_004.ts']) answer(file, 0);
  };
  /** A live playlist's refresh answered 200 with `text` (VHS reads `response.statusCode` after the hooks). */
  const refresh = (text: string): VhsResponse => {
    const response = { statusCode: 200 };
    const request = {
      uri: 'https://cdn/live/720p.m3u8?sig=1',
      status: 200,
      requestType: 'hls-playlist',
      responseType: '' as const,
    };
    hook?.({ ...request, responseText: text }, null, response);
    return response;
  };
  return { player, loading, answer, dropRound, refresh, timeline };
}

describe('failOnMediaFaults', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.99);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('waits for the network (loading stopped, then resumed) before a fault with no answer is the player’s error', async () => {
    const { player, loading, dropRound } = setUp();
    for (let wait = 0; wait < NETWORK_WAITS; wait++) {
      dropRound();
      await vi.advanceTimersByTimeAsync(0);
      expect(loading.pause, 'loading stops while it waits').toHaveBeenCalledTimes(wait + 1);
      expect(player.error()).toBeNull();
      await vi.advanceTimersByTimeAsync(16_000);
      expect(loading.load, 'and tries again').toHaveBeenCalledTimes(wait + 1);
    }
    dropRound();
    await vi.advanceTimersByTimeAsync(0);
    expect(loading.pauseLoading).toHaveBeenCalledTimes(1);
    expect(mediaFaultOf(player)).toMatchObject({ kind: 'failing', status: 0 });
  });

  it('keeps a waiting source stopped when VHS resumes its loaders itself (a playlist it had asked for came)', async () => {
    const { player, loading, answer, dropRound } = setUp();
    dropRound();
    await vi.advanceTimersByTimeAsync(0);
    answer('480p/seg_004.ts', 0);
    answer('240p/seg_004.ts', 0);
    await vi.advanceTimersByTimeAsync(0);
    expect(loading.pause).toHaveBeenCalledTimes(3);
    expect(loading.load).not.toHaveBeenCalled();
    expect(player.error()).toBeNull();
  });

  it('starts the waits over once a file that failed answers (the network is back)', async () => {
    const { player, loading, answer, dropRound } = setUp();
    for (let round = 0; round < NETWORK_WAITS + 2; round++) {
      dropRound();
      await vi.advanceTimersByTimeAsync(16_000);
      answer('720p/seg_004.ts', 200);
    }
    expect(loading.load).toHaveBeenCalledTimes(NETWORK_WAITS + 2);
    expect(player.error()).toBeNull();
  });

  it('makes a 404 the player’s error at once, with no wait (a file that is not there does not come back)', async () => {
    const { player, loading, answer } = setUp();
    for (const file of ['720p/seg_004.ts', '480p/seg_004.ts', '720p/seg_004.ts']) answer(file, 404);
    await vi.advanceTimersByTimeAsync(0);
    expect(loading.pause).not.toHaveBeenCalled();
    expect(mediaFaultOf(player)).toMatchObject({ kind: 'failing', status: 404 });
  });

  it('takes a playlist answered with a gateway’s HTML page for a 502, VHS too (it threw on it, uncaught)', async () => {
    const { player, loading, refresh } = setUp();
    expect(refresh('#EXTM3U\n#EXT-X-TARGETDURATION:3\n').statusCode).toBe(200);
    expect(refresh('<!DOCTYPE html><h1>502 Bad Gateway</h1>').statusCode).toBe(502);
    refresh('<!DOCTYPE html><h1>502 Bad Gateway</h1>');
    await vi.advanceTimersByTimeAsync(0);
    // A server's fault: the source waits for it before any error.
    expect(loading.pause).toHaveBeenCalledTimes(1);
    expect(player.error()).toBeNull();
  });

  it('on a live stream, waits for a playlist answered 404 (an encoder restarts); VOD makes it the error at once', async () => {
    for (const live of [true, false]) {
      const { player, loading, answer } = setUp(live);
      for (const file of ['720p.m3u8', '480p.m3u8', '720p.m3u8']) answer(file, 404);
      await vi.advanceTimersByTimeAsync(0);
      expect(loading.pause).toHaveBeenCalledTimes(live ? 1 : 0);
      if (live) expect(player.error()).toBeNull();
      else expect(mediaFaultOf(player)).toMatchObject({ kind: 'failing', status: 404 });
    }
  });

  it('on a live stream, skips a segment missing in every rendition once playback reaches it and the window passed it', async () => {
    const { player, loading, answer, timeline } = setUp(true);
    // The segment VHS asks for, 2 s long, after the buffer's end (14): the gap is 14 to 16.
    Object.assign(loading.mainSegmentLoader_, { pendingSegment_: { duration: 2 } });
    for (const file of ['720p/seg_004.ts', '480p/seg_004.ts', '720p/seg_004.ts']) answer(file, 404);
    await vi.advanceTimersByTimeAsync(1000);
    expect(loading.pause, 'loading stops').toHaveBeenCalledTimes(1);
    timeline.seekableEnd = 20;
    await vi.advanceTimersByTimeAsync(1000);
    expect(loading.load, 'playback has not reached the gap yet').not.toHaveBeenCalled();
    timeline.time = 13.5;
    timeline.seekableEnd = 16;
    await vi.advanceTimersByTimeAsync(1000);
    expect(loading.load, 'the live window does not reach past the gap yet').not.toHaveBeenCalled();
    timeline.seekableEnd = 18;
    await vi.advanceTimersByTimeAsync(300);
    expect(timeline.time).toBeCloseTo(16.1);
    expect(loading.load).toHaveBeenCalledTimes(1);
    expect(player.error()).toBeNull();
  });

  it('on a live stream, stops waiting to jump a gap once the player has failed: nothing moves behind the message', async () => {
    const { player, loading, answer, timeline } = setUp(true);
    Object.assign(loading.mainSegmentLoader_, { pendingSegment_: { duration: 2 } });
    for (const file of ['720p/seg_004.ts', '480p/seg_004.ts', '720p/seg_004.ts']) answer(file, 404);
    await vi.advanceTimersByTimeAsync(300);
    player.error('another fault ended the stream');
    Object.assign(timeline, { time: 14, seekableEnd: 18 });
    await vi.advanceTimersByTimeAsync(2000);
    expect(loading.load).not.toHaveBeenCalled();
    expect(timeline.time).toBe(14);
  });

  it('on a live stream, makes segments that all fail the error after LIVE_SKIPS_IN_A_ROW skips', async () => {
    const { player, answer, timeline } = setUp(true);
    Object.assign(timeline, { time: 14, seekableEnd: 1000 });
    for (let skip = 0; skip <= LIVE_SKIPS_IN_A_ROW; skip++) {
      for (const file of [`720p/${skip}.ts`, `480p/${skip}.ts`, `720p/${skip}.ts`]) answer(file, 404);
      await vi.advanceTimersByTimeAsync(300);
      if (skip < LIVE_SKIPS_IN_A_ROW) expect(player.error(), `after ${skip} skips`).toBeNull();
      else expect(mediaFaultOf(player)).toMatchObject({ kind: 'failing', status: 404 });
    }
  });
});
