/**
 * The one store: the slices combined, nothing else. It is zustand's vanilla store, so boot (and the first
 * player) use it without React in the first load; `useAppStore(selector)` is its React hook once the app
 * has bound React to it (`bindAppStoreToReact`, react-binding.ts, before anything renders).
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createAssistantSlice, type AssistantSlice } from '@/features/assistant/assistant-slice';
import { createDownloadSlice } from '@/features/download/download-slice';
import type { DownloadSlice } from '@/features/download/download-state';
import { createFeedbackSlice, type FeedbackSlice } from '@/features/feedback/feedback-slice';
import { createProgressSlice, type ProgressSlice } from '@/features/progress/progress-slice';
import { createSummarySlice, type SummarySlice } from '@/features/summary/summary-slice';
import { createTranscriptSlice, type TranscriptSlice } from '@/features/transcript/transcript-slice';
import { createConfigSlice, type ConfigSlice } from './config-slice';
import { createConnectivitySlice, type ConnectivitySlice } from './connectivity-slice';
import { createItemSlice, type ItemSlice } from './item-slice';
import { createLessonExitSlice, type LessonExitSlice } from './lesson-exit-slice';
import { createOverlaySlice, type OverlaySlice } from './overlay-slice';
import { createPlayerSlice, type PlayerSlice } from './player-slice';
import { createSessionSlice, type SessionSlice } from './session-slice';
import { createToastSlice, type ToastSlice } from './toast-slice';

export type AppState = ConfigSlice &
  ToastSlice &
  ItemSlice &
  PlayerSlice &
  ConnectivitySlice &
  OverlaySlice &
  FeedbackSlice &
  DownloadSlice &
  SummarySlice &
  AssistantSlice &
  TranscriptSlice &
  ProgressSlice &
  SessionSlice &
  LessonExitSlice;

const store = createStore<AppState>()((...args) => ({
  ...createConfigSlice(...args),
  ...createToastSlice(...args),
  ...createItemSlice(...args),
  ...createPlayerSlice(...args),
  ...createLessonExitSlice(...args),
  ...createConnectivitySlice(...args),
  ...createOverlaySlice(...args),
  ...createFeedbackSlice(...args),
  ...createDownloadSlice(...args),
  ...createSummarySlice(...args),
  ...createAssistantSlice(...args),
  ...createTranscriptSlice(...args),
  ...createProgressSlice(...args),
  ...createSessionSlice(...args),
}));

type Selector<T> = (state: AppState) => T;
type UseStore = <T>(api: StoreApi<AppState>, selector: Selector<T>) => T;

let useStoreWithReact: UseStore | null = null;

/** Gives the hook React (zustand's `useStore`); react-binding.ts calls it when the app's code loads. */
export function bindAppStoreToReact(useStore: UseStore): void {
  useStoreWithReact = useStore;
}

function useAppStoreHook<T>(selector: Selector<T>): T {
  if (!useStoreWithReact) throw new Error('useAppStore: React is not bound to the store (import store/react-binding).');
  return useStoreWithReact(store, selector);
}

/** The store (`getState`, `setState`, `subscribe`) and, called with a selector, its React hook. */
export const useAppStore: typeof store & (<T>(selector: Selector<T>) => T) = Object.assign(useAppStoreHook, store);
