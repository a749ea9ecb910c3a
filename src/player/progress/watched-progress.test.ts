import { describe, expect, it, vi } from 'vitest';
import { switchSource } from '../switch-source';
import { fakePlayer } from './fake-player';
import { followWatched } from './watched-progress';

describe('followWatched', () => {
  it('joins the saved ranges with this visit’s and completes once at the threshold, not again on replay', () => {
    const { player, playTo, seek, state, fire } = fakePlayer(100);
    const watched = followWatched(player, [[0, 50]], 80);
    const completed = vi.fn();
    watched.onCompleted(completed);
    seek(50);
    playTo(79);
    expect(watched.current()).toMatchObject({ watchedSeconds: 79, percent: 79, completed: false });
    expect(completed).not.toHaveBeenCalled();
    playTo(81);
    expect(completed).toHaveBeenCalledTimes(1);
    expect(completed.mock.calls[0]?.[0]).toMatchObject({ percent: 80, completed: true, threshold: 80 });
    state.paused = true;
    fire('ended');
    seek(0);
    playTo(100);
    expect(completed).toHaveBeenCalledTimes(1);
  });

  it('a seek to the end and playing out the last seconds neither completes nor counts the skipped part', () => {
    const { player, playTo, seek, fire, state } = fakePlayer(100);
    const watched = followWatched(player, [], 90);
    const completed = vi.fn();
    watched.onCompleted(completed);
    playTo(5);
    seek(98);
    playTo(100);
    state.paused = true;
    fire('ended');
    expect(watched.current()).toMatchObject({ watchedSeconds: 7, completed: false });
    expect(completed).not.toHaveBeenCalled();
  });

  it('a skip while playback waits for data counts nothing it skipped, however long the wait was', () => {
    const now = vi.spyOn(performance, 'now').mockReturnValue(1_000);
    try {
      const { player, playTo, seek, fire } = fakePlayer(30);
      const watched = followWatched(player, [], 80);
      const completed = vi.fn();
      watched.onCompleted(completed);
      playTo(3.5);
      // The data stops coming: no timeupdate for 13 s, then the viewer skips ahead twice (10 s each).
      fire('waiting');
      now.mockReturnValue(14_000);
      seek(13.5);
      seek(23.5);
      playTo(30);
      expect(watched.current().ranges).toEqual([
        [0, 3.5],
        [23.5, 30],
      ]);
      expect(completed).not.toHaveBeenCalled();
    } finally {
      now.mockRestore();
    }
  });

  it("the engine's jump over a small gap in the buffer while it waits keeps the range whole (a lesson can reach 100 %)", () => {
    const now = vi.spyOn(performance, 'now').mockReturnValue(1_000);
    try {
      const { player, playTo, seek, fire } = fakePlayer(20);
      const watched = followWatched(player, [], 100);
      playTo(10);
      fire('waiting');
      now.mockReturnValue(3_000);
      seek(10.5);
      playTo(20);
      expect(watched.current()).toMatchObject({ ranges: [[0, 20]], completed: true });
    } finally {
      now.mockRestore();
    }
  });

  it('a skip long after the last timeupdate, with no waiting said (a throttled tab), counts at most a second', () => {
    const now = vi.spyOn(performance, 'now').mockReturnValue(1_000);
    try {
      const { player, playTo, seek } = fakePlayer(100);
      const watched = followWatched(player, [], 80);
      playTo(10);
      now.mockReturnValue(21_000);
      seek(30);
      playTo(32);
      expect(watched.current().watchedSeconds).toBeLessThanOrEqual(13);
    } finally {
      now.mockRestore();
    }
  });

  it('tells a listener that subscribes after this visit reached the threshold, once, right after it subscribes', async () => {
    const { player, playTo, seek } = fakePlayer(100);
    const watched = followWatched(player, [[0, 88]], 90);
    seek(88);
    playTo(91);
    // The statements' code arrives now, after the crossing.
    const late = vi.fn();
    watched.onCompleted(late);
    expect(late).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(late).toHaveBeenCalledTimes(1);
    expect(late.mock.calls[0]?.[0]).toMatchObject({ completed: true, threshold: 90 });
    playTo(100);
    expect(late).toHaveBeenCalledTimes(1);
    // One that unsubscribes at once hears nothing.
    const gone = vi.fn();
    watched.onCompleted(gone)();
    await Promise.resolve();
    expect(gone).not.toHaveBeenCalled();
  });

  it('does not announce a completion the saved ranges already had', () => {
    const { player, playTo } = fakePlayer(100);
    const watched = followWatched(player, [[0, 95]], 90);
    const completed = vi.fn();
    watched.onCompleted(completed);
    playTo(3);
    expect(watched.current().completed).toBe(true);
    expect(completed).not.toHaveBeenCalled();
    // …and says so, for cmi5: a new registration of this learner is complete from its start.
    expect(watched.completedBefore()).toBe(true);
  });

  it('does not count this visit’s ranges as completed before it', () => {
    const { player, playTo, seek } = fakePlayer(100);
    const watched = followWatched(player, [[0, 88]], 90);
    expect(watched.completedBefore()).toBe(false);
    seek(88);
    playTo(95);
    expect(watched.current().completed).toBe(true);
    expect(watched.completedBefore()).toBe(false);
  });

  it('keeps one range through a source switch (audio mode): the times at 0 in between are no playback', () => {
    const { player, playTo, fire, state, seek } = fakePlayer(100);
    const watched = followWatched(player, [], 90);
    playTo(30.1);
    // The new source starts at 0 and the switch seeks back to where playback stood.
    fire('loadstart');
    state.time = 0;
    fire('timeupdate');
    seek(30.3);
    playTo(40);
    const { ranges } = watched.current();
    expect(ranges).toHaveLength(1);
    expect(ranges[0]?.[0]).toBe(0);
    expect(ranges[0]?.[1]).toBeCloseTo(40, 0);
  });

  it('a short seek forward as a switch starts, before its new source, is a skip, not a part watched', () => {
    const { player, playTo, fire, state, seek } = fakePlayer(100);
    const media = { src: () => undefined, play: () => Promise.resolve(), pause: () => undefined, audioTracks: () => [] };
    Object.assign(player, { one: player.on, trigger: fire, ...media });
    const watched = followWatched(player, [], 90);
    playTo(30);
    switchSource(player, { src: 'https://media/audio.mp3', type: 'audio/mpeg' }, { time: 30, rate: 1, paused: false });
    // The taken-over seek fires a timeupdate, and the player reads its target (before the new source's loadstart).
    player.currentTime(31);
    fire('loadstart');
    state.time = 0;
    fire('loadedmetadata');
    seek(31);
    playTo(40);
    expect(watched.current().ranges).toEqual([
      [0, 30],
      [31, 40],
    ]);
  });

  it('opens the range where play was pressed, though the first reported time comes late', () => {
    const { player, playTo, fire, state, seek } = fakePlayer(100);
    const watched = followWatched(player, [], 90);
    fire('play');
    state.paused = false;
    state.time = 0.1;
    fire('playing');
    playTo(10.1);
    expect(watched.current().ranges).toEqual([[0, 10.1]]);
    // A seek while a play request is on its way starts the range at the seek's target, not before it.
    state.paused = true;
    fire('pause');
    fire('play');
    seek(50);
    state.paused = false;
    state.time = 50.2;
    fire('playing');
    playTo(55);
    expect(watched.current().ranges).toEqual([
      [0, 10.1],
      [50, 55],
    ]);
  });

  it('keeps the start when the engine seeks to where playback stands before the first timeupdate (a stuck start)', () => {
    const { player, playTo, fire, state, seek } = fakePlayer(100);
    const watched = followWatched(player, [], 90);
    fire('play');
    state.paused = false;
    // On a busy machine the time stays at 0 and the engine nudges playback with a seek to it.
    seek(0);
    state.time = 0.2;
    fire('playing');
    playTo(5);
    expect(watched.current().ranges).toEqual([[0, 5]]);
  });

  it('opens the range where playback started when the play event itself comes late (a busy machine)', () => {
    const { player, playTo, fire, state } = fakePlayer(100);
    const watched = followWatched(player, [], 90);
    // The browser played from 0 while the page was busy; its 'play' and 'playing' are heard at 0.25 s.
    state.paused = false;
    state.played = [[0, 0.25]];
    state.time = 0.25;
    fire('play');
    fire('playing');
    playTo(4);
    expect(watched.current().ranges).toEqual([[0, 4]]);
  });

  it('a play request during a seek starts the range at the seek’s target', () => {
    const { player, playTo, fire, state } = fakePlayer(100);
    const watched = followWatched(player, [], 90);
    state.seeking = true;
    fire('seeking');
    fire('play');
    state.seeking = false;
    fire('seeked');
    state.paused = false;
    state.time = 0.2;
    fire('playing');
    playTo(4);
    expect(watched.current().ranges).toEqual([[0, 4]]);
  });

  it('a skip while playing opens the new range at its target, though the first timeupdate after it comes later', () => {
    const { player, playTo, state, seek } = fakePlayer(100);
    const watched = followWatched(player, [], 90);
    playTo(4);
    seek(30);
    state.time = 30.25;
    playTo(32);
    expect(watched.current().ranges).toEqual([
      [0, 4],
      [30, 32],
    ]);
  });
});
