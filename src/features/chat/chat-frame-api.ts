/**
 * What the chat page in its frame may tell the widget: only that the viewer pressed Escape in it (a key typed in
 * a frame of another origin never reaches the widget's own listeners), so that Escape leaves the chat from inside
 * it as from anywhere else. The page posts `{ type: 'sphere-chat', event: 'escape' }` to its parent, with the
 * widget's origin as the target (it reads it from `document.referrer`). The frame's sandbox gives its page an
 * opaque origin ('null'), whatever page it shows, so it can never reach the widget; the message is told by its
 * source instead: it counts only from that frame's window and in that shape, and it carries nothing but the key.
 * A third-party chat page that posts nothing still lets the keyboard out: Shift+Tab leaves the frame for 'Voltar'.
 */
import * as z from 'zod/mini';

const chatFrameMessage = z.object({ type: z.literal('sphere-chat'), event: z.literal('escape') });

/** The origin of the chat page's URL, or null when it has none a frame could load. */
export function chatOrigin(url: string): string | null {
  try {
    const { origin, protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? origin : null;
  } catch {
    return null;
  }
}

/** Calls `onEscape` for each Escape the chat page in `frame` reports; returns the function that stops listening. */
export function listenForChatEscape(frame: HTMLIFrameElement, onEscape: () => void): () => void {
  const handleMessage = (event: MessageEvent): void => {
    // The sandboxed page's origin is opaque: any other origin is not that page, whatever its window.
    if (event.source === null || event.source !== frame.contentWindow || event.origin !== 'null') return;
    if (chatFrameMessage.safeParse(event.data).success) onEscape();
  };
  window.addEventListener('message', handleMessage);
  return () => window.removeEventListener('message', handleMessage);
}
