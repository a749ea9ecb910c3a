import type { StateCreator } from 'zustand';

export type DismissRole = 'backdrop' | 'cancel' | 'gesture';

export interface Overlay {
  id: string;
  /** When set, Escape and the back button dismiss it. */
  backdropDismiss: boolean;
}

export const NO_OVERLAY = 'overlay does not exist';

export interface OverlaySlice {
  overlays: Overlay[];
  /** Why each overlay was last dismissed, by id. */
  dismissedWith: Record<string, DismissRole>;
  presentOverlay: (overlay: Overlay) => void;
  /** Dismisses the overlay (the top one when no id is given); throws 'overlay does not exist'. */
  dismissOverlay: (role: DismissRole, id?: string) => void;
}

export const createOverlaySlice: StateCreator<OverlaySlice, [], [], OverlaySlice> = (set, get) => ({
  overlays: [],
  dismissedWith: {},
  presentOverlay: (overlay) => set((state) => ({ overlays: [...state.overlays.filter((o) => o.id !== overlay.id), overlay] })),
  dismissOverlay: (role, id) => {
    const { overlays } = get();
    const target = id === undefined ? overlays.at(-1) : overlays.find((overlay) => overlay.id === id);
    if (!target) throw new Error(NO_OVERLAY);
    set((state) => ({
      overlays: state.overlays.filter((overlay) => overlay !== target),
      dismissedWith: { ...state.dismissedWith, [target.id]: role },
    }));
  },
});
