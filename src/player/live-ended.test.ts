// @vitest-environment happy-dom
import videojs from 'video.js';
import { afterEach, describe, expect, it } from 'vitest';
import { translations } from '@/testing/translations';
import { useAppStore } from '@/store/app-store';
import { sampleItem } from '@/testing/fixtures';
import type { VideoJsPlayer } from './video-js-player';
import { LIVE_ENDED, tellLiveEnded } from './live-ended';

afterEach(() => {
  document.body.replaceChildren();
  useAppStore.setState({ toasts: [] });
});

/** A player whose duration is `state.duration` (Infinity while live). */
function playerWith(state: { duration: number }): VideoJsPlayer {
  const video = document.createElement('video');
  document.body.appendChild(video);
  const player = videojs(video, {}) as unknown as VideoJsPlayer;
  Object.assign(player, { duration: () => state.duration });
  return player;
}

const told = () => useAppStore.getState().toasts.map((toast) => ({ textKey: toast.textKey, severity: toast.severity }));

describe('the end of a live broadcast', () => {
  it('is told once, when a live item whose playlists closed plays to its end', () => {
    const state = { duration: NaN };
    const player = playerWith(state);
    tellLiveEnded(player, sampleItem({ aoVivo: true }));
    state.duration = Infinity;
    player.trigger('durationchange');
    // Still live: an 'ended' there is no end of the broadcast.
    player.trigger('ended');
    expect(told()).toEqual([]);

    // The playlists closed (EXT-X-ENDLIST): the last of the window plays to its end.
    state.duration = 32;
    player.trigger('ended');
    expect(told()).toEqual([{ textKey: 'live_ended', severity: 1 }]);
    // Played again to the end: not told twice.
    player.trigger('ended');
    expect(told()).toHaveLength(1);
  });

  it('is never told of an item on demand, of a broadcast opened after its end, nor after the detacher ran', () => {
    const vod = playerWith({ duration: 60 });
    tellLiveEnded(vod, sampleItem({ aoVivo: false }));
    vod.trigger('ended');
    // Its playlists closed before this viewer came: never live here.
    const closed = playerWith({ duration: 32 });
    tellLiveEnded(closed, sampleItem({ aoVivo: true }));
    closed.trigger('loadedmetadata');
    closed.trigger('ended');
    const state = { duration: Infinity };
    const live = playerWith(state);
    const detach = tellLiveEnded(live, sampleItem({ aoVivo: true }));
    state.duration = 32;
    detach();
    live.trigger('ended');
    expect(told()).toEqual([]);
  });

  it('has its text in the three languages, pt’s the widget’s own', () => {
    expect(translations('pt')['live_ended']).toBe(LIVE_ENDED);
    expect(translations('en')['live_ended']).toBe('The live broadcast has ended.');
    expect(translations('es')['live_ended']).toBe('La transmisión en vivo terminó.');
  });
});
