/**
 * 'Faixa de áudio': the item's alternate audio renditions (HLS EXT-X-MEDIA TYPE=AUDIO, which VHS reports as
 * audio tracks), the playing one checked; choosing one makes VHS load it. Video.js's own menu, hidden while the
 * item has fewer than two, with an icon of its own (Video.js's headphones are the Audio Player's) and the bar
 * refitted whenever it shows or hides: it is one control more in the row (bar-breakpoints.ts).
 */
import type { VideoJsPlayer } from '@/player/video-js-player';
import { fitBreakpointsToFeatures } from './bar-breakpoints';
import { registerControl, type ComponentOptions } from './video-js-components';
import { AudioTrackButton } from './video-js-menus';

export class AudioTrackMenuButton extends AudioTrackButton {
  constructor(player: VideoJsPlayer, options: ComponentOptions = {}) {
    super(player, options);
    this.addClass('sp-audio-track-button');
  }

  override update(): void {
    super.update();
    fitBreakpointsToFeatures(this.player());
  }
}

registerControl('SpAudioTrackButton', AudioTrackMenuButton);
