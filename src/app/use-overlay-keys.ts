import { useEffect } from 'react';
import { useAppStore } from '@/store/app-store';
import { openOverlays } from '@/store/overlay-slice';

/** Escape dismisses the top overlay (the back button does too: use-panel-history.ts). */
export function useOverlayKeys(): void {
  useEffect(() => {
    const dismissTop = (): boolean => {
      if (openOverlays(useAppStore.getState()).length === 0) return false;
      useAppStore.getState().dismissOverlay();
      return true;
    };
    // The chat is a page, not an overlay (the back button leaves it by its path), but where it is shown as a
    // dialog Escape from inside it goes back to the video, as from any dialog; so does Escape with the focus
    // nowhere (on the page's body, as the other panels close), never Escape in the player beside it.
    const leaveChat = (event: KeyboardEvent): boolean => {
      const inDialog = event.target instanceof Element && event.target.closest('[role="dialog"]') !== null;
      if (!(inDialog || event.target === document.body) || useAppStore.getState().panel !== 'chat') return false;
      useAppStore.getState().closePanel();
      return true;
    };
    const handleKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape' && (dismissTop() || leaveChat(event))) event.preventDefault();
    };
    document.addEventListener('keydown', handleKey);
    return () => document.removeEventListener('keydown', handleKey);
  }, []);
}
