/**
 * What a player needs only once its first frame is up, loaded then instead of with the player's code
 * (mount-player.ts): the keyboard shortcuts and the controls kept up under a keyboard focus (the first
 * player is hidden behind the loading screen until that frame, so no key reaches it before), and the
 * thumbnails over the progress bar (seen on hover only), the offer of a saved position that came late, and the word
 * that a live broadcast ended; and, when the player goes, the end of its fullscreen or picture-in-picture, told to the host;
 * and the host's commands (a call made before them waits in the bridge; the player's events go from the start);
 * and an item's own audio rendition kept loading while paused across rendition switches (keep-audio-loading.ts).
 */
import type { PlayerItem } from '@/services/api-contract';
import { runtime } from '@/services/runtime';
import { useAppStore } from '@/store/app-store';
import { keepAudioLoading } from './engine/keep-audio-loading';
import { hostCommands } from './host/host-commands';
import { leaveDisplayModesOnDispose } from './host/leave-display-modes';
import { attachShortcuts } from './keyboard/attach-shortcuts';
import { keepFocusedControls } from './keyboard/keep-focused-controls';
import { tellLiveEnded } from './live-ended';
import { offerLateResume } from './resume-offer/offer-late-resume';
import { attachSeekPreview } from './seek-preview/attach-seek-preview';
import type { VideoJsPlayer } from './video-js-player';
import type { WatchedProgress } from './progress/watched-progress';

/** Attaches them; each returned function detaches one. */
export function attachAfterFirstFrame(player: VideoJsPlayer, item: PlayerItem, watched: WatchedProgress): (() => void)[] {
  const { bridge } = runtime();
  return [
    attachShortcuts(player),
    keepFocusedControls(player),
    attachSeekPreview(player, item),
    offerLateResume(player, item),
    tellLiveEnded(player, item),
    leaveDisplayModesOnDispose(player, bridge),
    keepAudioLoading(player),
    bridge.attach(hostCommands(player, watched, (token) => useAppStore.getState().loadVideo(token))),
  ];
}
