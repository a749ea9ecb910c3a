/**
 * A dialog that is a menu of choices (the download menu), kept by the keyboard as a menu is (the WAI-ARIA menu
 * button pattern, YouTube's and Vimeo's menus): it opens on its first choice, the arrows step through its controls
 * as Tab does, and a control that goes while it has the focus (an option giving way to the running download's
 * Cancel) hands the focus to the menu's first control, never to the page.
 */

import { keepFocusInDialog } from './keep-dialog-focus';

const CONTROLS = 'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled])';

/** Whether a control shows (checkVisibility is missing before Safari 17.4). */
const shows = (control: HTMLElement): boolean =>
  typeof control.checkVisibility === 'function' ? control.checkVisibility() : control.getClientRects().length > 0;

/** The controls of `scope` that show, in document order. */
const controlsOf = (scope: Element): HTMLElement[] => [...scope.querySelectorAll<HTMLElement>(CONTROLS)].filter(shows);

/** The menu's first control: its body's first (its first choice), else the dialog's (its close button). */
const firstMenuControl = (dialog: HTMLElement, body: HTMLElement | null): HTMLElement | null =>
  (body ? controlsOf(body)[0] : undefined) ?? controlsOf(dialog)[0] ?? null;

/**
 * Opens the menu on its first choice. Where none is in yet (their code still loading on a slow link), on the dialog
 * itself, whose name and loading status a screen reader reads; the first choice or control to come into its body
 * (an option, a retry) then takes the focus from the dialog, once. Returns what stops the waiting.
 */
export function openOnFirstChoice(dialog: HTMLElement, body: HTMLElement): () => void {
  const first = controlsOf(body)[0];
  if (first) {
    first.focus();
    return () => undefined;
  }
  dialog.focus();
  const observer = new MutationObserver(() => {
    const choice = controlsOf(body)[0];
    if (!choice) return;
    observer.disconnect();
    // Unless the viewer moved on meanwhile (Tab to its close button, a click outside).
    if (document.activeElement === dialog) choice.focus();
  });
  observer.observe(body, { childList: true, subtree: true });
  return () => observer.disconnect();
}

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

/** Gives the focus to the menu's first control when the control that had it goes while the menu is open. */
export const keepFocusInMenu = (dialog: HTMLElement, body: HTMLElement | null): (() => void) =>
  keepFocusInDialog(dialog, () => firstMenuControl(dialog, body));
