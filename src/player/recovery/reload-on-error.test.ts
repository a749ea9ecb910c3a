import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlaybackFault } from '@/services/playback-fault';
import { switchSource } from '../switch-source';
import { fakePlayer, reloadingPlayer } from './fake-reload-player';
import { mayReload, RELOAD_DEADLINE_MS, RELOAD_INTERVAL_MS, reloadOnError } from './reload-on-error';

describe('mayReload', () => {
  it('reloads on the first error', () => {
    expect(mayReload(null, 1_000)).toBe(true);
  });

  it('does not reload twice within the interval', () => {
    expect(mayReload(10_000, 10_000 + RELOAD_INTERVAL_MS - 1)).toBe(false);
  });

  it('reloads again once the interval has passed', () => {
    expect(mayReload(10_000, 10_000 + RELOAD_INTERVAL_MS)).toBe(true);
  });
});

describe('reloadOnError', () => {
  let faults: PlaybackFault[];
  beforeEach(() => {
    vi.useFakeTimers();
    faults = [];
  });
  afterEach(() => vi.useRealTimers());

  const setUp = () => reloadingPlayer(faults);

  it('reloads the freshly signed source where it was, and its first frame ends the deadline', async () => {
    const { sources, fire, fail, state } = setUp();
    state.time = 42;
    fire('timeupdate');
    fail();
    await vi.advanceTimersByTimeAsync(0);
    expect(sources.at(-1)?.src).toBe('https://media/hls/master.m3u8?sig=2');
    fire('loadstart');
    state.time = 0;
    fire('loadedmetadata');
    expect(state.time).toBe(42);
    fire('loadeddata');
    await vi.advanceTimersByTimeAsync(RELOAD_DEADLINE_MS * 2);
    expect(faults).toEqual([]);
  });

  it("does not take the failed source's late frame for the reload's: the deadline still ends in the panel", async () => {
    const { sources, fire, fail } = setUp();
    fail();
    // VHS, having excluded every video rendition, appends the audio it had: media before the new source
    // is set, and again after src() while Video.js has not set it yet.
    fire('loadedmetadata');
    fire('loadeddata');
    await vi.advanceTimersByTimeAsync(0);
    expect(sources).toHaveLength(2);
    fire('loadedmetadata');
    fire('loadeddata');
    // The new source starts, and its playlist never answers.
    fire('loadstart');
    await vi.advanceTimersByTimeAsync(RELOAD_DEADLINE_MS - 1);
    expect(faults).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(faults).toEqual([{ detail: expect.stringContaining('no media 15 s after the reload'), undecodable: false }]);
  });

  it('ends in the panel when the reloaded source reads its metadata but never shows a frame (video undecodable, nothing raised)', async () => {
    const { fire, fail } = setUp();
    fail();
    await vi.advanceTimersByTimeAsync(0);
    fire('loadstart');
    fire('loadedmetadata');
    await vi.advanceTimersByTimeAsync(RELOAD_DEADLINE_MS);
    // The media came back and still does not decode: the fault stays undecodable (no retry offered).
    expect(faults).toEqual([{ detail: expect.stringContaining('no frame 15 s after the reload'), undecodable: true }]);
  });

  it('never fails a paused live reload for its missing frame: its wait starts when the viewer plays', async () => {
    const { player, fire, fail, state } = setUp();
    // A live stream (VHS loads none of its segments while paused), paused for long.
    Object.assign(player, { duration: () => Infinity });
    fail();
    await vi.advanceTimersByTimeAsync(0);
    fire('loadstart');
    await vi.advanceTimersByTimeAsync(RELOAD_DEADLINE_MS * 4);
    expect(faults).toEqual([]);
    // Played, it has its deadline to show a frame, as any reload.
    state.paused = false;
    fire('play');
    await vi.advanceTimersByTimeAsync(RELOAD_DEADLINE_MS);
    expect(faults).toEqual([{ detail: expect.stringContaining('no media 15 s after the reload'), undecodable: false }]);
  });

  it('does not fail a paused live reload whose frame came while a wait for play was armed', async () => {
    const { player, fire, fail, state } = setUp();
    Object.assign(player, { duration: () => Infinity });
    fail();
    await vi.advanceTimersByTimeAsync(0);
    fire('loadstart');
    // Paused past the deadline: the wait for a frame is put off until play; played, then paused again before a frame.
    await vi.advanceTimersByTimeAsync(RELOAD_DEADLINE_MS);
    state.paused = false;
    fire('play');
    state.paused = true;
    await vi.advanceTimersByTimeAsync(RELOAD_DEADLINE_MS);
    // The frame comes while paused (VHS loads once it has played); the next play arms nothing.
    fire('loadeddata');
    state.paused = false;
    fire('play');
    await vi.advanceTimersByTimeAsync(RELOAD_DEADLINE_MS * 2);
    expect(faults).toEqual([]);
  });

  it('ends in the panel when the refresh never answers', async () => {
    const { player, fail } = fakePlayer();
    reloadOnError(
      player,
      (fault) => faults.push(fault),
      () => new Promise(() => undefined),
      Date.now,
      () => true,
    );
    fail();
    await vi.advanceTimersByTimeAsync(RELOAD_DEADLINE_MS);
    expect(faults).toHaveLength(1);
  });

  it("leaves the failed source's later errors to the reload, and counts the reloaded source's", async () => {
    const { fire, fail, refresh } = setUp();
    fail();
    fail(2);
    await vi.advanceTimersByTimeAsync(0);
    fail(2);
    expect(faults).toEqual([]);
    expect(refresh).toHaveBeenCalledTimes(1);
    fire('loadstart');
    fail();
    expect(faults).toEqual([{ detail: 'code 3: No available working or supported playlists.', undecodable: true }]);
    await vi.advanceTimersByTimeAsync(RELOAD_DEADLINE_MS);
    expect(faults).toHaveLength(1);
  });

  it("never lets an earlier reload's late metadata end a later reload's deadline", async () => {
    const { player, fire, fail } = fakePlayer();
    let online = true;
    reloadOnError(
      player,
      (fault) => faults.push(fault),
      async () => null,
      Date.now,
      () => online,
    );
    fail();
    await vi.advanceTimersByTimeAsync(0);
    fire('loadstart');
    // The first reload's deadline passes offline (resume-when-online's turn); back online, past the interval,
    // its source fails too, and a second reload begins.
    online = false;
    await vi.advanceTimersByTimeAsync(RELOAD_DEADLINE_MS);
    online = true;
    await vi.advanceTimersByTimeAsync(RELOAD_INTERVAL_MS);
    fail();
    expect(faults).toEqual([]);
    // The first reload's source reports its first frame late, before the second's is set.
    fire('loadeddata');
    await vi.advanceTimersByTimeAsync(RELOAD_DEADLINE_MS);
    expect(faults).toHaveLength(1);
  });

  describe('while the fresh URL is fetched, the reload is pending', () => {
    type Failing = ReturnType<typeof failWhilePlaying>;
    /** Playing at 42 s when the source fails; the refresh answers when `answer` is called. */
    function failWhilePlaying() {
      let answer = (): void => undefined;
      const refresh = (src: string) => new Promise<string>((resolve) => (answer = () => resolve(src.replace('sig=1', 'sig=2'))));
      const fake = reloadingPlayer(faults, refresh);
      Object.assign(fake.state, { time: 42, paused: false });
      fake.fire('timeupdate');
      fake.fail();
      /** The fresh URL comes; the new source starts (at 0, paused) and reads its metadata. */
      const reload = async () => {
        answer();
        await vi.advanceTimersByTimeAsync(0);
        expect(fake.sources.at(-1)?.src).toBe('https://media/hls/master.m3u8?sig=2');
        fake.fire('loadstart');
        Object.assign(fake.state, { time: 0, paused: true, plays: 0 });
        fake.fire('loadedmetadata');
      };
      return { ...fake, answer: () => answer(), reload };
    }

    it('a pause then holds: the reload restores the position, paused', async () => {
      const { player, state, reload } = failWhilePlaying();
      player.pause();
      await reload();
      expect(state).toMatchObject({ time: 42, paused: true, plays: 0 });
    });

    it('a seek then is where the reload lands', async () => {
      const { player, state, reload } = failWhilePlaying();
      player.currentTime(60);
      expect(player.currentTime()).toBe(60);
      await reload();
      expect(state).toMatchObject({ time: 60, paused: false, plays: 1 });
    });

    it.each([
      ['its deadline passes', () => vi.advanceTimersByTimeAsync(RELOAD_DEADLINE_MS)],
      [
        'the reloaded source fails too, within the interval',
        async (fake: Failing) => {
          fake.answer();
          await vi.advanceTimersByTimeAsync(0);
          fake.fire('loadstart');
          fake.fail();
        },
      ],
    ])('when %s, the fatal end drops it: the player answers with its own state, not the seek made meanwhile', async (_, end) => {
      const fake = failWhilePlaying();
      const { player, state } = fake;
      player.currentTime(60);
      // The media, stopped by the error, is still at 42 s.
      state.paused = true;
      await end(fake);
      expect(faults).toHaveLength(1);
      expect(player.paused()).toBe(true);
      expect(player.currentTime()).toBe(42);
      player.currentTime(70);
      expect(state.time).toBe(70);
    });

    it('a switch made then (audio mode) is the one that loads: the fresh URL, come later, sets no source', async () => {
      const { player, sources, fire, state, answer } = failWhilePlaying();
      switchSource(player, { src: 'https://media/audio.mp3', type: 'audio/mpeg' });
      answer();
      await vi.advanceTimersByTimeAsync(0);
      expect(sources.at(-1)?.src).toBe('https://media/audio.mp3');
      // The MP3 starts where the video stood, and its first frame ends the reload's wait.
      fire('loadstart');
      Object.assign(state, { time: 0, paused: true });
      fire('loadedmetadata');
      expect(state).toMatchObject({ time: 42, paused: false });
      fire('loadeddata');
      await vi.advanceTimersByTimeAsync(RELOAD_DEADLINE_MS * 2);
      expect(faults).toEqual([]);
    });
  });
});
