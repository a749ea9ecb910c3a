/**
 * What is open over or beside the player, in one place: the feature panel (assistant, summary, transcript, chat) and
 * the download menu. The overlay stack that Escape and the back button dismiss, and the chat's path,
 * are derived from these two fields.
 */
import type { StateCreator } from 'zustand';
import type { DownloadVariant } from '@/services/download-formats';

export type PanelName = 'assistant' | 'summary' | 'transcript' | 'chat';
export type OverlayId = Exclude<PanelName, 'chat'> | 'download';

export const NO_OVERLAY = 'overlay does not exist';

export interface OverlaySlice {
  panel: PanelName | null;
  downloadMenu: DownloadVariant | null;
  /** Opens a panel, or closes it when it is already open (a toggle, as its button). */
  togglePanel: (panel: PanelName) => void;
  openPanel: (panel: PanelName) => void;
  closePanel: () => void;
  openDownloadMenu: (variant: DownloadVariant) => void;
  closeDownloadMenu: () => void;
  /** Dismisses an open overlay (the top one when no id is given); throws 'overlay does not exist'. */
  dismissOverlay: (id?: OverlayId) => void;
}

/**
 * The overlays Escape and the back button dismiss, bottom to top: the panel, then the download menu over
 * it. The chat is a page of its own (its path is /chat) with its own back button, not an overlay.
 */
export function openOverlays(state: Pick<OverlaySlice, 'panel' | 'downloadMenu'>): OverlayId[] {
  const overlays: OverlayId[] = [];
  if (state.panel && state.panel !== 'chat') overlays.push(state.panel);
  if (state.downloadMenu) overlays.push('download');
  return overlays;
}

export const createOverlaySlice: StateCreator<OverlaySlice, [], [], OverlaySlice> = (set, get) => ({
  panel: null,
  downloadMenu: null,
  togglePanel: (panel) => set((state) => ({ panel: state.panel === panel ? null : panel })),
  openPanel: (panel) => set({ panel }),
  closePanel: () => set({ panel: null }),
  openDownloadMenu: (downloadMenu) => set({ downloadMenu }),
  closeDownloadMenu: () => set({ downloadMenu: null }),
  dismissOverlay: (id) => {
    const overlays = openOverlays(get());
    const target = id === undefined ? overlays.at(-1) : overlays.find((overlay) => overlay === id);
    if (!target) throw new Error(NO_OVERLAY);
    if (target === 'download') set({ downloadMenu: null });
    else set({ panel: null });
  },
});
