/**
 * Where the focus goes when a menu opens and closes from the keyboard. It opens on its selected entry (the
 * current speed, quality or captions choice), as YouTube's and Vimeo's menus do: Video.js puts it on the first
 * entry (2x in the speed menu). ArrowDown and ArrowUp on the button open it too: Video.js means them to, but
 * reads the key names of old browsers ('Down', 'Up'). It closes back on its button: Video.js 8 means Escape in
 * a menu to do that, but a typo skips it (`!event.key === 'Tab'` in MenuButton#handleSubmenuKeyDown), and its
 * captions settings dialog hands the focus back to the menu entry that opened it, which has gone with its menu;
 * and a menu rebuilt while an entry has the focus (the overflow menu, when its entry opens a panel) takes that
 * entry away: in each case the focus fell to the page.
 */
import type { VideoJsPlayer } from '@/player/video-js-player';
import { type ComponentInstance } from './video-js-components';
import { MenuButton, MenuItem } from './video-js-menus';

interface MenuInternals {
  el(): HTMLElement;
  children(): { el(): HTMLElement; hasClass(name: string): boolean }[];
  /** Focuses the entry at `index` (the menu's title left out) and steps the arrows from there. */
  focus(index?: number): void;
}

interface MenuButtonInternals {
  handleKeyDown(event: KeyboardEvent): void;
  handleSubmenuKeyDown(event: KeyboardEvent): void;
  update(): void;
  pressButton(): void;
  hasClass(name: string): boolean;
  buttonPressed_?: boolean;
  menu?: MenuInternals;
  menuButton_: { focus(): void };
}

const menuButton = MenuButton.prototype as unknown as MenuButtonInternals;

/**
 * When each entry was last selected. A pick checks its entry at once, while Video.js unchecks the one it replaces
 * only when the tracks' change comes, a task later (TrackList#queueTrigger): meanwhile both are checked, and the
 * later one is the viewer's.
 */
interface SelectableEntry {
  selected(on: boolean): void;
  selectedAt_?: number;
}
let selections = 0;
const menuItem = MenuItem.prototype as unknown as SelectableEntry;
const select = menuItem.selected;
menuItem.selected = function (this: SelectableEntry, on: boolean): void {
  select.call(this, on);
  if (on) this.selectedAt_ = ++selections;
};

/** The index, as Menu#focus counts, of the menu's selected entry of a single choice; -1 when none is. */
export function selectedEntryIndex(menu: MenuInternals): number {
  const entries = menu.children().filter((child, at) => at > 0 || !child.hasClass('vjs-menu-title'));
  let selected = -1;
  entries.forEach((entry, at) => {
    const el = entry.el();
    if (el.getAttribute('role') !== 'menuitemradio' || el.getAttribute('aria-checked') !== 'true') return;
    const latest = (entry as Partial<SelectableEntry>).selectedAt_ ?? 0;
    if (selected < 0 || latest > ((entries[selected] as Partial<SelectableEntry>).selectedAt_ ?? 0)) selected = at;
  });
  return selected;
}

const pressButton = menuButton.pressButton;
menuButton.pressButton = function (this: MenuButtonInternals): void {
  pressButton.call(this);
  const menu = this.menu;
  // Where Video.js leaves the focus on the button (iOS in a frame), it stays there.
  if (!menu?.el().contains(document.activeElement)) return;
  const selected = selectedEntryIndex(menu);
  if (selected > 0) menu.focus(selected);
};

const handleKeyDown = menuButton.handleKeyDown;
menuButton.handleKeyDown = function (this: MenuButtonInternals, event: KeyboardEvent): void {
  if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && this.buttonPressed_ !== true) {
    event.preventDefault();
    this.pressButton();
    return;
  }
  handleKeyDown.call(this, event);
};
const handleSubmenuKeyDown = menuButton.handleSubmenuKeyDown;
menuButton.handleSubmenuKeyDown = function (this: MenuButtonInternals, event: KeyboardEvent): void {
  handleSubmenuKeyDown.call(this, event);
  if (event.key !== 'Escape') return;
  event.preventDefault();
  this.menuButton_.focus();
};

const focusIsLost = (): boolean => {
  const active = document.activeElement;
  return !active || active === document.body || active.getClientRects().length === 0;
};

/**
 * Video.js rebuilds a menu by making a new one, closed. A menu rebuilt while it is open (the quality menu when
 * adaptive streaming changes rendition and 'Automática (480p)' becomes 'Automática (720p)') stays open, with the
 * focus on the same entry: it used to close under the viewer's pointer. A closed menu rebuilt while an entry
 * still has the focus gives the focus to its button.
 */
const update = menuButton.update;
menuButton.update = function (this: MenuButtonInternals): void {
  const open = this.buttonPressed_ === true;
  const entries = (): HTMLElement[] => [...(this.menu?.el().querySelectorAll<HTMLElement>('li.vjs-menu-item') ?? [])];
  const focused = entries().findIndex((entry) => entry.contains(document.activeElement));
  update.call(this);
  if (open && !this.hasClass('vjs-hidden')) {
    // As a click on the button opens it (and its sheet header in audio mode); the focus goes to the selected entry,
    // or back to the one that had it (Menu#focus, so that the arrows step on from there).
    this.pressButton();
    if (focused >= 0) this.menu?.focus(focused);
    // A rebuild the viewer's own pick caused: Video.js closes the menu right after, from the old menu, which no
    // longer finds the entry to hand the focus back to its button.
    queueMicrotask(() => {
      if (this.buttonPressed_ !== true && focusIsLost()) this.menuButton_.focus();
    });
    return;
  }
  if (focused >= 0) this.menuButton_.focus();
};

/** When the captions settings dialog closes and the focus has nowhere to go, the captions button takes it. */
export function returnFocusFromCaptionsSettings(player: VideoJsPlayer, captions: ComponentInstance & { focus(): void }): void {
  const settings = player.getChild('textTrackSettings');
  if (!settings) return;
  captions.on(settings, 'modalclose', () => captions.setTimeout(() => focusIsLost() && captions.focus(), 0));
}
