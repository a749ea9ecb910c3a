// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { VideoJsPlayer } from '@/player/video-js-player';
import { attachShortcuts } from './attach-shortcuts';

/** A stand-in player with a duration and one seekable range, as the digit keys read them. */
function fakePlayer(duration: number, seekable: [number, number]) {
  const state = { time: seekable[1] };
  const player = {
    duration: () => duration,
    seekable: () => ({ length: 1, start: () => seekable[0], end: () => seekable[1] }),
    currentTime: (to?: number) => (to === undefined ? state.time : void (state.time = to)),
  } as unknown as VideoJsPlayer;
  return { player, state };
}

const press = (key: string): void => void document.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));

describe('attachShortcuts: the digit keys', () => {
  it('go to a tenth of the duration per digit on a recorded video', () => {
    const { player, state } = fakePlayer(120, [0, 120]);
    const detach = attachShortcuts(player);
    press('5');
    expect(state.time).toBe(60);
    press('0');
    expect(state.time).toBe(0);
    detach();
  });

  it('go through the window a live stream keeps, whose start has moved on from 0', () => {
    const { player, state } = fakePlayer(Infinity, [100, 130]);
    const detach = attachShortcuts(player);
    press('5');
    expect(state.time).toBe(115);
    press('0');
    expect(state.time).toBe(100);
    press('9');
    expect(state.time).toBe(127);
    detach();
  });

  it('keep the arrows within a live stream’s window: back from near its start lands on its start', () => {
    const { player, state } = fakePlayer(Infinity, [100, 130]);
    const detach = attachShortcuts(player);
    state.time = 103;
    press('ArrowLeft');
    expect(state.time).toBe(100);
    detach();
  });
});
