import { useEffect, useLayoutEffect, useRef } from 'react';
import { useAppStore } from '@/store/app-store';

/**
 * Registers an open panel as an overlay of the store, so Escape and the back button (use-overlay-keys)
 * dismiss it; `onDismiss` runs when that happens. Closing it another way removes the overlay quietly.
 */
export function useStoreOverlay(id: string | null, onDismiss: () => void): void {
  const dismiss = useRef(onDismiss);
  useLayoutEffect(() => {
    dismiss.current = onDismiss;
  });
  useEffect(() => {
    if (!id) return;
    const store = useAppStore;
    store.getState().presentOverlay({ id, backdropDismiss: true });
    const unsubscribe = store.subscribe((state, previous) => {
      const wasOpen = previous.overlays.some((overlay) => overlay.id === id);
      if (wasOpen && !state.overlays.some((overlay) => overlay.id === id)) dismiss.current();
    });
    return () => {
      unsubscribe();
      if (store.getState().overlays.some((overlay) => overlay.id === id)) store.getState().dismissOverlay('cancel', id);
    };
  }, [id]);
}
