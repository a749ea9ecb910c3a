/**
 * A live broadcast that ended: once its playlists close (EXT-X-ENDLIST), VHS plays what is left of the live window as
 * on demand (the live controls go), and at its end the viewer who watched it live is told, once, in their language,
 * that the broadcast ended, where the player alone would only offer to play the last moments again. A viewer who opens
 * the item after its end plays what is left, with no word.
 */
import type { PlayerItem } from '@/services/api-contract';
import { useAppStore } from '@/store/app-store';
import type { VideoJsPlayer } from './video-js-player';

/** What the viewer reads (pt; en and es by its text key). */
export const LIVE_ENDED = 'A transmissão ao vivo terminou.';

/** Tells the viewer when this live item's broadcast ends; returns the detacher. */
export function tellLiveEnded(player: VideoJsPlayer, item: PlayerItem): () => void {
  if (!item.aoVivo) return () => undefined;
  /** Whether this player has played the stream live (no duration): one opened after the end only plays what is left. */
  let wasLive = false;
  const followDuration = (): void => {
    if (player.duration() === Infinity) wasLive = true;
  };
  const ended = (): void => {
    // A live stream never ends while it is live: an end means the playlists closed (a finite duration).
    if (!wasLive || !Number.isFinite(player.duration() ?? Infinity)) return;
    player.off('ended', ended);
    useAppStore.getState().showToast({ Mensagem: LIVE_ENDED, Severidade: 1, Posicao: 'top' }, 'live_ended');
  };
  followDuration();
  player.on(['durationchange', 'loadedmetadata'], followDuration);
  player.on('ended', ended);
  return () => {
    player.off(['durationchange', 'loadedmetadata'], followDuration);
    player.off('ended', ended);
  };
}
