/** The resolution submenu: 'Automática' plus the renditions; rebuilt whenever they or the pick change. */
import type { VideoJsPlayer } from '@/player/video-js-player';
import { registerControl, type ComponentOptions, type MenuButtonInstance, type MenuItemInstance } from './video-js-components';
import { MenuButton, MenuItem } from './video-js-menus';
import { AUTO, currentAutoLabel, qualityLevels, readTracks, selectTrack, selectedTrack } from '../quality/vhs-quality';

class ResolutionMenuItem extends MenuItem {
  constructor(
    player: VideoJsPlayer,
    options: ComponentOptions,
    private readonly trackId: string,
  ) {
    super(player, { ...options, selectable: true, multiSelectable: false });
    this.el().dataset['quality'] = trackId;
  }

  handleClick(): void {
    selectTrack((this as unknown as MenuButtonInstance).player(), this.trackId);
  }
}

export class ResolutionMenuButton extends MenuButton {
  constructor(player: VideoJsPlayer, options: ComponentOptions = {}) {
    super(player, options);
    this.addClass('sp-resolution-button');
    this.controlText(this.localize('Quality'));
    const rebuild = (): void => this.update();
    // Rebuilt on loading, variant change, track change and adaptive-status change (docs/quality-menu.md).
    this.on(player, ['loadedmetadata', 'resolutionchanged', 'mediachange'], rebuild);
    const levels = qualityLevels(player);
    if (levels) {
      levels.on('addqualitylevel', rebuild);
      levels.on('change', rebuild);
      this.on(player, 'dispose', () => {
        levels.off('addqualitylevel', rebuild);
        levels.off('change', rebuild);
      });
    }
  }

  buildCSSClass(): string {
    return 'vjs-menu-button vjs-menu-button-popup vjs-control vjs-button sp-resolution-button';
  }

  createItems(): MenuItemInstance[] {
    const player = this.player();
    const tracks = readTracks(player);
    if (tracks.length < 2) {
      this.hide();
      return [];
    }
    this.show();
    const selected = selectedTrack(player);
    const current = currentAutoLabel(player);
    const autoLabel = `${this.localize('Automática')}${selected === AUTO && current ? ` (${current})` : ''}`;
    const items = [new ResolutionMenuItem(player, { label: autoLabel, selected: selected === AUTO }, AUTO)];
    for (const track of tracks) {
      items.push(new ResolutionMenuItem(player, { label: track.label, selected: selected === track.id }, track.id));
    }
    return items;
  }
}

registerControl('ResolutionMenuButton', ResolutionMenuButton);
