/** Video.js's picture-in-picture toggle, hidden (not just disabled) where the browser offers no PiP and in audio mode. */
import videojs from 'video.js';
import type { VideoJsPlayer } from '@/player/video-js-player';
import { canUsePictureInPicture, pictureInPictureAllowed } from '../picture-in-picture';
import { bindToStore, registerControl, storeState, type ButtonInstance, type ComponentOptions } from './video-js-components';

const VideoJsToggle = videojs.getComponent('PictureInPictureToggle') as unknown as new (
  player: VideoJsPlayer,
  options?: ComponentOptions,
) => ButtonInstance & { handlePictureInPictureEnabledChange(): void; disable(): void };

export class PictureInPictureToggle extends VideoJsToggle {
  constructor(player: VideoJsPlayer, options: ComponentOptions = {}) {
    super(player, options);
    bindToStore(
      this,
      (state) => state.audioMode,
      () => this.handlePictureInPictureEnabledChange(),
    );
  }

  override handlePictureInPictureEnabledChange(): void {
    // Video.js's own check reads document.pictureInPictureEnabled, a console error where the frame's policy refuses PiP.
    if (pictureInPictureAllowed()) super.handlePictureInPictureEnabledChange();
    else this.disable();
    if (canUsePictureInPicture(this.player(), storeState())) this.show();
    else this.hide();
  }
}

registerControl('SpPictureInPictureToggle', PictureInPictureToggle);
