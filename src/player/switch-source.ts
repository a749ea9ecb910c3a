/** Changes the player's source and carries over the position, the rate and whether it was playing. */
import type { VideoJsPlayer } from '@/player/video-js-player';
import type { PlayerSource } from './player-source';

export interface PlaybackState {
  time: number;
  rate: number;
  paused: boolean;
}

export function readPlaybackState(player: VideoJsPlayer): PlaybackState {
  // The tech's own rate: the player's getter is cached until 'ratechange'.
  const tech = player.tech(true) as unknown as { playbackRate?: () => number } | undefined;
  return { time: player.currentTime() ?? 0, rate: tech?.playbackRate?.() ?? player.playbackRate() ?? 1, paused: player.paused() };
}

export function restorePlaybackState(player: VideoJsPlayer, state: PlaybackState): void {
  if (state.time > 0) player.currentTime(state.time);
  player.playbackRate(state.rate);
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
