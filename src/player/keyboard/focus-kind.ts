/**
 * What has the focus, as the shortcuts see it. 'menu' is anything the viewer is choosing in: a menu of the bar (its
 * sheet's header in audio mode too) and a modal dialog over the player (a sheet, the download menu, the captions
 * settings). 'panel' is a dialog beside the player, which is not modal: the player stays in view and usable.
 */
export type FocusKind = 'text' | 'button' | 'menu-button' | 'slider' | 'menu' | 'panel' | 'other';

const MENUS = '[role="menu"], .vjs-menu, [role="dialog"][aria-modal="true"], .vjs-modal-dialog';

/** Classifies the focused element for `shortcutForKey`. */
export function focusKind(element: Element | null): FocusKind {
  if (!element) return 'other';
  if (element instanceof HTMLElement && element.isContentEditable) return 'text';
  const tag = element.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return 'text';
  const input = tag === 'INPUT' ? (element as HTMLInputElement).type : null;
  if (input !== null && !['range', 'button', 'checkbox'].includes(input)) return 'text';
  const role = element.getAttribute('role') ?? '';
  if (element.closest(MENUS) || role.startsWith('menuitem')) return 'menu';
  if (element.closest('[role="dialog"]')) return 'panel';
  if (input !== null) return input === 'range' ? 'slider' : 'button';
  if (role === 'slider') return 'slider';
  const button = tag === 'BUTTON' || role === 'button';
  if (button && ['true', 'menu'].includes(element.getAttribute('aria-haspopup') ?? '')) return 'menu-button';
  if (button || tag === 'A') return 'button';
  return 'other';
}
