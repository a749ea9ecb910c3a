/** Picture-in-picture for the bar's toggle and the overflow entry: offered only where the browser supports it. */
import type { AppState } from '@/store/app-store';
import type { VideoJsPlayer } from './video-js-player';

/**
 * Whether the browser offers PiP here. A frame whose permissions policy refuses it (allow="picture-in-picture 'none'")
 * is asked its policy first: Chromium answers every read of `document.pictureInPictureEnabled` there with a console
 * error in the host's page ("Permissions policy violation").
 */
export function pictureInPictureAllowed(doc: Document = document): boolean {
  const policy = (doc as Document & { featurePolicy?: { allowsFeature(feature: string): boolean } }).featurePolicy;
  if (policy && !policy.allowsFeature('picture-in-picture')) return false;
  return doc.pictureInPictureEnabled === true;
}

/** PiP needs the browser's support, a video (not audio-only), and no opt-out on the player. */
export function canUsePictureInPicture(player: VideoJsPlayer, state: Pick<AppState, 'audioMode'>): boolean {
  return typeof document !== 'undefined' && pictureInPictureAllowed() && !state.audioMode && !player.disablePictureInPicture();
}

export function togglePictureInPicture(player: VideoJsPlayer): void {
  if (player.isInPictureInPicture()) void player.exitPictureInPicture()?.catch(() => undefined);
  else void player.requestPictureInPicture()?.catch(() => undefined);
}
