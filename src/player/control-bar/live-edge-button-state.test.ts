// @vitest-environment happy-dom
import videojs from 'video.js';
import { afterEach, describe, expect, it } from 'vitest';
import type { VideoJsPlayer } from '@/player/video-js-player';
import './live-edge-button';

afterEach(() => document.body.replaceChildren());

/** A live player (no duration) standing `behind` seconds from the end of its seekable window, paused or playing. */
function livePlayer(state: { behind: number; paused: boolean }) {
  const video = document.createElement('video');
  document.body.appendChild(video);
  const player = videojs(video, {}) as unknown as VideoJsPlayer;
  Object.assign(player, {
    duration: () => Infinity,
    currentTime: () => 100 - state.behind,
    seekable: () => ({ length: 1, start: () => 0, end: () => 100 }),
    paused: () => state.paused,
  });
  const button = player.addChild('LiveEdgeButton') as unknown as { el(): HTMLElement };
  const label = () => button.el().querySelector('.vjs-control-text')?.textContent;
  const behindLive = () => button.el().classList.contains('sp-behind-live');
  return { player, label, behindLive };
}

describe('the live button', () => {
  it('says the live edge is playing only while it plays there', () => {
    const state = { behind: 2, paused: false };
    const { player, label, behindLive } = livePlayer(state);
    expect(label()).toBe('Reproduzindo ao vivo');
    expect(behindLive()).toBe(false);

    // Paused at the edge: nothing plays live, and the button is the way back to it, at once.
    state.paused = true;
    player.trigger('pause');
    expect(label()).toBe('Ir para o ao vivo');
    expect(behindLive()).toBe(true);

    state.paused = false;
    player.trigger('play');
    expect(label()).toBe('Reproduzindo ao vivo');

    // Playing, but behind the edge.
    state.behind = 20;
    player.trigger('timeupdate');
    expect(label()).toBe('Ir para o ao vivo');
    expect(behindLive()).toBe(true);
    player.dispose();
  });

  it('is the way to the live edge before the first play', () => {
    const { player, label } = livePlayer({ behind: 0, paused: true });
    expect(label()).toBe('Ir para o ao vivo');
    player.dispose();
  });
});
