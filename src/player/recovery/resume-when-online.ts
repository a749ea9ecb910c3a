/**
 * After the connection returns, playback resumes by itself: a player left in error or stalled reloads
 * its source at the position it had and plays again if it was playing. A video that ended meanwhile stays
 * on its end, and one the viewer paused meanwhile stays paused.
 */
import { onConnectivityChange } from '@/services/connectivity';
import type { VideoJsPlayer } from '@/player/video-js-player';
import { readPlaybackState, switchSource, type PlaybackState } from '../switch-source';

export function resumeWhenOnline(player: VideoJsPlayer, onChange = onConnectivityChange): () => void {
  let beforeOffline: PlaybackState | null = null;
  // The viewer's own pause while offline (not one an error or the end brought): theirs to undo.
  const pausedOffline = (): void => {
    if (beforeOffline && player.error() === null && !player.ended()) beforeOffline = { ...beforeOffline, paused: true };
  };
  const handleOffline = (): void => {
    beforeOffline = readPlaybackState(player);
    player.on('pause', pausedOffline);
  };
  const handleOnline = (): void => {
    player.off('pause', pausedOffline);
    if (player.ended()) {
      beforeOffline = null;
      return;
    }
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
  const stop = onChange((online) => (online ? handleOnline() : handleOffline()));
  return () => {
    stop();
    player.off('pause', pausedOffline);
  };
}
