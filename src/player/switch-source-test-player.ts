/** Tests only: a stand-in for Video.js as a source switch uses it, and the helpers its tests share. */
import videojs from 'video.js';
import type { VideoJsPlayer } from '@/player/video-js-player';

export interface Track {
  label: string;
  enabled: boolean;
}

/** Video.js's own list: enabling a track disables the others. */
export const trackList = (tracks: Track[]): ArrayLike<Track> =>
  new videojs.AudioTrackList(tracks.map((track) => new videojs.AudioTrack(track))) as unknown as ArrayLike<Track>;

export const enabledLabels = (tracks: ArrayLike<Track>): string[] =>
  Array.from(tracks)
    .filter((track) => track.enabled)
    .map((track) => track.label);

/**
 * A stand-in for Video.js as a source switch uses it; `load` sets a new source's audio tracks, as VHS does. `paused`
 * is the media's; `shownPlaying` is Video.js's 'vjs-playing', which follows the media's play and pause events.
 */
export function fakePlayer(tracks: Track[]) {
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
export const toggle = (player: VideoJsPlayer): void => {
  if (player.paused()) void player.play();
  else player.pause();
};

export const renditions = (enabled: string): Track[] =>
  ['Português', 'English'].map((label) => ({ label, enabled: label === enabled }));
