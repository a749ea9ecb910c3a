/**
 * Connections opened before they are needed: the API's origin as soon as the config names it, and for a
 * returning viewer (the LMS's next lesson) the API's and the media's origins remembered from the last visit,
 * before the config has even arrived. `<link rel=preconnect crossorigin>`: the API's calls and VHS's media
 * requests are CORS requests without credentials, which use those connections. Best effort: without
 * local storage (a partitioned third-party frame) nothing is remembered.
 */
const KEY = 'sphere-player.origins';

const originOf = (url: string): string | null => {
  try {
    const { origin } = new URL(url, location.href);
    return origin === location.origin || origin === 'null' ? null : origin;
  } catch {
    return null;
  }
};

const opened = new Set<string>();

/** Adds a preconnect for a URL's origin, once (nothing for the page's own origin). */
export function preconnect(url: string, doc: Document = document): void {
  const origin = originOf(url);
  if (!origin || opened.has(origin)) return;
  opened.add(origin);
  const link = doc.createElement('link');
  link.rel = 'preconnect';
  link.href = origin;
  link.crossOrigin = 'anonymous';
  doc.head.append(link);
}

/** Preconnects to the origins the last visit used (see above). */
export function preconnectRemembered(storage: Pick<globalThis.Storage, 'getItem'> | null = safeLocalStorage()): void {
  try {
    const remembered: unknown = JSON.parse(storage?.getItem(KEY) ?? '[]');
    if (Array.isArray(remembered)) for (const url of remembered) if (typeof url === 'string') preconnect(url);
  } catch {
    // Nothing remembered.
  }
}

/** Remembers this visit's API and media URLs' origins for the next one. */
export function rememberOrigins(urls: string[], storage: Pick<globalThis.Storage, 'setItem'> | null = safeLocalStorage()): void {
  const origins = [...new Set(urls.map(originOf).filter((origin): origin is string => origin !== null))];
  try {
    storage?.setItem(KEY, JSON.stringify(origins));
  } catch {
    // Storage full or refused: the next visit just connects when it must.
  }
}

function safeLocalStorage(): globalThis.Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
