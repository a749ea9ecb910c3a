/** A stand-in for Video.js for the recovery's unit tests (reload-on-error.test.ts and its siblings). */
import { vi } from 'vitest';
import type { PlaybackFault } from '@/services/playback-fault';
import type { VideoJsPlayer } from '@/player/video-js-player';
import { reloadOnError } from './reload-on-error';

const HLS = 'application/x-mpegURL';

/**
 * A stand-in for Video.js as reload-on-error uses it: events (`on`, `one`), timers, the error, the source
 * (`src` only records the source, as Video.js sets it a tick later), the position.
 */
export function fakePlayer() {
  const handlers = new Map<string, Set<() => void>>();
  const originals = new Map<() => void, () => void>();
  const state = { error: null as { code: number; message: string } | null, time: 0, paused: true, plays: 0 };
  const sources: { src: string; type: string }[] = [{ src: 'https://media/hls/master.m3u8?sig=1', type: HLS }];
  const add = (events: string | string[], handler: () => void) => {
    for (const event of [events].flat()) handlers.set(event, (handlers.get(event) ?? new Set()).add(handler));
  };
  const player = {
    on: add,
    one: (event: string, handler: () => void) => {
      const once = () => {
        handlers.get(event)?.delete(once);
        handler();
      };
      originals.set(once, handler);
      add(event, once);
    },
    // As Video.js's: a handler added with `one` is taken off by the function given.
    off: (event: string, handler: () => void) => {
      for (const added of handlers.get(event) ?? [])
        if (added === handler || originals.get(added) === handler) handlers.get(event)?.delete(added);
    },
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (id: number) => clearTimeout(id),
    error: (value?: { code: number; message: string } | null) => {
      if (value === undefined) return state.error;
      state.error = value;
      return undefined;
    },
    currentSource: () => sources.at(-1),
    src: (source: { src: string; type: string }) => void sources.push(source),
    isDisposed: () => false,
    currentTime: (to?: number) => {
      if (to === undefined) return state.time;
      state.time = to;
      return undefined;
    },
    paused: () => state.paused,
    tech: () => undefined,
    playbackRate: () => 1,
    duration: () => NaN,
    hasStarted: () => true,
    play: () => {
      state.plays++;
      state.paused = false;
      return Promise.resolve();
    },
    pause: () => void (state.paused = true),
    hasClass: () => false,
    trigger: () => undefined,
    audioTracks: () => [],
  };
  const fire = (event: string) => [...(handlers.get(event) ?? [])].forEach((handler) => handler());
  /** The current source fails, as VHS reports it. */
  const fail = (code = 3) => {
    state.error = { code, message: 'No available working or supported playlists.' };
    fire('error');
  };
  return { player: player as unknown as VideoJsPlayer, state, sources, fire, fail };
}

/**
 * A stand-in player with reload-on-error attached, whose refresh (by default) answers a freshly signed URL; its faults
 * go to `faults`.
 */
export function reloadingPlayer(
  faults: PlaybackFault[],
  refresh: (src: string) => Promise<string | null> = vi.fn(async (src: string) => src.replace('sig=1', 'sig=2')),
) {
  const fake = fakePlayer();
  reloadOnError(
    fake.player,
    (fault) => faults.push(fault),
    refresh,
    Date.now,
    () => true,
  );
  return { ...fake, refresh };
}
