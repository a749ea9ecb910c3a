/** The one window a Player posts to: its iframe's, at the origin of the iframe's src and no other. */
import type { Message } from './messages.js';

export interface FrameChannel {
  /** The iframe's origin, from its src when the Player was made: the only one the Player listens to. */
  readonly origin: string;
  /** Posts to the frame at that origin; `delegate` hands the caller's gesture to it (capability delegation). */
  post(data: Message, delegate?: string): void;
}

export function frameChannel(iframe: HTMLIFrameElement): FrameChannel {
  const origin = new URL(iframe.src, location.href).origin;
  return {
    origin,
    // `delegate` is not in TypeScript's DOM types yet.
    post: (data, delegate) =>
      iframe.contentWindow?.postMessage(data, { targetOrigin: origin, ...(delegate ? { delegate } : {}) }),
  };
}
