// @vitest-environment happy-dom
import videojs from 'video.js';
import { describe, expect, it } from 'vitest';
import type { VideoJsPlayer } from '@/player/video-js-player';
import { keepRenditions } from './audio/audio-tracks';
import { readPlaybackState, switchSource, targetSource } from './switch-source';

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

/** A stand-in for Video.js as a source switch uses it; `load` sets a new source's audio tracks, as VHS does. */
function fakePlayer(tracks: Track[]) {
  const handlers = new Map<string, (() => void)[]>();
  const state = {
    time: 30,
    paused: true,
    rate: 1,
    plays: 0,
    tracks: trackList(tracks),
    sources: [] as string[],
  };
  const player = {
    one: (event: string, handler: () => void) => handlers.set(event, [...(handlers.get(event) ?? []), handler]),
    off: (event: string, handler: () => void) =>
      handlers.set(
        event,
        (handlers.get(event) ?? []).filter((waiting) => waiting !== handler),
      ),
    src: (source: { src: string }) => void state.sources.push(source.src),
    currentSource: () => ({ src: state.sources.at(-1) ?? 'https://media/hls/master.m3u8?sig=1' }),
    currentTime: (to?: number) => (to === undefined ? state.time : void (state.time = to)),
    paused: () => state.paused,
    tech: () => undefined,
    playbackRate: (to?: number) => (to === undefined ? state.rate : void (state.rate = to)),
    play: () => {
      state.plays++;
      state.paused = false;
      return Promise.resolve();
    },
    audioTracks: () => state.tracks,
  };
  const fire = (event: string) => {
    const waiting = handlers.get(event) ?? [];
    handlers.delete(event);
    waiting.forEach((handler) => handler());
  };
  /** A new source starts: at 0, paused, at the default rate, with these audio tracks (VHS enables its default one). */
  const start = (next: Track[]) => {
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

  it('a switch that starts while another loads carries over the state before both, and only it restores', () => {
    const { player, state, start, load, fire } = fakePlayer(renditions('English'));
    Object.assign(state, { time: 20, paused: false, rate: 1.5 });
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
