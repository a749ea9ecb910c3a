/**
 * The overflow menu (⋮): 'Gostei', 'Não gostei', 'Sphere AI', 'Resumo', 'Transcrição', 'Chat', 'Audio Player', 'Picture in
 * Picture' and the download entry. On narrow frames it takes over the feature controls that app.css removes
 * from the bar; on wide frames everything fits in the bar and the menu is hidden.
 */
import type { AppState } from '@/store/app-store';
import type { VideoJsPlayer } from '@/player/video-js-player';
import { audioPlayerControl } from './audio-player-button';
import { chatControl } from './chat-button';
import { dislikeControl } from './dislike-button';
import { downloadControl } from './download-button';
import type { FeatureControl } from './feature-button';
import { likeControl } from './like-button';
import { canUsePictureInPicture, togglePictureInPicture } from '../picture-in-picture';
import { sphereAiControl } from './sphere-ai-button';
import { summaryControl } from './summary-button';
import { transcriptControl } from './transcript-button';
import {
  bindToStore,
  registerControl,
  storeState,
  type ComponentOptions,
  type MenuButtonInstance,
  type MenuItemInstance,
} from './video-js-components';
import { MenuButton, MenuItem } from './video-js-menus';

/** An overflow entry for a feature control: a checkbox when the control is a toggle. */
class FeatureMenuItem extends MenuItem {
  constructor(
    player: VideoJsPlayer,
    options: ComponentOptions,
    private readonly control: FeatureControl,
    private readonly menuButton: MenuButtonInstance,
  ) {
    const pressed = control.isPressed(storeState());
    super(player, {
      ...options,
      label: player.localize(control.label),
      selectable: pressed !== null,
      multiSelectable: true,
      selected: pressed === true,
    });
    this.addClass(control.icon);
    if (control.opensDialog) this.el().setAttribute('aria-haspopup', 'dialog');
  }

  handleClick(event?: Event): void {
    // The panel or the dialog it opens takes the focus as it opens (the one it closes gives it back): the entry lets
    // go of it first, which closes the menu (Video.js closes a menu the focus leaves), and the menu's own handler of
    // the click, which would then put the focus on 'Mais opções', does not run; so the focus does not stop on the
    // rebuilt menu's entries or on 'Mais opções' on its way, each announced by a screen reader. The menu is closed
    // here as that handler would: where the entry never had the focus (a tap on iOS), losing it closes nothing.
    if (this.control.panel || this.control.opensDialog) {
      this.menuButton.unpressButton();
      this.el().blur();
      event?.stopImmediatePropagation();
    }
    this.control.activate(this.player(), storeState());
  }
}

/** The download entries of the menu, for the video and the audio variant. */
const downloadMenuItem = (variant: 'video' | 'audio') =>
  class extends FeatureMenuItem {
    constructor(player: VideoJsPlayer, menuButton: MenuButtonInstance) {
      super(player, {}, downloadControl(variant), menuButton);
    }
  };
const DownloadOverflowItem = downloadMenuItem('video');
const DownloadOverflowAudioItem = downloadMenuItem('audio');

class PictureInPictureMenuItem extends MenuItem {
  constructor(player: VideoJsPlayer) {
    super(player, {
      label: player.localize('Picture in Picture'),
      selectable: true,
      multiSelectable: true,
      selected: player.isInPictureInPicture(),
    });
    this.addClass('sp-icon-pip');
  }

  handleClick(): void {
    togglePictureInPicture(this.player());
  }
}

const featureEntries: FeatureControl[] = [
  likeControl,
  dislikeControl,
  sphereAiControl,
  summaryControl,
  transcriptControl,
  chatControl,
  audioPlayerControl,
];

/** The store state the menu's entries depend on, as one comparable key. */
const entriesKey = (state: AppState): string =>
  [...featureEntries, downloadControl('video'), downloadControl('audio')]
    .map((control) => `${control.isAvailable(state)}:${control.isPressed(state)}`)
    .join('|');

export class OverflowMenuButton extends MenuButton {
  constructor(player: VideoJsPlayer, options: ComponentOptions = {}) {
    super(player, options);
    this.addClass('sp-overflow-button');
    this.controlText(this.localize('Mais opções'));
    this.menuButton_.el().setAttribute('aria-label', this.localize('Mais opções'));
    bindToStore(this, entriesKey, () => this.update());
    this.on(player, ['enterpictureinpicture', 'leavepictureinpicture', 'loadedmetadata'], () => this.update());
  }

  createItems(): MenuItemInstance[] {
    const player = this.player();
    const state = storeState();
    const items: MenuItemInstance[] = featureEntries
      .filter((control) => control.isAvailable(state))
      .map((control) => new FeatureMenuItem(player, {}, control, this));
    if (canUsePictureInPicture(player, state)) items.push(new PictureInPictureMenuItem(player));
    if (downloadControl('video').isAvailable(state)) items.push(new DownloadOverflowItem(player, this));
    if (downloadControl('audio').isAvailable(state)) items.push(new DownloadOverflowAudioItem(player, this));
    if (items.length) this.show();
    else this.hide();
    return items;
  }
}

registerControl('OverflowMenuButton', OverflowMenuButton);
