/**
 * Which audio rendition the item's MP3 holds, for the views outside the player (Download's 'Áudio (Português)'):
 * the master's default one, when it has several, from the master's metadata (audio mode's sources lack them).
 */
import { useAppStore } from '@/store/app-store';
import type { VideoJsPlayer } from '@/player/video-js-player';
import { mainRenditionName } from './audio-source';
import { renditionsKept, vhsMediaGroups } from './audio-tracks';

/** Publishes it on every load of the master; returns the detacher, which forgets it. */
export function publishMainRendition(player: VideoJsPlayer): () => void {
  const publish = (): void => {
    if (renditionsKept(player)) return;
    useAppStore.getState().setMainAudioRendition(mainRenditionName(vhsMediaGroups(player)));
  };
  if (player.readyState() >= 1) publish();
  player.on('loadedmetadata', publish);
  return () => {
    player.off('loadedmetadata', publish);
    useAppStore.getState().setMainAudioRendition(null);
  };
}
