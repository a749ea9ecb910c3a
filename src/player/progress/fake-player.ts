/** Tests only: a stand-in player whose time and state a test sets and whose events it fires. */
import { vi } from 'vitest';
import type { VideoJsPlayer } from '@/player/video-js-player';

/** A stand-in player of a 75 s item (`duration` changes it). */
export function fakePlayer(duration = 75) {
  const handlers = new Map<string, (() => void)[]>();
  // `played`: the browser's record of what played, as [start, end] ranges (playTo adds to it).
  const state = { time: 0, paused: true, seeking: false, played: [] as [number, number][] };
  const player = {
    on: (events: string | string[], handler: () => void) => {
      for (const event of [events].flat()) handlers.set(event, [...(handlers.get(event) ?? []), handler]);
    },
    off: (events: string | string[], handler: () => void) => {
      for (const event of [events].flat())
        handlers.set(
          event,
          (handlers.get(event) ?? []).filter((known) => known !== handler),
        );
    },
    duration: () => duration,
    hasStarted: () => true,
    currentTime: () => state.time,
    paused: () => state.paused,
    seeking: () => state.seeking,
    playbackRate: () => 1,
    played: () => ({
      length: state.played.length,
      start: (index: number) => state.played[index]![0],
      end: (index: number) => state.played[index]![1],
    }),
    setInterval: vi.fn(),
  };
  const fire = (event: string) => handlers.get(event)?.forEach((handler) => handler());
  /** Plays from the current time to `to` in the browser's record of what played (it joins a range it continues). */
  const record = (to: number) => {
    state.paused = false;
    const last = state.played.at(-1);
    if (last && last[1] === state.time) last[1] = to;
    else state.played.push([state.time, to]);
  };
  /** Plays from the current time to `to`, with a timeupdate every 250 ms as browsers fire them. */
  const playTo = (to: number) => {
    record(to);
    for (; state.time + 0.25 <= to; state.time += 0.25) fire('timeupdate');
    fire('timeupdate');
  };
  /** Playback that went on to `to` before the page heard any of it (a busy page: its 'play' event runs after). */
  const playUnheardTo = (to: number) => {
    record(to);
    state.time = to;
  };
  /** Seeks as the media element does: the new time and seeking, then seeked. */
  const seek = (to: number) => {
    state.time = to;
    state.seeking = true;
    fire('seeking');
    state.seeking = false;
    fire('seeked');
  };
  /** How many handlers listen, over every event. */
  const listening = (): number => [...handlers.values()].reduce((count, list) => count + list.length, 0);
  return { player: player as unknown as VideoJsPlayer, state, fire, playTo, playUnheardTo, seek, listening };
}
