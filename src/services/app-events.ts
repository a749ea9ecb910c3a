/** The global events, typed: Toast and PlayerCarregado (docs/architecture.md). */

/** 0 success, 1 secondary, 2 danger, 3 primary. */
export type Severity = 0 | 1 | 2 | 3;
export type ToastPosition = 'top' | 'bottom';

export interface ToastEvent {
  Mensagem: string;
  Severidade?: unknown;
  Posicao?: unknown;
  /** The widget's own toasts only (never a page's): the text key that words it in the viewer's language. */
  textKey?: string;
}

export interface AppEventMap {
  Toast: ToastEvent;
  PlayerCarregado: { tempocarga: number };
}

type Listener<K extends keyof AppEventMap> = (detail: AppEventMap[K]) => void;
const listeners = new Map<keyof AppEventMap, Set<(detail: never) => void>>();

export function emitAppEvent<K extends keyof AppEventMap>(type: K, detail: AppEventMap[K]): void {
  for (const listener of [...(listeners.get(type) ?? [])]) (listener as Listener<K>)(detail);
}

/** Subscribes to an event; returns the unsubscribe function. */
export function onAppEvent<K extends keyof AppEventMap>(type: K, listener: Listener<K>): () => void {
  const set = listeners.get(type) ?? new Set();
  listeners.set(type, set);
  set.add(listener);
  return () => void set.delete(listener);
}

/** Severity: 0–3, anything else (out of range, non-numeric) is 3. */
export function normalizeSeverity(value: unknown): Severity {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 && number <= 3 ? (number as Severity) : 3;
}

/** Position: top or bottom, anything else is top. */
export function normalizePosition(value: unknown): ToastPosition {
  return value === 'bottom' ? 'bottom' : 'top';
}

/**
 * Mirrors the global events on `window` as CustomEvents: a Toast dispatched on the window (by code of
 * the widget's own page) is shown, after checking its shape; PlayerCarregado is re-dispatched for it.
 */
export function connectWindowEvents(target: Window): () => void {
  const handleToast = (event: Event): void => {
    const detail = (event as CustomEvent<unknown>).detail;
    if (typeof detail !== 'object' || detail === null || typeof (detail as ToastEvent).Mensagem !== 'string') return;
    const { Mensagem, Severidade, Posicao } = detail as ToastEvent;
    emitAppEvent('Toast', { Mensagem: Mensagem.slice(0, 500), Severidade, Posicao });
  };
  target.addEventListener('Toast', handleToast);
  const offLoaded = onAppEvent('PlayerCarregado', (detail) =>
    target.dispatchEvent(new CustomEvent('PlayerCarregado', { detail })),
  );
  return () => {
    target.removeEventListener('Toast', handleToast);
    offLoaded();
  };
}
