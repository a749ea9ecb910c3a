import { useEffect, useState, type FocusEvent } from 'react';

/** What a toast's element listens to so that the viewer can hold it. */
export interface ToastHold {
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  onFocus: () => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
}

/**
 * Calls `onTimeUp` `ms` after a toast shows, but never while the viewer holds it, the pointer over it or the focus
 * in it (WCAG 2.2.1: time enough to read it); let go, it has its whole time again. A `waiting` toast is never held.
 * `onTimeUp` must be stable.
 */
export function useToastTimer(onTimeUp: () => void, ms: number, waiting: boolean): ToastHold {
  const [pointed, setPointed] = useState(false);
  const [focused, setFocused] = useState(false);
  // A waiting toast (hidden behind newer ones) is held by nobody: its close button went, and with it the focus,
  // with no blur to say so; the pointer is over what shows now.
  const [wasWaiting, setWasWaiting] = useState(waiting);
  if (waiting !== wasWaiting) {
    // React's way to reset state on a prop's change: during render, not in an effect.
    setWasWaiting(waiting);
    if (waiting) {
      setPointed(false);
      setFocused(false);
    }
  }
  const held = !waiting && (pointed || focused);
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(onTimeUp, ms);
    return () => clearTimeout(timer);
  }, [held, onTimeUp, ms]);
  return {
    onPointerEnter: () => setPointed(true),
    onPointerLeave: () => setPointed(false),
    onFocus: () => setFocused(true),
    onBlur: (event) => setFocused(event.currentTarget.contains(event.relatedTarget as Node | null)),
  };
}
