/**
 * What the chat page in its frame may tell the widget: only that the viewer pressed Escape in it (a key typed in
 * a frame of another origin never reaches the widget's own listeners), so that Escape leaves the chat from inside
 * it as from anywhere else. The page posts `{ type: 'sphere-chat', event: 'escape' }` to its parent, with the
 * widget's origin as the target (it reads it from `document.referrer`). A message counts only when it comes from
 * that frame's window and from the configured chat origin, in that shape; any other is ignored. A third-party chat
 * page that posts nothing still lets the keyboard out: Tab and Shift+Tab leave the frame for the panel's 'Voltar'.
 */
import * as z from 'zod/mini';

const chatFrameMessage = z.object({ type: z.literal('sphere-chat'), event: z.literal('escape') });

/** The origin of the chat page's URL, or null when it has none that a message could come from. */
export function chatOrigin(url: string): string | null {
  try {
    const { origin, protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? origin : null;
  } catch {
    return null;
  }
}

/**
 * Whether the frame may keep its own origin (`allow-same-origin` in its sandbox): only a page of another origin
 * than the widget's. Scripts of the widget's own origin with it could lift their frame's sandbox and reach the
 * widget; without it, a page's origin is opaque ('null') and its messages are never accepted.
 */
export const keepsOwnOrigin = (origin: string | null, widgetOrigin = window.location.origin): boolean =>
  origin !== null && origin !== widgetOrigin;

/** Calls `onEscape` for each Escape the chat page in `frame` reports; returns the function that stops listening. */
export function listenForChatEscape(frame: HTMLIFrameElement, origin: string, onEscape: () => void): () => void {
  const handleMessage = (event: MessageEvent): void => {
    if (event.source === null || event.source !== frame.contentWindow || event.origin !== origin) return;
    if (chatFrameMessage.safeParse(event.data).success) onEscape();
  };
  window.addEventListener('message', handleMessage);
  return () => window.removeEventListener('message', handleMessage);
}
