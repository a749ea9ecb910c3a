/**
 * Whether this page runs in a sandboxed frame, where a save may do nothing. Chromium drops a download from
 * a frame sandboxed without `allow-downloads` silently: the page hears nothing (only the console says
 * so), and neither the sandbox attribute nor its tokens can be read from inside a cross-origin frame. What
 * can be read: the HTML spec sets the "sandboxed document.domain" flag on every sandboxed frame, and no
 * token lifts it, so assigning `document.domain` throws there (SecurityError) and nowhere else. The probe
 * assigns it in a throwaway blank child frame, which inherits the sandbox, so this document's own domain
 * is never touched. It cannot tell whether `allow-downloads` is among the tokens: a sandboxed frame is
 * treated as one where the save may have done nothing (docs/reliability.md, Downloads).
 */
export function isSandboxedFrame(win: Window = window): boolean {
  if (win.parent === win) return false;
  const doc = win.document;
  const probe = doc.createElement('iframe');
  probe.hidden = true;
  probe.setAttribute('aria-hidden', 'true');
  doc.body.appendChild(probe);
  try {
    const child = probe.contentDocument;
    if (!child) return false;
    // Outside a sandbox this is a no-op (Chromium says so in a console warning); inside one it throws.
    const domain = child.domain;
    child.domain = domain;
    return false;
  } catch (error) {
    // The child's own DOMException: from another realm, so named, not instanceof.
    return (error as { name?: unknown } | null)?.name === 'SecurityError';
  } finally {
    probe.remove();
  }
}
