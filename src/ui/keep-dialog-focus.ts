/**
 * A control in a dialog that goes while it has the focus (a retry replaced by what it loads, an option giving way to
 * the running download's Cancel, a button disabled by what it started) drops the focus to the page's body: a keyboard
 * or screen reader user would start over from the page's top. The focus goes to `fallback()` instead. Never while the
 * learner is elsewhere: a focus that went to another control of the frame, or out of the frame (Tab leaves a sheet
 * for the host's page), is theirs. Returns the detacher.
 */
export function keepFocusInDialog(dialog: HTMLElement, fallback: () => HTMLElement | null): () => void {
  let focused: Element | null = null;
  const gone = (element: Element): boolean => !element.isConnected || element.matches(':disabled');
  const remember = (event: FocusEvent): void => void (focused = event.target as Element);
  const forget = (event: FocusEvent): void => {
    if (event.relatedTarget instanceof Node && !dialog.contains(event.relatedTarget)) focused = null;
  };
  const check = (): void => {
    const active = document.activeElement;
    if (!focused || !gone(focused) || (active !== null && active !== document.body && active !== focused)) return;
    // Out of the frame, the focus leaves no element behind to go by: the frame's own focus tells.
    if (!document.hasFocus()) return;
    focused = null;
    fallback()?.focus();
  };
  const observer = new MutationObserver(check);
  observer.observe(dialog, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
  dialog.addEventListener('focusin', remember);
  dialog.addEventListener('focusout', forget);
  // Back in the frame (another window had the focus) with the control gone meanwhile.
  window.addEventListener('focus', check);
  return () => {
    observer.disconnect();
    dialog.removeEventListener('focusin', remember);
    dialog.removeEventListener('focusout', forget);
    window.removeEventListener('focus', check);
  };
}
