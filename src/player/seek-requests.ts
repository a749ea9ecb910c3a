/** Seeks asked for outside the player (the assistant's time buttons): seek there and play. */
import { useAppStore } from '@/store/app-store';
import type { VideoJsPlayer } from '@/player/video-js-player';

export function followSeekRequests(player: VideoJsPlayer): () => void {
  return useAppStore.subscribe((state, previous) => {
    const request = state.seekRequest;
    if (!request || request === previous.seekRequest) return;
    player.currentTime(request.seconds);
    if (player.paused()) void player.play()?.catch(() => undefined);
  });
}
