// @vitest-environment happy-dom
import videojs from 'video.js';
import { describe, expect, it } from 'vitest';
import type { VideoJsPlayer } from '@/player/video-js-player';
import { keepRenditions } from './audio/audio-tracks';
import { attachShortcuts } from './keyboard/attach-shortcuts';
import type { PlayerSource } from './player-source';
import { cancelSwitch, readPlaybackState, switchSource, targetSource } from './switch-source';

interface Track {
  label: string;
  enabled: boolean;
}

/** Video.js's own list: enabling a track disables the others. */
const trackList = (tracks: Track[]): ArrayLike<Track> =>
  new videojs.AudioTrackList(tracks.map((track) => new videojs.AudioTrack(track))) as unknown as ArrayLike<Track>;

const enabledLabels = (tracks: ArrayLike<Track>): string[] =>
  Array.from(tracks)
    .filter((track) => track.enabled)
    .map((track) => track.label);

/**
 * A stand-in for Video.js as a source switch uses it; `load` sets a new source's audio tracks, as VHS does. `paused`
 * is the media's; `shownPlaying` is Video.js's 'vjs-playing', which follows the media's play and pause events.
 */
function fakePlayer(tracks: Track[]) {
  const handlers = new Map<string, (() => void)[]>();
  const state = {
    time: 30,
    paused: true,
    shownPlaying: false,
    started: true,
    rate: 1,
    plays: 0,
    tracks: trackList(tracks),
    sources: [] as string[],
    triggered: [] as string[],
  };
  const player = {
    one: (event: string, handler: () => void) => handlers.set(event, [...(handlers.get(event) ?? []), handler]),
    // The media's own play and pause events, which a switch listens to: this stand-in's media fires none.
    on: () => undefined,
    off: (event: string, handler: () => void) =>
      handlers.set(
        event,
        (handlers.get(event) ?? []).filter((waiting) => waiting !== handler),
      ),
    trigger: (event: string) => void state.triggered.push(event),
    hasClass: (name: string) => name === 'vjs-playing' && state.shownPlaying,
    hasStarted: (started?: boolean) => (started === undefined ? state.started : void (state.started = started)),
    src: (source: { src: string }) => void state.sources.push(source.src),
    currentSource: () => ({ src: state.sources.at(-1) ?? 'https://media/hls/master.m3u8?sig=1' }),
    currentTime: (to?: number) => (to === undefined ? state.time : void (state.time = to)),
    paused: () => state.paused,
    // The media as Video.js's tech holds it: a 'pause' it triggers reaches Video.js as the media's own.
    tech: () => ({ paused: () => state.paused, trigger: (event: string) => event === 'pause' && (state.shownPlaying = false) }),
    playbackRate: (to?: number) => (to === undefined ? state.rate : void (state.rate = to)),
    play: () => {
      state.plays++;
      Object.assign(state, { paused: false, shownPlaying: true });
      return Promise.resolve();
    },
    pause: () => {
      if (!state.paused) Object.assign(state, { paused: true, shownPlaying: false });
    },
    audioTracks: () => state.tracks,
    // The loading source's duration is not known before its metadata.
    duration: () => (state.time > 0 ? 120 : NaN),
    seekable: () => ({ length: 0 }),
    playbackRates: () => [1, 1.5, 2],
  };
  const fire = (event: string) => {
    const waiting = handlers.get(event) ?? [];
    handlers.delete(event);
    waiting.forEach((handler) => handler());
  };
  /**
   * A new source starts: at 0, paused (the load fires no 'pause': Video.js still shows what it showed), at the
   * default rate, with these audio tracks (VHS enables its default one).
   */
  const start = (next: Track[]) => {
    // Video.js's own, before its 'loadstart': a source that loads paused is one not started.
    if (player.paused()) state.started = false;
    fire('loadstart');
    Object.assign(state, { tracks: trackList(next), time: 0, paused: true, rate: 1 });
  };
  /** The new source starts and reads its metadata. */
  const load = (next: Track[]) => {
    start(next);
    fire('loadedmetadata');
  };
  return { player: player as unknown as VideoJsPlayer, state, start, load, fire };
}

/** A play/pause toggle as Video.js's button, the click on the video and the 'k' shortcut work it. */
const toggle = (player: VideoJsPlayer): void => {
  if (player.paused()) void player.play();
  else player.pause();
};

const renditions = (enabled: string): Track[] => ['Português', 'English'].map((label) => ({ label, enabled: label === enabled }));

describe('switchSource', () => {
  it('plays the audio track chosen before on the new source, where VHS enabled its default one', () => {
    const { player, state, load } = fakePlayer(renditions('English'));
    expect(readPlaybackState(player).audioTrack).toBe('English');
    switchSource(player, { src: 'https://media/hls/master.m3u8?sig=2', type: 'application/x-mpegURL' });
    load(renditions('Português'));
    expect(enabledLabels(state.tracks)).toEqual(['English']);
    expect(state.time).toBe(30);

    // A source without a track of that name (an audio-only rendition, with one track of its own) keeps its own.
    switchSource(player, { src: 'https://media/hls/audio/index.m3u8', type: 'application/x-mpegURL' });
    load([{ label: 'default', enabled: true }]);
    expect(enabledLabels(state.tracks)).toEqual(['default']);
  });

  it('a lesson the viewer had started stays started through a paused switch; one never started stays so', () => {
    const { player, state, start, load } = fakePlayer(renditions('English'));
    switchSource(player, { src: 'https://media/audio.mp3', type: 'audio/mpeg' });
    start(renditions('Português'));
    expect(state.started).toBe(true);
    // A second switch after the first's start, and one before it.
    switchSource(player, { src: 'https://media/hls/master.m3u8?sig=2', type: 'application/x-mpegURL' });
    switchSource(player, { src: 'https://media/hls/master.m3u8?sig=3', type: 'application/x-mpegURL' });
    load(renditions('English'));
    expect(state).toMatchObject({ started: true, time: 30, paused: true });

    state.started = false;
    switchSource(player, { src: 'https://media/audio.mp3', type: 'audio/mpeg' });
    load(renditions('Português'));
    expect(state.started).toBe(false);
  });

  it('a switch that starts while another loads carries over the state before both, and only it restores', () => {
    const { player, state, start, load, fire } = fakePlayer(renditions('English'));
    Object.assign(state, { time: 20, paused: false, shownPlaying: true, rate: 1.5 });
    switchSource(player, { src: 'https://media/hls/audio/index.m3u8?track=en', type: 'application/x-mpegURL' });
    // The first source starts: at 0, paused, on its default rendition; a second switch starts before its metadata.
    start(renditions('Português'));
    expect(readPlaybackState(player)).toEqual({ time: 20, rate: 1.5, paused: false, audioTrack: 'English' });
    expect(targetSource(player)).toBe('https://media/hls/audio/index.m3u8?track=en');
    switchSource(player, { src: 'https://media/audio.mp3', type: 'audio/mpeg' });
    expect(targetSource(player)).toBe('https://media/audio.mp3');
    // The first source's metadata, had it come before the second was set, restores nothing.
    fire('loadedmetadata');
    expect(state).toMatchObject({ time: 0, paused: true, plays: 0 });
    load(renditions('Português'));
    expect(state).toMatchObject({ time: 20, paused: false, rate: 1.5, plays: 1 });
    expect(enabledLabels(state.tracks)).toEqual(['English']);
    // Restored: the player's own state counts again.
    state.time = 21;
    expect(readPlaybackState(player).time).toBe(21);
    expect(targetSource(player)).toBe('https://media/audio.mp3');
  });

  it('while a switch loads in audio mode, the audio track is the viewer’s latest choice among the kept renditions', () => {
    const { player, state, start, load } = fakePlayer(renditions('Português'));
    Object.assign(state, { time: 20, paused: false });
    const kept = { tracks: renditions('English').map((track) => ({ ...track, language: '', kind: '' })), mediaGroups: {} };
    keepRenditions(player, kept);
    switchSource(player, { src: 'https://media/hls/audio/index.m3u8?track=en', type: 'application/x-mpegURL' });
    start([]);
    for (const track of kept.tracks) track.enabled = track.label === 'Português';
    expect(readPlaybackState(player)).toMatchObject({ time: 20, paused: false, audioTrack: 'Português' });
    keepRenditions(player, null);
    load([]);
  });
});

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
