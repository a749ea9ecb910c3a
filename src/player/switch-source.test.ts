// @vitest-environment happy-dom
import videojs from 'video.js';
import { describe, expect, it } from 'vitest';
import type { VideoJsPlayer } from '@/player/video-js-player';
import { readPlaybackState, switchSource } from './switch-source';

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
  const state = { time: 30, paused: true, tracks: trackList(tracks), sources: [] as string[] };
  const player = {
    one: (event: string, handler: () => void) => handlers.set(event, [...(handlers.get(event) ?? []), handler]),
    src: (source: { src: string }) => void state.sources.push(source.src),
    currentTime: (to?: number) => (to === undefined ? state.time : void (state.time = to)),
    paused: () => state.paused,
    tech: () => undefined,
    playbackRate: () => 1,
    play: () => Promise.resolve(),
    audioTracks: () => state.tracks,
  };
  const fire = (event: string) => {
    const waiting = handlers.get(event) ?? [];
    handlers.delete(event);
    waiting.forEach((handler) => handler());
  };
  /** The new source starts and reads its metadata with these audio tracks (VHS enables its default one). */
  const load = (next: Track[]) => {
    fire('loadstart');
    state.tracks = trackList(next);
    state.time = 0;
    fire('loadedmetadata');
  };
  return { player: player as unknown as VideoJsPlayer, state, load };
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
});
