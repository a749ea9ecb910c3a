import { useEffect } from 'react';
import { useAppStore } from '@/store/app-store';
import { openOverlays } from '@/store/overlay-slice';

/** Escape, and the hardware/browser back button, dismiss the top overlay. */
export function useOverlayKeys(): void {
  const overlayCount = useAppStore((state) => openOverlays(state).length);

  useEffect(() => {
    const dismissTop = (): boolean => {
      if (openOverlays(useAppStore.getState()).length === 0) return false;
      useAppStore.getState().dismissOverlay();
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
      if (openOverlays(useAppStore.getState()).length > 0) useAppStore.getState().dismissOverlay();
    };
    window.addEventListener('popstate', handlePop);
    return () => {
      window.removeEventListener('popstate', handlePop);
      if ((history.state as { sphereOverlay?: boolean } | null)?.sphereOverlay) history.back();
    };
  }, [overlayCount]);
}
