/** What a host can tune in a Player (and in `embed`, which takes these too). */
export interface PlayerOptions {
  /** Answers the widget's token requests (USAR_AD): called at start and before the token expires. */
  getToken?: () => Promise<string>;
  /** Resize the iframe to the widget's content height (audio bar, panels). Default true. */
  autoResize?: boolean;
  /** Bounds for automatic resizing, in CSS pixels. Defaults 80 and 2000. */
  minHeight?: number;
  maxHeight?: number;
  /** How long a call may wait for its reply, in ms, from the moment it is made. Default 10000. */
  timeout?: number;
  /** How long `ready()` waits for the widget's handshake before it rejects with 'no-handshake', in ms. Default 15000. */
  readyTimeout?: number;
}
