// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { attachShortcuts } from './keyboard/attach-shortcuts';
import type { PlayerSource } from './player-source';
import { cancelSwitch, readPlaybackState, switchSource } from './switch-source';
import { fakePlayer, toggle, renditions } from './switch-source-test-player';

describe('switchSource, while the new source loads', () => {
  /** Playing at 20 s at 1.5×, then a switch whose source has started (at 0, paused) but not read its metadata. */
  function switching() {
    const fake = fakePlayer(renditions('English'));
    Object.assign(fake.state, { time: 20, paused: false, shownPlaying: true, rate: 1.5 });
    switchSource(fake.player, { src: 'https://media/audio.mp3', type: 'audio/mpeg' });
    fake.start(renditions('English'));
    return fake;
  }

  it('a pause holds: the player reads as playing, a toggle pauses it, Video.js shows it paused and the restore does not play', () => {
    const { player, state, load } = switching();
    expect(player.paused()).toBe(false);
    toggle(player);
    expect(player.paused()).toBe(true);
    expect(readPlaybackState(player).paused).toBe(true);
    // The load stopped the media without a 'pause': Video.js hears the viewer's.
    expect(state.shownPlaying).toBe(false);
    load(renditions('English'));
    expect(state).toMatchObject({ time: 20, paused: true, plays: 0, rate: 1.5 });
  });

  it('a seek is where the restore lands, read back at once, and the loading media is not sought before it', () => {
    const { player, state, load } = switching();
    // A relative seek (an arrow key) counts from where the viewer stands, not from the loading source's 0.
    player.currentTime((player.currentTime() ?? 0) + 10);
    expect(player.currentTime()).toBe(30);
    expect(readPlaybackState(player).time).toBe(30);
    expect(state.time).toBe(0);
    expect(state.triggered).toContain('timeupdate');
    load(renditions('English'));
    expect(state).toMatchObject({ time: 30, paused: false, plays: 1 });
  });

  it('a rate chosen before the source is set, which the load then resets, is the rate restored', () => {
    const { player, state, load } = fakePlayer(renditions('English'));
    Object.assign(state, { time: 20, paused: false, shownPlaying: true, rate: 1.5 });
    switchSource(player, { src: 'https://media/audio.mp3', type: 'audio/mpeg' });
    player.playbackRate(2);
    // On the media at once (the rate menu and the preferences hear it), and read back.
    expect(state.rate).toBe(2);
    expect(player.playbackRate()).toBe(2);
    expect(readPlaybackState(player).rate).toBe(2);
    load(renditions('English'));
    expect(state).toMatchObject({ time: 20, rate: 2, paused: false });
  });

  it('a play after the switch started paused plays from the position restored', () => {
    const { player, state, start, fire } = fakePlayer(renditions('English'));
    Object.assign(state, { time: 20 });
    switchSource(player, { src: 'https://media/audio.mp3', type: 'audio/mpeg' });
    start(renditions('English'));
    toggle(player);
    expect(readPlaybackState(player).paused).toBe(false);
    fire('loadedmetadata');
    expect(state).toMatchObject({ time: 20, paused: false });
  });

  it('the last act wins, a later switch carries it over, and the restore hands the player back', () => {
    const { player, state, load } = switching();
    player.pause();
    player.currentTime(40);
    void player.play();
    player.pause();
    // Audio mode turned off as the first switch loads: the second starts from the viewer's state and the first's duration.
    switchSource(player, { src: 'https://media/hls/master.m3u8?sig=1', type: 'application/x-mpegURL' });
    expect(player.duration()).toBe(120);
    player.currentTime(45);
    load(renditions('English'));
    expect(state).toMatchObject({ time: 45, paused: true });
    // The player's own methods again: a seek now goes to the media.
    player.currentTime(50);
    expect(state.time).toBe(50);
    expect(player.paused()).toBe(true);
  });

  it('a play Video.js queued for the new source, then a pause, leaves it paused once restored', () => {
    const { player, state, fire } = switching();
    player.pause();
    // Video.js plays, at the source's start, what was asked before it set the source: the pause came after.
    state.paused = false;
    fire('loadedmetadata');
    expect(state).toMatchObject({ time: 20, paused: true });
  });

  it('a switch a newer one dropped, whose promised source fails later, leaves the newer one in charge', async () => {
    const { player, state, load } = fakePlayer(renditions('English'));
    Object.assign(state, { time: 20, paused: false, shownPlaying: true });
    let fail = (): void => undefined;
    switchSource(player, new Promise<PlayerSource>((_, reject) => (fail = () => reject(new Error('403')))));
    switchSource(player, { src: 'https://media/audio.mp3', type: 'audio/mpeg' });
    fail();
    await new Promise((settled) => setTimeout(settled));
    player.currentTime(40);
    expect(player.currentTime()).toBe(40);
    expect(state.time).toBe(20);
    load(renditions('English'));
    expect(state).toMatchObject({ time: 40, paused: false, plays: 1 });
  });

  it.each([
    ['disposed', (fake: ReturnType<typeof switching>) => fake.fire('dispose')],
    ['whose switch is cancelled (a fatal error)', ({ player }: ReturnType<typeof switching>) => cancelSwitch(player)],
  ])('a player %s answers with its own state and methods again, and the restore never comes', (_, end) => {
    const fake = switching();
    const { player, state } = fake;
    end(fake);
    // The media's state (at 0, paused), not the switch's (playing at 20 s); a seek goes to the media.
    expect(player.paused()).toBe(true);
    expect(player.currentTime()).toBe(0);
    expect(readPlaybackState(player)).toMatchObject({ time: 0, paused: true });
    player.currentTime(40);
    expect(state.time).toBe(40);
    fake.fire('loadedmetadata');
    expect(state).toMatchObject({ time: 40, paused: true, plays: 0 });
  });

  it('the state a caller passes is not changed by the acts that follow', () => {
    const { player, state, load } = fakePlayer(renditions('English'));
    const before = { time: 20, rate: 1, paused: false };
    switchSource(player, { src: 'https://media/audio.mp3', type: 'audio/mpeg' }, before);
    player.pause();
    load(renditions('English'));
    expect(before.paused).toBe(false);
    expect(state.paused).toBe(true);
  });

  it('our keyboard shortcuts act on it: k pauses, 5 seeks to half the duration before it, → on from there, > steps the rate', () => {
    const { player, state, load } = switching();
    const detach = attachShortcuts(player);
    for (const key of ['k', '5', 'ArrowRight', '>']) document.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    detach();
    expect(readPlaybackState(player)).toMatchObject({ time: 70, paused: true, rate: 2 });
    load(renditions('English'));
    expect(state).toMatchObject({ time: 70, paused: true, rate: 2, plays: 0 });
  });
});
