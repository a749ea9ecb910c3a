/**
 * The master's audio renditions, for the views outside the player (Download's 'Áudio (Português)', 'Original
 * (Português)'), from the master's metadata, or in audio mode (whose sources lack them) from the ones it keeps.
 */
import { useAppStore } from '@/store/app-store';
import type { VideoJsPlayer } from '@/player/video-js-player';
import { audioRenditionNames } from './audio-source';
import { KEPT_RENDITIONS_CHANGE, renditionsKept, vhsMediaGroups } from './audio-tracks';

/** Publishes them on every load of the master, and as audio mode keeps them; returns the detacher, which forgets them. */
export function publishAudioRenditions(player: VideoJsPlayer): () => void {
  const publish = (): void => {
    const kept = renditionsKept(player);
    useAppStore.getState().setAudioRenditions(audioRenditionNames(kept ? kept.mediaGroups : vhsMediaGroups(player)));
  };
  // Let go, they are the master's again at its metadata.
  const publishKept = (): void => void (renditionsKept(player) && publish());
  if (player.readyState() >= 1) publish();
  player.on('loadedmetadata', publish);
  player.on(KEPT_RENDITIONS_CHANGE, publishKept);
  return () => {
    player.off('loadedmetadata', publish);
    player.off(KEPT_RENDITIONS_CHANGE, publishKept);
    useAppStore.getState().setAudioRenditions([]);
  };
}
