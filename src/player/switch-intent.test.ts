import { describe, expect, it } from 'vitest';
import type { VideoJsPlayer } from '@/player/video-js-player';
import { captureIntent, type SwitchTarget } from './switch-intent';

/** A player whose media events reach its listeners, and which can hold a play queued for the next source. */
function fakePlayer() {
  const listeners = new Map<string, Set<() => void>>();
  // Video.js's duration: what the media last told it, NaN until the loading source knows its own.
  let duration = NaN;
  const names = (events: string | string[]): string[] => (Array.isArray(events) ? events : [events]);
  const player = {
    on: (event: string, listener: () => void) => listeners.set(event, (listeners.get(event) ?? new Set()).add(listener)),
    off: (events: string | string[], listener: () => void) =>
      names(events).forEach((event) => listeners.get(event)?.delete(listener)),
    trigger: () => undefined,
    hasClass: () => false,
    tech: () => ({ paused: () => true, trigger: () => undefined }),
    play: () => Promise.resolve(),
    pause: () => undefined,
    paused: () => true,
    currentTime: () => 0,
    playbackRate: () => 1,
    duration: (seconds?: number) => (seconds === undefined ? duration : void (duration = seconds)),
    waitToPlay_: null as (() => void) | null,
  };
  /** The media element fires `event` (its own play or pause, without the player). */
  const fire = (event: string): void => listeners.get(event)?.forEach((listener) => listener());
  return { player, fire, listening: (event: string) => listeners.get(event)?.size ?? 0 };
}

const target = (paused: boolean): SwitchTarget => ({ time: 30, rate: 1, paused });

describe('captureIntent', () => {
  it("takes a play or a pause of the media itself (the picture-in-picture window's button) as the viewer's", () => {
    const { player, fire } = fakePlayer();
    const state = target(true);
    captureIntent(player as unknown as VideoJsPlayer, state);
    fire('play');
    expect(state.paused).toBe(false);
    fire('pause');
    expect(state.paused).toBe(true);
  });

  it('a pause drops the play Video.js queued for the new source, so the restore has nothing to undo', () => {
    const { player, listening } = fakePlayer();
    const queued = (): void => undefined;
    player.waitToPlay_ = queued;
    player.on('loadstart', queued);
    const state = target(false);
    captureIntent(player as unknown as VideoJsPlayer, state);
    (player as unknown as VideoJsPlayer).pause();
    expect(state.paused).toBe(true);
    expect(player.waitToPlay_).toBeNull();
    expect(listening('loadstart')).toBe(0);
  });

  it('once given back, the media’s events no longer change the target', () => {
    const { player, fire, listening } = fakePlayer();
    const state = target(true);
    captureIntent(player as unknown as VideoJsPlayer, state)();
    fire('play');
    expect(state.paused).toBe(true);
    expect(listening('play') + listening('pause')).toBe(0);
  });

  it('answers the duration before the switch while the loading media knows none, and its own once it does', () => {
    const { player } = fakePlayer();
    const release = captureIntent(player as unknown as VideoJsPlayer, target(true), 120);
    expect(player.duration()).toBe(120);
    // Video.js sets what the media tells it through the player's method.
    player.duration(0);
    expect(player.duration()).toBe(120);
    player.duration(119.9);
    expect(player.duration()).toBe(119.9);
    player.duration(NaN);
    release();
    expect(player.duration()).toBeNaN();
  });

  it('answers what the media knows when there was no duration before the switch', () => {
    const { player } = fakePlayer();
    captureIntent(player as unknown as VideoJsPlayer, target(true), NaN);
    expect(player.duration()).toBeNaN();
    // VHS's 0 before its playlist, then the source's own.
    player.duration(0);
    expect(player.duration()).toBe(0);
    player.duration(74.5);
    expect(player.duration()).toBe(74.5);
  });
});
