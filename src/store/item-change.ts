/**
 * What belongs to one item goes when another replaces it (the host's loadVideo, or a retry loading anew): its
 * summary, the assistant's conversation and questions, a download under way and its offered file, and the open
 * panel or menu (the next item may not offer it). Answers still on their way for the item before are dropped by
 * each slice.
 */
import type { StoreApi } from 'zustand/vanilla';
import type { AssistantSlice } from '@/features/assistant/assistant-slice';
import type { DownloadSlice } from '@/features/download/download-state';
import type { SummarySlice } from '@/features/summary/summary-slice';
import type { ItemSlice } from './item-slice';
import type { OverlaySlice } from './overlay-slice';

type Scoped = Pick<ItemSlice, 'item'> &
  Pick<SummarySlice, 'forgetSummary'> &
  Pick<AssistantSlice, 'forgetConversation'> &
  Pick<DownloadSlice, 'forgetItemDownload'> &
  Pick<OverlaySlice, 'closePanel' | 'closeDownloadMenu'>;

export function forgetItemOnChange(store: StoreApi<Scoped>): () => void {
  return store.subscribe((state, previous) => {
    if (!previous.item || state.item === previous.item) return;
    state.forgetSummary();
    state.forgetConversation();
    state.forgetItemDownload();
    state.closePanel();
    state.closeDownloadMenu();
  });
}
