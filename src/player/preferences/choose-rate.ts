import type { VideoJsPlayer } from '@/player/video-js-player';

/** What the player hears when a rate is chosen (the host's setPlaybackRate): remember-preferences.ts keeps it. */
export const RATE_CHOSEN = 'ratechosen';

/**
 * Sets the rate as a choice: also as the media's default, so a load (the media's first, which resets the rate to
 * the default, or a source switch) keeps it, and told as RATE_CHOSEN even when it is the rate already playing
 * (no ratechange comes then), so a choice made before the metadata stands over a remembered one.
 */
export function chooseRate(player: VideoJsPlayer, rate: number): void {
  player.defaultPlaybackRate(rate);
  player.playbackRate(rate);
  player.trigger(RATE_CHOSEN, { rate });
}
