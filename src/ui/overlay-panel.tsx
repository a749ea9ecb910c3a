import { useEffect, useId, useRef, type ReactNode } from 'react';
import './overlay-panel.css';

export type OverlayDismissRole = 'backdrop' | 'cancel' | 'gesture';

interface OverlayPanelProps {
  title: string;
  closeLabel: string;
  /** 'sheet' slides over the player on narrow frames; 'side' stands beside it on wide ones. */
  variant?: 'sheet' | 'side';
  onDismiss: (role: OverlayDismissRole) => void;
  children: ReactNode;
}

/** A modal panel: a click on the backdrop dismisses with 'backdrop', the close button with 'cancel'. */
export function OverlayPanel({ title, closeLabel, variant = 'sheet', onDismiss, children }: OverlayPanelProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Focus moves into the dialog and back to where it was when the dialog closes.
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialogRef.current?.focus();
    return () => previous?.focus();
  }, []);

  return (
    <div className={`overlay overlay-${variant}`}>
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
      >
        <header className="overlay-header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="overlay-close" onClick={() => onDismiss('cancel')}>
            {closeLabel}
          </button>
        </header>
        {/* Focusable, so a keyboard can scroll a long summary or conversation (WCAG 2.1.1). */}
        <div className="overlay-body" tabIndex={0}>
          {children}
        </div>
      </div>
    </div>
  );
}
