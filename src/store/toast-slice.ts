import type { StateCreator } from 'zustand';
import { normalizePosition, normalizeSeverity, type Severity, type ToastEvent, type ToastPosition } from '@/services/app-events';

export const TOAST_DURATION_MS = 20_000;

export interface Toast {
  id: number;
  message: string;
  /** A text the widget words itself, shown in the viewer's language instead of `message` (pt). */
  textKey?: string;
  severity: Severity;
  position: ToastPosition;
}

export interface ToastSlice {
  toasts: Toast[];
  /** Shows a Toast event; `textKey` when the widget words it itself (Mensagem then holds its pt text). */
  showToast: (event: ToastEvent, textKey?: string) => number;
  dismissToast: (id: number) => void;
}

let nextId = 1;

export const createToastSlice: StateCreator<ToastSlice, [], [], ToastSlice> = (set) => ({
  toasts: [],
  showToast: (event, textKey) => {
    const toast: Toast = {
      id: nextId++,
      message: String(event.Mensagem ?? ''),
      ...(textKey ? { textKey } : {}),
      severity: normalizeSeverity(event.Severidade),
      position: normalizePosition(event.Posicao),
    };
    set((state) => ({ toasts: [...state.toasts.slice(-4), toast] }));
    return toast.id;
  },
  dismissToast: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
});
