/** Picture-in-picture for the bar's toggle and the overflow entry: offered only where the browser supports it. */
import type { AppState } from '@/store/app-store';
import type { VideoJsPlayer } from './video-js-player';

/** PiP needs the browser's support, a video (not audio-only), and no opt-out on the player. */
export function canUsePictureInPicture(player: VideoJsPlayer, state: Pick<AppState, 'audioMode'>): boolean {
  return (
    typeof document !== 'undefined' &&
    document.pictureInPictureEnabled === true &&
    !state.audioMode &&
    !player.disablePictureInPicture()
  );
}

export function togglePictureInPicture(player: VideoJsPlayer): void {
  if (player.isInPictureInPicture()) void player.exitPictureInPicture()?.catch(() => undefined);
  else void player.requestPictureInPicture()?.catch(() => undefined);
}
