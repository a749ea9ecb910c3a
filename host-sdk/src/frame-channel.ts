/** The one window a Player posts to: its iframe's, at the origin of the iframe's src and no other. */
import type { Message } from './messages.js';

export interface FrameChannel {
  /** The iframe's origin, from its src when the Player was made: the only one the Player listens to. */
  readonly origin: string;
  /**
   * Posts to the frame at that origin, once the frame holds a document of it; `delegate` hands the caller's
   * gesture to it (capability delegation).
   */
  post(data: Message, delegate?: string): void;
}

export function frameChannel(iframe: HTMLIFrameElement): FrameChannel {
  const origin = new URL(iframe.src, location.href).origin;
  return {
    origin,
    post: (data, delegate) =>
      // Until the widget's document arrives the frame holds about:blank, of the host's origin (readable here,
      // while another origin's document is not): a post to it is refused and the browser logs that on the
      // host's console. The hellos repeat, so one that is skipped now is sent once the widget is there.
      (iframe.contentDocument?.location.origin ?? origin) === origin &&
      // `delegate` is not in TypeScript's DOM types yet.
      iframe.contentWindow?.postMessage(data, { targetOrigin: origin, ...(delegate ? { delegate } : {}) }),
  };
}
