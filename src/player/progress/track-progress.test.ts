import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ViewSnapshot } from '@/services/view-outbox';
import { useAppStore } from '@/store/app-store';
import { fakePlayer } from './fake-player';
import { trackProgress } from './track-progress';
import { followWatched } from './watched-progress';

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
    trackProgress(player, followWatched(player, [], 90), fakeWindow());
    playTo(19.9);
    state.time = 20.05;
    state.paused = true;
    fire('timeupdate');
    fire('pause');
    expect(saved.at(-1)).toEqual({ posicao: 20.1, duracao: 75, intervalos: [[0, 20.1]] });
  });

  it('a seek starts a new range, and the seek target alone is not counted as watched', () => {
    const { player, fire, playTo, seek } = fakePlayer();
    trackProgress(player, followWatched(player, [], 90), fakeWindow());
    playTo(5);
    seek(60);
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
    const stop = trackProgress(player, followWatched(player, [], 90), target);
    playTo(3);
    target.dispatchEvent(new Event('pagehide'));
    expect(saved.at(-1)?.intervalos).toEqual([[0, 3]]);
    stop();
    expect(saved).toHaveLength(2);
  });
});
