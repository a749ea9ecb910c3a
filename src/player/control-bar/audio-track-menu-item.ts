/**
 * An entry of 'Faixa de áudio': one audio rendition by its name, checked while it plays; choosing it makes it the
 * one played (switch-source.ts chooseRendition, in the video and in audio mode alike). An audio description keeps
 * Video.js's icon, and a screen reader hears what it is once: the viewer's word for it only where the name does not
 * say it already (Video.js's own entry added 'Descrições' even after 'Português (audiodescrição)').
 */
import type { VideoJsPlayer } from '@/player/video-js-player';
import { descriptionSuffix, isAudioDescription } from '../audio/audio-description';
import { KEPT_RENDITION_CHOICE, type AudioTrackLike } from '../audio/audio-tracks';
import { chooseRendition } from '../switch-source';
import { MenuItem } from './video-js-menus';

export class AudioTrackMenuItem extends MenuItem {
  private readonly track: AudioTrackLike;

  constructor(player: VideoJsPlayer, track: AudioTrackLike) {
    super(player, {
      label: track.label || track.language || 'Unknown',
      // For createEl, which runs inside this constructor, before the fields.
      track,
      selected: track.enabled,
      selectable: true,
      multiSelectable: false,
    });
    this.track = track;
    // Video.js's class for the kind: its styles give a description its icon.
    this.addClass(`vjs-${track.kind}-menu-item`);
    // Checked while it plays: the video's tracks change as VHS switches, audio mode's kept ones as the viewer chooses.
    const sync = (): void => this.selected(track.enabled);
    const tracks = player.audioTracks() as unknown as EventTarget;
    tracks.addEventListener('change', sync);
    this.on(player, KEPT_RENDITION_CHOICE, sync);
    this.on('dispose', () => tracks.removeEventListener('change', sync));
  }

  override createEl(type?: string, props?: Record<string, unknown>, attrs?: Record<string, unknown>): HTMLElement {
    const el = super.createEl(type, props, attrs);
    const { label, track } = (this as unknown as { options_: { label: string; track: AudioTrackLike } }).options_;
    if (!isAudioDescription(track.kind)) return el;
    const text = el.querySelector('.vjs-menu-item-text');
    const icon = document.createElement('span');
    icon.className = 'vjs-icon-placeholder';
    icon.setAttribute('aria-hidden', 'true');
    text?.append(icon);
    const suffix = descriptionSuffix(label, track.kind, this.localize('audio description'));
    if (suffix) {
      const hidden = document.createElement('span');
      hidden.className = 'vjs-control-text';
      hidden.textContent = suffix;
      text?.append(hidden);
    }
    return el;
  }

  handleClick(): void {
    // Checked at once, as Video.js's entries are; the one it replaces follows its tracks' change.
    this.selected(true);
    chooseRendition(this.player(), this.track.label);
  }
}
