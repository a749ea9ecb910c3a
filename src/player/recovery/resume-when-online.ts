/**
 * After the connection returns, playback resumes by itself: a player left in error or stalled reloads
 * its source at the position it had and plays again if it was playing.
 */
import { onConnectivityChange } from '@/services/connectivity';
import type { VideoJsPlayer } from '@/player/video-js-player';
import { readPlaybackState, switchSource, type PlaybackState } from '../switch-source';

export function resumeWhenOnline(player: VideoJsPlayer, onChange = onConnectivityChange): () => void {
  let beforeOffline: PlaybackState | null = null;
  const handleOffline = (): void => {
    beforeOffline = readPlaybackState(player);
  };
  const handleOnline = (): void => {
    // The position now (a seek made offline counts), the play state from before the connection went.
    const now = readPlaybackState(player);
    const state = {
      ...now,
      time: now.time > 0 ? now.time : (beforeOffline?.time ?? 0),
      paused: beforeOffline?.paused ?? now.paused,
    };
    beforeOffline = null;
    const stuck = player.error() !== null || player.readyState() < 3;
    if (!stuck) {
      if (!state.paused && player.paused()) void player.play()?.catch(() => undefined);
      return;
    }
    player.error(null);
    const source = player.currentSource() as unknown as { src: string; type: string };
    switchSource(player, { src: source.src, type: source.type }, state);
  };
  return onChange((online) => (online ? handleOnline() : handleOffline()));
}
