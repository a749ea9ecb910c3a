import { useEffect } from 'react';
import { useAppStore } from '@/store/app-store';

/** Escape, and the hardware/browser back button, dismiss the top overlay when backdropDismiss is set. */
export function useOverlayKeys(): void {
  const overlayCount = useAppStore((state) => state.overlays.length);

  useEffect(() => {
    const dismissTop = (): boolean => {
      const top = useAppStore.getState().overlays.at(-1);
      if (!top?.backdropDismiss) return false;
      useAppStore.getState().dismissOverlay('gesture', top.id);
      return true;
    };
    const handleKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape' && dismissTop()) event.preventDefault();
    };
    document.addEventListener('keydown', handleKey);
    return () => document.removeEventListener('keydown', handleKey);
  }, []);

  useEffect(() => {
    // Each open overlay holds one history entry, so "back" closes it instead of leaving the page.
    if (overlayCount === 0) return;
    history.pushState({ sphereOverlay: true }, '');
    const handlePop = (): void => {
      const top = useAppStore.getState().overlays.at(-1);
      if (top?.backdropDismiss) useAppStore.getState().dismissOverlay('gesture', top.id);
    };
    window.addEventListener('popstate', handlePop);
    return () => {
      window.removeEventListener('popstate', handlePop);
      if ((history.state as { sphereOverlay?: boolean } | null)?.sphereOverlay) history.back();
    };
  }, [overlayCount]);
}
