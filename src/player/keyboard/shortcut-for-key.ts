/** Keyboard shortcuts as in the best players (YouTube, Vimeo): which action a key press asks for. */
import type { FocusKind } from './focus-kind';

export type ShortcutAction =
  | { kind: 'toggle-play' }
  | { kind: 'seek-by'; seconds: number }
  | { kind: 'seek-to-fraction'; fraction: number }
  | { kind: 'volume-by'; delta: number }
  | { kind: 'toggle-mute' }
  | { kind: 'toggle-fullscreen' }
  | { kind: 'toggle-captions' }
  | { kind: 'toggle-pip' }
  | { kind: 'rate-step'; direction: 1 | -1 };

export interface KeyPress {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  /** What has the focus (focus-kind.ts): it keeps some keys, or all of them, for itself. */
  target: FocusKind;
}

/**
 * The keys each kind of focus keeps for itself; the player gets the rest. A text field types every key. A menu
 * or a sheet over the player keeps every key too, as the WAI-ARIA menu pattern has it (a letter moves to the
 * entry that starts with it, menu-typeahead.ts) and as a modal dialog does (the player under it is inert): a
 * screen reader in a menu passes the letters on, and 'f' there must not turn fullscreen on behind the viewer's
 * back. A panel beside the player keeps the arrows, Space and Enter (they scroll it and press its buttons) and
 * leaves the letters and digits to the player, which is still in view, as YouTube's page does beside its player.
 * Buttons keep Space and Enter, sliders the arrows, and a menu's button also ArrowDown and ArrowUp, which open its
 * menu (menu-focus.ts).
 */
function keptByFocus(target: FocusKind, key: string): boolean {
  const presses = key === ' ' || key === 'Enter';
  const arrows = key.startsWith('Arrow');
  switch (target) {
    case 'text':
    case 'menu':
      return true;
    case 'panel':
      return presses || arrows;
    case 'button':
      return presses;
    case 'menu-button':
      return presses || key === 'ArrowDown' || key === 'ArrowUp';
    case 'slider':
      return arrows;
    case 'other':
      return false;
  }
}

export const SEEK_STEP_SECONDS = 10;
export const VOLUME_STEP = 0.1;

export function shortcutForKey(press: KeyPress): ShortcutAction | null {
  const { key, target } = press;
  if (press.ctrlKey || press.metaKey || press.altKey || keptByFocus(target, key)) return null;
  switch (key) {
    case ' ':
    case 'k':
    case 'K':
      return { kind: 'toggle-play' };
    case 'j':
    case 'J':
    case 'ArrowLeft':
      return { kind: 'seek-by', seconds: -SEEK_STEP_SECONDS };
    case 'l':
    case 'L':
    case 'ArrowRight':
      return { kind: 'seek-by', seconds: SEEK_STEP_SECONDS };
    case 'ArrowUp':
      return { kind: 'volume-by', delta: VOLUME_STEP };
    case 'ArrowDown':
      return { kind: 'volume-by', delta: -VOLUME_STEP };
    case 'm':
    case 'M':
      return { kind: 'toggle-mute' };
    case 'f':
    case 'F':
      return { kind: 'toggle-fullscreen' };
    case 'c':
    case 'C':
      return { kind: 'toggle-captions' };
    case 'i':
    case 'I':
      return { kind: 'toggle-pip' };
    case '<':
      return { kind: 'rate-step', direction: -1 };
    case '>':
      return { kind: 'rate-step', direction: 1 };
    default:
      return /^[0-9]$/.test(key) ? { kind: 'seek-to-fraction', fraction: Number(key) / 10 } : null;
  }
}
