/**
 * Being online, the one source: one pair of window listeners feeds everyone who asks (the offline banner
 * through the store, playback recovery, the view outbox). Where there is no window (tests), it is online.
 */
type Listener = (online: boolean) => void;

const listeners = new Set<Listener>();
let online = typeof navigator === 'undefined' ? true : navigator.onLine;
let listening = false;

function listen(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  const update = (next: boolean) => (): void => {
    online = next;
    for (const listener of [...listeners]) listener(next);
  };
  window.addEventListener('online', update(true));
  window.addEventListener('offline', update(false));
}

/** Whether the browser says it is online now. */
export function isOnline(): boolean {
  listen();
  return online;
}

/** Calls `listener` on every change (true when the connection returns); returns the unsubscribe function. */
export function onConnectivityChange(listener: Listener): () => void {
  listen();
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
