/**
 * Follows the store's audioMode: switches to the audio-only source and the audio bar, and back. While the
 * audio-only source plays, the master's audio renditions are kept (audio-tracks.ts): the viewer still chooses
 * among them, and a choice switches between the MP3 and an HLS rendition as audio-source.ts says. A player that
 * starts on the audio-only source (audio-start.ts) is in audio mode from the start, and keeps the master's renditions
 * once they are read.
 */
import type { PlayerItem } from '@/services/api-contract';
import type { AppConfig } from '@/services/config';
import { useAppStore } from '@/store/app-store';
import type { VideoJsPlayer } from '@/player/video-js-player';
import { choosePlayerSource } from '../player-source';
import { audioSource } from './audio-source';
import type { AudioStart } from './audio-start';
import { currentRenditions, keepRenditions, KEPT_RENDITION_CHOICE, renditionsKept } from './audio-tracks';
import { readPlaybackState, switchSource, targetSource } from '../switch-source';

export function attachAudioMode(
  player: VideoJsPlayer,
  item: PlayerItem,
  config: AppConfig,
  start: AudioStart | null = null,
): () => void {
  let active = start !== null;
  // The source a switch still loads counts as the one playing: a choice made meanwhile compares with it.
  const playing = (): string | undefined => targetSource(player);
  const setAudioOnly = (on: boolean): void => {
    // Video.js sets the mode of its options once more when it is ready: a mode set before that (a host's
    // setAudioMode as the widget starts) would be undone, so the options say it too.
    player.options({ audioOnlyMode: on });
    // A setter answers with a promise that rejects when Video.js cannot switch (it then stays as it is).
    void Promise.resolve(player.audioOnlyMode(on)).catch(() => undefined);
  };
  const apply = (on: boolean): void => {
    if (on === active) return;
    active = on;
    // Read before the kept renditions go: the rendition chosen in audio mode is the one the video comes back with.
    const state = readPlaybackState(player);
    const renditions = on ? currentRenditions(player) : null;
    const source = renditions ? audioSource(renditions, item, config) : choosePlayerSource(item, config);
    // With no audio-only file the source stays, and only the UI turns into the audio bar.
    const switching = source !== null && source.src !== playing();
    keepRenditions(player, on && switching ? renditions : null);
    if (switching) switchSource(player, source, state);
    setAudioOnly(on);
    player.trigger('audiomodechange');
  };
  // Told when a remembered audio mode always was: at the first metadata (the host, the statements), if still on.
  const tellStartedInAudioMode = (): void => void (active && player.trigger('audiomodechange'));
  if (start) {
    setAudioOnly(true);
    // Kept while the source it started on plays: not once the viewer has gone back to the video, or chosen anew.
    void start.renditions.then((renditions) => {
      if (renditions && active && !renditionsKept(player) && !player.isDisposed()) keepRenditions(player, renditions);
    });
    player.one('loadedmetadata', tellStartedInAudioMode);
  }
  // The master's renditions are known once its metadata is: audio mode asked before (a host's setAudioMode as the
  // widget starts) waits for it, or it would keep none and the viewer could not choose among them. Going back to the
  // video from an audio-mode start needs none of them.
  let known = start !== null || player.readyState() >= 1;
  const follow = (): void => {
    if (known) apply(useAppStore.getState().audioMode);
  };
  // Another rendition chosen in audio mode: its source (the MP3 or its HLS playlist), from the same position (the
  // one a switch still loading will restore: switchSource reads it).
  const handleChoice = (): void => {
    const renditions = renditionsKept(player);
    const source = renditions && audioSource(renditions, item, config);
    if (source && source.src !== playing()) switchSource(player, source);
  };
  player.on(KEPT_RENDITION_CHOICE, handleChoice);
  if (known) follow();
  else
    player.one('loadedmetadata', () => {
      known = true;
      follow();
    });
  const unsubscribe = useAppStore.subscribe((state, previous) => {
    if (state.audioMode !== previous.audioMode) follow();
  });
  return () => {
    unsubscribe();
    player.off(KEPT_RENDITION_CHOICE, handleChoice);
    player.off('loadedmetadata', tellStartedInAudioMode);
    keepRenditions(player, null);
  };
}
