/** Where playback is, for the views outside the player (the transcript): the store follows the player's time. */
import { useAppStore } from '@/store/app-store';
import type { VideoJsPlayer } from './video-js-player';

/** Publishes the player's time on every timeupdate and seek; returns the detacher. */
export function publishPlaybackTime(player: VideoJsPlayer): () => void {
  const publish = (): void => useAppStore.getState().setPlaybackTime(player.currentTime() ?? 0);
  const events = ['timeupdate', 'seeking', 'seeked', 'loadedmetadata'];
  player.on(events, publish);
  return () => player.off(events, publish);
}
