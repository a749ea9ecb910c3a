import { describe, expect, it, vi } from 'vitest';
import type { VideoJsPlayer } from '@/player/video-js-player';
import { startAutoplay } from './start-autoplay';

/** A stand-in player whose play() follows the browser's rule: sound needs a gesture, muted is allowed. */
function fakePlayer(rule: 'allow' | 'muted-only' | 'refuse') {
  let muted = false;
  const unmute = { show: vi.fn() };
  const events: string[] = [];
  const player = {
    play: vi.fn(() => {
      if (rule === 'allow' || (rule === 'muted-only' && muted)) return Promise.resolve();
      return Promise.reject(new DOMException('no gesture', 'NotAllowedError'));
    }),
    muted: vi.fn((value?: boolean) => {
      if (value !== undefined) muted = value;
      return muted;
    }),
    trigger: (event: string) => events.push(event),
    isDisposed: () => false,
    getChild: (name: string) => (name === 'UnmuteButton' ? unmute : undefined),
  };
  return { player: player as unknown as VideoJsPlayer, unmute, events, isMuted: () => muted };
}

describe('startAutoplay', () => {
  it('plays with sound when the browser allows it', async () => {
    const { player, events, isMuted } = fakePlayer('allow');
    expect(await startAutoplay(player, true)).toBe('played');
    expect(isMuted()).toBe(false);
    expect(events).toEqual([]);
  });

  it('with TRATA_ERRO_SEMSOM, starts muted and shows Ativar som when sound is refused', async () => {
    const { player, unmute, events, isMuted } = fakePlayer('muted-only');
    expect(await startAutoplay(player, true)).toBe('muted');
    expect(isMuted()).toBe(true);
    expect(unmute.show).toHaveBeenCalledOnce();
    // The mute is announced before it happens, so preferences do not take it for the viewer's choice.
    expect(events).toEqual(['autoplaymuting', 'autoplayblocked']);
  });

  it('without the flag, leaves the player paused and unmuted for the viewer', async () => {
    const { player, unmute, events, isMuted } = fakePlayer('muted-only');
    expect(await startAutoplay(player, false)).toBe('blocked');
    expect(isMuted()).toBe(false);
    expect(unmute.show).not.toHaveBeenCalled();
    expect(events).toEqual(['autoplayblocked']);
  });

  it('restores the sound when even muted play is refused', async () => {
    const { player, isMuted } = fakePlayer('refuse');
    expect(await startAutoplay(player, true)).toBe('blocked');
    expect(isMuted()).toBe(false);
  });
});
