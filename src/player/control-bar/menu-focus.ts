/**
 * Where the focus goes when a menu closes from the keyboard: back on the menu's button. Video.js 8 means Escape in
 * a menu to do that, but a typo skips it (`!event.key === 'Tab'` in MenuButton#handleSubmenuKeyDown), and its
 * captions settings dialog hands the focus back to the menu entry that opened it, which has gone with its menu;
 * and a menu rebuilt while an entry has the focus (the overflow menu, when its entry opens a panel) takes that
 * entry away: in each case the focus fell to the page.
 */
import type { VideoJsPlayer } from '@/player/video-js-player';
import { MenuButton, type ComponentInstance } from './video-js-components';

interface MenuButtonInternals {
  handleSubmenuKeyDown(event: KeyboardEvent): void;
  update(): void;
  menu?: { el(): HTMLElement };
  menuButton_: { focus(): void };
}

const menuButton = MenuButton.prototype as unknown as MenuButtonInternals;
const handleSubmenuKeyDown = menuButton.handleSubmenuKeyDown;
menuButton.handleSubmenuKeyDown = function (this: MenuButtonInternals, event: KeyboardEvent): void {
  handleSubmenuKeyDown.call(this, event);
  if (event.key !== 'Escape') return;
  event.preventDefault();
  this.menuButton_.focus();
};

const update = menuButton.update;
menuButton.update = function (this: MenuButtonInternals): void {
  const focusInMenu = this.menu?.el().contains(document.activeElement) ?? false;
  update.call(this);
  if (focusInMenu) this.menuButton_.focus();
};

const focusIsLost = (): boolean => {
  const active = document.activeElement;
  return !active || active === document.body || active.getClientRects().length === 0;
};

/** When the captions settings dialog closes and the focus has nowhere to go, the captions button takes it. */
export function returnFocusFromCaptionsSettings(player: VideoJsPlayer, captions: ComponentInstance & { focus(): void }): void {
  const settings = player.getChild('textTrackSettings');
  if (!settings) return;
  captions.on(settings, 'modalclose', () => captions.setTimeout(() => focusIsLost() && captions.focus(), 0));
}
