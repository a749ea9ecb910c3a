import { describe, expect, it } from 'vitest';
import type { VideoJsPlayer } from '@/player/video-js-player';
import type { WatchedProgress } from './progress/watched-progress';
import { hostCommands } from './host/host-commands';
import { seekWindow, withinSeekWindow } from './seek-window';

/** A stand-in player with a duration and seekable ranges; its media lands wherever it is sent. */
function fakePlayer(duration: number, ranges: [number, number][]) {
  const state = { time: 0 };
  const player = {
    duration: () => duration,
    seekable: () => ({
      length: ranges.length,
      start: (index: number) => ranges[index]?.[0],
      end: (index: number) => ranges[index]?.[1],
    }),
    currentTime: (to?: number) => (to === undefined ? state.time : void (state.time = to)),
  } as unknown as VideoJsPlayer;
  return { player, state };
}

describe('seekWindow', () => {
  it('is a recorded video’s whole duration', () => {
    expect(seekWindow(fakePlayer(120, [[0, 120]]).player)).toEqual({ start: 0, end: 120 });
  });

  it('is the window a live stream keeps, its start moved on', () => {
    expect(seekWindow(fakePlayer(Infinity, [[14.2, 35.9]]).player)).toEqual({ start: 14.2, end: 35.9 });
  });

  it('has no end while nothing is known', () => {
    expect(seekWindow(fakePlayer(NaN, []).player)).toEqual({ start: 0, end: 0 });
    expect(withinSeekWindow(fakePlayer(NaN, []).player, 500)).toBe(500);
  });
});

describe('the host’s seek', () => {
  const seek = (player: VideoJsPlayer, seconds: number): unknown =>
    hostCommands(player, {} as WatchedProgress, async () => undefined)['seek']?.(seconds);

  it('answers where a live stream lands: within the window it keeps, not the time asked for', () => {
    const { player, state } = fakePlayer(Infinity, [[14.2, 35.9]]);
    expect(seek(player, 0)).toBe(14.2);
    expect(state.time).toBe(14.2);
    expect(seek(player, 99_999)).toBe(35.9);
    expect(seek(player, 20)).toBe(20);
  });

  it('keeps a recorded video’s seek within its duration', () => {
    const { player } = fakePlayer(120, [[0, 120]]);
    expect(seek(player, -5)).toBe(0);
    expect(seek(player, 500)).toBe(120);
    expect(seek(player, 42)).toBe(42);
  });
});
