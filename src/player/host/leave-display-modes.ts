/**
 * A player that goes (the host's loadVideo, a retry loading anew) in fullscreen or picture-in-picture ends them first,
 * and the host hears it. Left to the browser, fullscreen ends as the player's element leaves the page, but Video.js
 * has stopped listening by then, so the host's `fullscreenchange` never said so; and the picture-in-picture window
 * stayed open on the emptied video, detached from the page, for good, while `getPictureInPicture` answered false and
 * no `leavepictureinpicture` came. Attached after the first frame (after-first-frame.ts), out of the first load: a
 * player that goes before its first frame leaves its modes to the browser.
 */
import type { Bridge } from '@/services/bridge';
import type { VideoJsPlayer } from '../video-js-player';

/** Returns the function to run before the player is disposed. */
export function leaveDisplayModesOnDispose(player: VideoJsPlayer, bridge: Pick<Bridge, 'emit'>): () => void {
  return () => {
    if (player.isInPictureInPicture()) {
      if (document.pictureInPictureElement) void document.exitPictureInPicture().catch(() => undefined);
      bridge.emit('leavepictureinpicture', {});
    }
    if (player.isFullscreen()) {
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
      bridge.emit('fullscreenchange', { fullscreen: false });
    }
  };
}
