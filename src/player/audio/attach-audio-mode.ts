/** Follows the store's audioMode: switches to the audio-only source and the audio bar, and back. */
import type { PlayerItem } from '@/services/api-contract';
import type { AppConfig } from '@/services/config';
import { useAppStore } from '@/store/app-store';
import type { VideoJsPlayer } from '@/player/video-js-player';
import { choosePlayerSource } from '../player-source';
import { audioSource } from './audio-source';
import { readPlaybackState, switchSource } from '../switch-source';

export function attachAudioMode(player: VideoJsPlayer, item: PlayerItem, config: AppConfig): () => void {
  let active = false;
  /** The audio track chosen in the video (the audio-only source has one), for the way back to it. */
  let videoAudioTrack: string | undefined;
  const apply = (on: boolean): void => {
    if (on === active) return;
    active = on;
    const state = readPlaybackState(player);
    if (on) videoAudioTrack = state.audioTrack;
    const source = on ? audioSource(player, item, config) : choosePlayerSource(item, config);
    // With no audio-only file the source stays, and only the UI turns into the audio bar.
    const current = player.currentSource() as { src?: string } | undefined;
    if (source && source.src !== current?.src)
      switchSource(player, source, on ? state : { ...state, audioTrack: videoAudioTrack });
    // Video.js sets the mode of its options once more when it is ready: a mode set before that (a host's
    // setAudioMode as the widget starts) would be undone, so the options say it too.
    player.options({ audioOnlyMode: on });
    // A setter answers with a promise that rejects when Video.js cannot switch (it then stays as it is).
    void Promise.resolve(player.audioOnlyMode(on)).catch(() => undefined);
    player.trigger('audiomodechange');
  };
  const follow = (): void => apply(useAppStore.getState().audioMode);
  // The audio rendition is known once the main playlist has loaded.
  if (player.readyState() >= 1) follow();
  else player.one('loadedmetadata', follow);
  const unsubscribe = useAppStore.subscribe((state, previous) => {
    if (state.audioMode !== previous.audioMode) follow();
  });
  return unsubscribe;
}
