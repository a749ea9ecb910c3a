import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ViewSnapshot } from '@/services/view-outbox';
import { useAppStore } from '@/store/app-store';
import type { VideoJsPlayer } from '@/player/video-js-player';
import { trackProgress } from './track-progress';

/** A stand-in player: the test sets its time and state and fires its events. */
function fakePlayer() {
  const handlers = new Map<string, (() => void)[]>();
  const state = { time: 0, paused: true, seeking: false };
  const player = {
    on: (events: string | string[], handler: () => void) => {
      for (const event of [events].flat()) handlers.set(event, [...(handlers.get(event) ?? []), handler]);
    },
    duration: () => 75,
    currentTime: () => state.time,
    paused: () => state.paused,
    seeking: () => state.seeking,
    setInterval: vi.fn(),
  };
  const fire = (event: string) => handlers.get(event)?.forEach((handler) => handler());
  /** Plays from the current time to `to`, with a timeupdate every 250 ms as browsers fire them. */
  const playTo = (to: number) => {
    state.paused = false;
    for (; state.time + 0.25 <= to; state.time += 0.25) fire('timeupdate');
    fire('timeupdate');
  };
  return { player: player as unknown as VideoJsPlayer, state, fire, playTo };
}

const fakeWindow = () => {
  const target = new EventTarget() as unknown as Window;
  Object.assign(target, { document: Object.assign(new EventTarget(), { visibilityState: 'visible' }) });
  return target;
};

describe('trackProgress', () => {
  const saved: ViewSnapshot[] = [];
  const original = useAppStore.getState();
  beforeAll(() => useAppStore.setState({ saveProgress: (snapshot) => saved.push(snapshot), flushProgress: () => undefined }));
  afterEach(() => {
    saved.length = 0;
  });
  afterAll(() => useAppStore.setState(original));

  it('on pause, the range reaches where playback stopped, not the last timeupdate before it', () => {
    const { player, state, fire, playTo } = fakePlayer();
    trackProgress(player, fakeWindow());
    playTo(19.9);
    state.time = 20.05;
    state.paused = true;
    fire('timeupdate');
    fire('pause');
    expect(saved.at(-1)).toEqual({ posicao: 20.1, duracao: 75, intervalos: [[0, 20.1]] });
  });

  it('a seek starts a new range, and the seek target alone is not counted as watched', () => {
    const { player, state, fire, playTo } = fakePlayer();
    trackProgress(player, fakeWindow());
    playTo(5);
    state.seeking = true;
    fire('seeking');
    state.time = 60;
    state.seeking = false;
    fire('seeked');
    expect(saved.at(-1)?.intervalos).toEqual([[0, 5]]);
    playTo(62);
    fire('ended');
    expect(saved.at(-1)?.intervalos).toEqual([
      [0, 5],
      [60, 62],
    ]);
  });

  it('saves when the page is hidden and when it is disposed', () => {
    const { player, playTo } = fakePlayer();
    const target = fakeWindow();
    const stop = trackProgress(player, target);
    playTo(3);
    target.dispatchEvent(new Event('pagehide'));
    expect(saved.at(-1)?.intervalos).toEqual([[0, 3]]);
    stop();
    expect(saved).toHaveLength(2);
  });
});
