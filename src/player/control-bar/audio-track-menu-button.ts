/**
 * 'Faixa de áudio': the item's alternate audio renditions (HLS EXT-X-MEDIA TYPE=AUDIO, which VHS reports as
 * audio tracks), the playing one checked; choosing one makes it the one played. In audio mode, whose source
 * (the MP3, one rendition's playlist) has none of its own, it offers the master's renditions that audio mode
 * keeps (audio-tracks.ts), so the viewer changes language without leaving it. Video.js's menu, hidden while
 * there are fewer than two, with entries of our own (audio-track-menu-item.ts), an icon of its own
 * (Video.js's headphones are the Audio Player's) and the bar refitted whenever it shows or hides: it is one
 * control more in the row (bar-breakpoints.ts).
 */
import type { VideoJsPlayer } from '@/player/video-js-player';
import { audioTrackChoices, KEPT_RENDITIONS_CHANGE } from '../audio/audio-tracks';
import { AudioTrackMenuItem } from './audio-track-menu-item';
import { fitBreakpointsToFeatures } from './bar-breakpoints';
import { registerControl, type ComponentOptions, type MenuItemInstance } from './video-js-components';
import { AudioTrackButton } from './video-js-menus';

export class AudioTrackMenuButton extends AudioTrackButton {
  constructor(player: VideoJsPlayer, options: ComponentOptions = {}) {
    super(player, options);
    this.addClass('sp-audio-track-button');
    // Audio mode starts or ends keeping the master's renditions: the entries are theirs from then on.
    this.on(player, ['audiomodechange', KEPT_RENDITIONS_CHANGE], () => this.update());
  }

  createItems(items: MenuItemInstance[] = []): MenuItemInstance[] {
    // Hidden with one entry or none (Video.js's threshold for this menu).
    (this as unknown as { hideThreshold_: number }).hideThreshold_ = 1;
    const player = this.player();
    for (const track of audioTrackChoices(player)) items.push(new AudioTrackMenuItem(player, track));
    return items;
  }

  override update(): void {
    super.update();
    fitBreakpointsToFeatures(this.player());
  }
}

registerControl('SpAudioTrackButton', AudioTrackMenuButton);
