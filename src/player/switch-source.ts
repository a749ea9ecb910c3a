/**
 * Changes the player's source and carries over the position, the rate, whether it was playing and the audio
 * track the viewer chose (an HLS alternate audio rendition, by its name).
 */
import type { VideoJsPlayer } from '@/player/video-js-player';
import { audioTracksOf, chosenAudioTrack } from './audio/audio-tracks';
import type { PlayerSource } from './player-source';

export interface PlaybackState {
  time: number;
  rate: number;
  paused: boolean;
  /** The enabled audio track's label, when the source has more than one. */
  audioTrack?: string;
}

export function readPlaybackState(player: VideoJsPlayer): PlaybackState {
  // The tech's own rate: the player's getter is cached until 'ratechange'.
  const tech = player.tech(true) as unknown as { playbackRate?: () => number } | undefined;
  const state = {
    time: player.currentTime() ?? 0,
    rate: tech?.playbackRate?.() ?? player.playbackRate() ?? 1,
    paused: player.paused(),
  };
  const audioTrack = chosenAudioTrack(player)?.label;
  return audioTrack === undefined ? state : { ...state, audioTrack };
}

export function restorePlaybackState(player: VideoJsPlayer, state: PlaybackState): void {
  if (state.time > 0) player.currentTime(state.time);
  player.playbackRate(state.rate);
  // VHS enables the default rendition of a source it loads; the one chosen before comes back, if the source has it.
  const chosen = audioTracksOf(player).find((track) => track.label === state.audioTrack);
  if (chosen && !chosen.enabled) chosen.enabled = true;
  if (!state.paused) void player.play()?.catch(() => undefined);
}

/**
 * Loads `source` and, once its metadata is known, restores the state read just before the switch.
 *
 * Only the new source's metadata counts: Video.js sets a source a tick after `src()` (its middleware),
 * and the source before goes on until then. A failing VHS source still appends what it had (the audio,
 * after it gave up on every video rendition) and may fire its own late 'loadedmetadata' in between. The
 * new source starts with its 'loadstart', where the media element drops the old one's pending events,
 * so the 'loadedmetadata' after it is the new source's.
 */
export function switchSource(player: VideoJsPlayer, source: PlayerSource, state = readPlaybackState(player)): void {
  player.src(source);
  player.one('loadstart', () => player.one('loadedmetadata', () => restorePlaybackState(player, state)));
}
