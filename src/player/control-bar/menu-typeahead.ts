/**
 * A letter or digit pressed in a menu of the bar moves the focus to the next entry whose name starts with it, as
 * the WAI-ARIA menu pattern has it (typeahead): 'a' in the quality menu reaches 'Automática', '1' in the speed menu
 * steps through 1.5x, 1.25x and 1x. Video.js's menus have no typeahead; its entries hand such keys to the
 * player, and the shortcuts leave them to the menu (focus-kind.ts), so a letter in a menu never plays, mutes or
 * turns fullscreen on.
 */
import { MenuItem } from './video-js-menus';

interface MenuEntry {
  el(): HTMLElement;
  hasClass(name: string): boolean;
}

interface MenuInternals {
  children(): MenuEntry[];
  /** Focuses the entry at `index` (the menu's title left out) and steps the arrows from there. */
  focus(index: number): void;
}

interface MenuItemInternals extends MenuEntry {
  handleKeyDown(event: KeyboardEvent): void;
  parentComponent_?: Partial<MenuInternals> | null;
}

/** A name as the typeahead compares it: lower case, without accents ('Ótima' starts with 'o'). */
const plain = (text: string): string => text.trim().normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/** The index of the next name after `from` that starts with `typed`, round from the top; -1 when none does. */
export function nextEntryStartingWith(names: (string | null)[], typed: string, from: number): number {
  const wanted = plain(typed);
  for (let step = 1; step <= names.length; step++) {
    const at = (from + step + names.length) % names.length;
    const name = names[at];
    if (name !== null && name !== undefined && plain(name).startsWith(wanted)) return at;
  }
  return -1;
}

/** The key a typeahead answers to: one printable character, Space left out (it chooses the entry). */
const typedCharacter = (event: KeyboardEvent): string | null =>
  event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey ? event.key : null;

const menuItem = MenuItem.prototype as unknown as MenuItemInternals;
const handleKeyDown = menuItem.handleKeyDown;
menuItem.handleKeyDown = function (this: MenuItemInternals, event: KeyboardEvent): void {
  const typed = typedCharacter(event);
  const menu = this.parentComponent_;
  if (typed === null || typeof menu?.children !== 'function' || typeof menu.focus !== 'function') {
    handleKeyDown.call(this, event);
    return;
  }
  // As Menu#focus counts them: the menu's title left out. A hidden entry (a control its flag turns off) has no name.
  const entries = menu.children().filter((child, at) => at > 0 || !child.hasClass('vjs-menu-title'));
  const names = entries.map((entry) =>
    entry.hasClass('vjs-hidden') ? null : (entry.el().querySelector('.vjs-menu-item-text') ?? entry.el()).textContent,
  );
  const next = nextEntryStartingWith(names, typed, entries.indexOf(this));
  event.preventDefault();
  if (next >= 0) menu.focus(next);
};
