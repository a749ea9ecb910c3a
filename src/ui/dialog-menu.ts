/**
 * A dialog that is a menu of choices (the download menu), kept by the keyboard as a menu is (the WAI-ARIA menu
 * button pattern, YouTube's and Vimeo's menus): it opens on its first choice, the arrows step through its controls
 * as Tab does, and a control that goes while it has the focus (an option giving way to the running download's
 * Cancel) hands the focus to the menu's first choice, never to the page.
 */

import { keepFocusInDialog } from './keep-dialog-focus';

const CONTROLS = 'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled])';

/** Whether a control shows (checkVisibility is missing before Safari 17.4). */
const shows = (control: HTMLElement): boolean =>
  typeof control.checkVisibility === 'function' ? control.checkVisibility() : control.getClientRects().length > 0;

/** The controls of `scope` that show, in document order. */
const controlsOf = (scope: Element): HTMLElement[] => [...scope.querySelectorAll<HTMLElement>(CONTROLS)].filter(shows);

/** ArrowDown and ArrowUp move to the next and the previous control, and stay on the last and the first. */
export function handleMenuArrows(event: KeyboardEvent, dialog: HTMLElement): void {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const controls = controlsOf(dialog);
  const at = controls.findIndex((control) => control === document.activeElement);
  if (at < 0) return;
  event.preventDefault();
  const next = event.key === 'ArrowDown' ? Math.min(at + 1, controls.length - 1) : Math.max(at - 1, 0);
  controls[next]?.focus();
}

/**
 * Keeps the focus of a dialog that is a menu: it opens on its first choice, and a control that goes while it has the
 * focus (an option giving way to the running download's Cancelar, a retry to what it loads) hands it to the first
 * choice. Where no choice is in (the menu's code still loading on a slow link, or reloading after a retry), the dialog
 * itself holds it, which a screen reader names with its loading status, and the first choice or control to come into
 * its body (an option, a failed load's retry) takes it from there, unless the viewer moved it meanwhile. Returns the
 * detacher.
 */
export function keepFocusInMenu(dialog: HTMLElement, body: HTMLElement): () => void {
  let waiting: MutationObserver | null = null;
  const stopWaiting = (): void => {
    waiting?.disconnect();
    waiting = null;
  };
  // Where the focus belongs now: the first choice, else the dialog, which waits for one.
  const home = (): HTMLElement => {
    stopWaiting();
    const choice = controlsOf(body)[0];
    if (choice) return choice;
    const observer = new MutationObserver(() => {
      const arrived = controlsOf(body)[0];
      if (!arrived) return;
      stopWaiting();
      // Unless the viewer moved on meanwhile (Tab to its close button, a click outside).
      if (document.activeElement === dialog) arrived.focus();
    });
    observer.observe(body, { childList: true, subtree: true });
    waiting = observer;
    return dialog;
  };
  // Kept first: the focus it then gets is one to keep.
  const keeping = keepFocusInDialog(dialog, home);
  home().focus();
  return () => {
    stopWaiting();
    keeping();
  };
}
