/** Keyboard shortcuts as in the best players (YouTube, Vimeo): which action a key press asks for. */

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
  /**
   * What has the focus: text fields never get shortcuts; controls keep their own keys; 'menu' is also anything inside
   * a dialog (a panel, a sheet, the download menu, the captions settings), whose keys walk and press its controls.
   */
  target: 'text' | 'button' | 'menu-button' | 'slider' | 'menu' | 'other';
}

export const SEEK_STEP_SECONDS = 10;
export const VOLUME_STEP = 0.1;

export function shortcutForKey(press: KeyPress): ShortcutAction | null {
  if (press.ctrlKey || press.metaKey || press.altKey || press.target === 'text') return null;
  const { key, target } = press;
  // Buttons and menus answer Space/Enter/arrows themselves; sliders answer the arrows; a menu's button opens its
  // menu with ArrowDown and ArrowUp (menu-focus.ts), and leaves the other arrows to the player.
  const ownsKey =
    ((target === 'button' || target === 'menu-button' || target === 'menu') && (key === ' ' || key === 'Enter')) ||
    ((target === 'slider' || target === 'menu') && key.startsWith('Arrow')) ||
    (target === 'menu-button' && (key === 'ArrowDown' || key === 'ArrowUp'));
  if (ownsKey) return null;
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

/**
 * Where the arrows, Space and Enter are not the player's: a dialog (the panels beside the player and over it, the
 * download menu, Video.js's captions settings) and a menu of the bar, with its sheet's header in audio mode.
 */
const OWN_KEYS = '[role="dialog"], [role="menu"], .vjs-menu';

/** Classifies the focused element for `shortcutForKey`. */
export function focusKind(element: Element | null): KeyPress['target'] {
  if (!element) return 'other';
  if (element instanceof HTMLElement && element.isContentEditable) return 'text';
  const tag = element.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return 'text';
  const input = tag === 'INPUT' ? (element as HTMLInputElement).type : null;
  if (input !== null && !['range', 'button', 'checkbox'].includes(input)) return 'text';
  if (element.closest(OWN_KEYS)) return 'menu';
  if (input !== null) return input === 'range' ? 'slider' : 'button';
  const role = element.getAttribute('role') ?? '';
  if (role === 'slider') return 'slider';
  if (role.startsWith('menuitem') || role === 'menu') return 'menu';
  const button = tag === 'BUTTON' || role === 'button';
  if (button && ['true', 'menu'].includes(element.getAttribute('aria-haspopup') ?? '')) return 'menu-button';
  if (button || tag === 'A') return 'button';
  return 'other';
}
