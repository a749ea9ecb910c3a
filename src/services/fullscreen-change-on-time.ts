/**
 * The frame's `fullscreenchange`, on time. Browsers fire it in the document's next rendering update (the
 * Fullscreen standard's "run the fullscreen steps"), and Chromium runs no rendering update for a
 * cross-origin frame out of the viewport: when the host page's player sits below the fold, the frame
 * hears that fullscreen ended (the viewer's Esc, the host's exitFullscreen, its own) only once the viewer
 * scrolls back to it. Video.js, the host's `fullscreenchange` and `getFullscreen`, and xAPI wait as long.
 *
 * `document.fullscreenElement` is right at once, and the frame's viewport leaves or takes the screen with
 * it: on `resize` (and every half second while fullscreen, should a resize come before the change) the
 * document is read, and a change not yet announced is announced with an event of our own, at the target
 * the standard names. The browser's own event, when it comes, is then stopped before anyone hears it twice.
 */

/** How often the document is read while it is (or was last announced) fullscreen. */
export const FULLSCREEN_CHECK_MS = 500;

const watching = new WeakSet<Window>();

/** Starts announcing the document's fullscreen changes on time (once per window); returns the stop function. */
export function announceFullscreenChangesOnTime(win: Window = window): () => void {
  if (watching.has(win)) return () => undefined;
  watching.add(win);
  const doc = win.document;
  const ours = new WeakSet<Event>();
  let announced: Element | null = doc.fullscreenElement;
  let timer: ReturnType<typeof setInterval> | undefined;

  const readWhileFullscreen = (): void => {
    if (announced && timer === undefined) timer = setInterval(check, FULLSCREEN_CHECK_MS);
    if (!announced && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
  function check(): void {
    const current = doc.fullscreenElement;
    if (current === announced) return;
    const changed = current ?? announced;
    announced = current;
    readWhileFullscreen();
    // The standard's target: the element that entered or left, or the document once it is gone from it.
    const target = changed?.isConnected && changed.ownerDocument === doc ? changed : doc;
    const event = new Event('fullscreenchange', { bubbles: true, composed: true });
    ours.add(event);
    target.dispatchEvent(event);
  }
  // Capture on the window comes before every other listener, Video.js's on the document included.
  const onChange = (event: Event): void => {
    if (ours.has(event)) return;
    if (doc.fullscreenElement === announced) {
      event.stopImmediatePropagation();
      return;
    }
    announced = doc.fullscreenElement;
    readWhileFullscreen();
  };
  win.addEventListener('fullscreenchange', onChange, true);
  win.addEventListener('resize', check);
  readWhileFullscreen();
  return () => {
    win.removeEventListener('fullscreenchange', onChange, true);
    win.removeEventListener('resize', check);
    clearInterval(timer);
    timer = undefined;
    watching.delete(win);
  };
}
