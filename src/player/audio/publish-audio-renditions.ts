/**
 * The master's audio renditions, for the views outside the player (Download's 'Áudio (Português)', 'Original
 * (Português)'), from the master's metadata (audio mode's sources lack them).
 */
import { useAppStore } from '@/store/app-store';
import type { VideoJsPlayer } from '@/player/video-js-player';
import { audioRenditionNames } from './audio-source';
import { renditionsKept, vhsMediaGroups } from './audio-tracks';

/** Publishes them on every load of the master; returns the detacher, which forgets them. */
export function publishAudioRenditions(player: VideoJsPlayer): () => void {
  const publish = (): void => {
    if (renditionsKept(player)) return;
    useAppStore.getState().setAudioRenditions(audioRenditionNames(vhsMediaGroups(player)));
  };
  if (player.readyState() >= 1) publish();
  player.on('loadedmetadata', publish);
  return () => {
    player.off('loadedmetadata', publish);
    useAppStore.getState().setAudioRenditions([]);
  };
}
