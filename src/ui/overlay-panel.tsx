import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './overlay-panel.css';
import { handleMenuArrows, keepFocusInMenu } from './dialog-menu';
import { keepFocusInDialog } from './keep-dialog-focus';
import { restoreFocus } from './restore-focus';

export type OverlayDismissRole = 'backdrop' | 'cancel' | 'gesture';

interface OverlayPanelProps {
  title: string;
  closeLabel: string;
  /** 'sheet' slides over the player on narrow frames; 'side' stands beside it on wide ones. */
  variant?: 'sheet' | 'side';
  onDismiss: (role: OverlayDismissRole) => void;
  /**
   * Where the focus goes on close when the element that had it before the panel opened has gone or hides
   * (a selector; `restoreFocus`): the controls that stand for the one that opened it.
   */
  focusFallbacks?: string;
  /**
   * A menu of choices (dialog-menu.ts): it opens on its first choice, the arrows step through its controls, and its
   * body is no tab stop of its own (its choices are), where a panel's is one so that a long text scrolls.
   */
  menu?: boolean;
  children: ReactNode;
}

/** Makes the element's siblings that are not inert yet inert, and returns them. */
function inertSiblings(element: HTMLElement | null): HTMLElement[] {
  const siblings = [...(element?.parentElement?.children ?? [])].filter(
    (sibling): sibling is HTMLElement => sibling instanceof HTMLElement && sibling !== element && !sibling.inert,
  );
  for (const sibling of siblings) sibling.inert = true;
  return siblings;
}

/** A modal panel: a click on the backdrop dismisses with 'backdrop', the close button with 'cancel'. */
export function OverlayPanel({
  title,
  closeLabel,
  variant = 'sheet',
  onDismiss,
  focusFallbacks = '',
  menu = false,
  children,
}: OverlayPanelProps) {
  const titleId = useId();
  const overlayRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);

  // The fallbacks as they are when the panel closes (they name the controls standing for its opener).
  const fallbacksRef = useRef(focusFallbacks);
  useEffect(() => {
    fallbacksRef.current = focusFallbacks;
  }, [focusFallbacks]);

  // A sheet is modal: what it covers (its siblings: the player, a panel beside it) is inert meanwhile, so Tab
  // never lands under it.
  const coveredRef = useRef<HTMLElement[]>([]);
  const releaseCovered = (): void => {
    for (const element of coveredRef.current) element.inert = false;
    coveredRef.current = [];
  };

  // Focus moves into the dialog as it opens (a menu's onto its first choice, as that comes: dialog-menu.ts), and back
  // to where it was when it closes (what the sheet covered usable again first); not when the panel only changes its
  // place (sheet or side): the focus stays in it.
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    const body = bodyRef.current;
    if (!dialog || !body) return undefined;
    // A control that goes with the focus hands it to a menu's first choice, or to a panel's home: the element its
    // content marks `data-focus-home` (the assistant's question box, where the next question is typed), else its body.
    const home = (): HTMLElement => dialog.querySelector<HTMLElement>('[data-focus-home]') ?? body;
    const keeping = menu ? keepFocusInMenu(dialog, body) : keepFocusInDialog(dialog, home);
    if (!menu) dialog.focus();
    return () => {
      keeping();
      releaseCovered();
      restoreFocus(previous, dialog, fallbacksRef.current);
    };
    // Mount and unmount only (releaseCovered reads a ref), and a panel does not turn into a menu.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- its first `menu` is the one
  }, []);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (menu && dialogRef.current) handleMenuArrows(event.nativeEvent, dialogRef.current);
  };

  // A panel that turns into a sheet (the frame narrowed) takes the focus if it was under it.
  useEffect(() => {
    if (variant !== 'sheet') return;
    coveredRef.current = inertSiblings(overlayRef.current);
    if (!overlayRef.current?.contains(document.activeElement)) dialogRef.current?.focus();
    return releaseCovered;
  }, [variant]);

  return (
    <div ref={overlayRef} className={`overlay overlay-${variant}`}>
      {/* Beside the video (wide frames) the player stays usable: no backdrop, not modal. */}
      {variant === 'sheet' ? (
        <div className="overlay-backdrop" data-testid="overlay-backdrop" onClick={() => onDismiss('backdrop')} />
      ) : null}
      <div
        ref={dialogRef}
        className="overlay-dialog"
        role="dialog"
        aria-modal={variant === 'sheet'}
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
      >
        <header className="overlay-header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="overlay-close" onClick={() => onDismiss('cancel')}>
            {closeLabel}
          </button>
        </header>
        {/* Focusable, so a keyboard can scroll a long summary or conversation (WCAG 2.1.1); a menu's choices are. */}
        <div ref={bodyRef} className="overlay-body" tabIndex={menu ? undefined : 0}>
          {children}
        </div>
      </div>
    </div>
  );
}
