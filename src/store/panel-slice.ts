/** The one feature panel open beside or over the player: the assistant, the summary or the chat. */
import type { StateCreator } from 'zustand';

export type PanelName = 'assistant' | 'summary' | 'chat';

export interface PanelSlice {
  panel: PanelName | null;
  /** Opens a panel, or closes it when it is already open (a toggle, as its button). */
  togglePanel: (panel: PanelName) => void;
  openPanel: (panel: PanelName) => void;
  closePanel: () => void;
}

export const createPanelSlice: StateCreator<PanelSlice, [], [], PanelSlice> = (set) => ({
  panel: null,
  togglePanel: (panel) => set((state) => ({ panel: state.panel === panel ? null : panel })),
  openPanel: (panel) => set({ panel }),
  closePanel: () => set({ panel: null }),
});
