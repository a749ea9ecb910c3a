/** The one store: the slices combined, nothing else. */
import { create } from 'zustand';
import { createAssistantSlice, type AssistantSlice } from '@/features/assistant/assistant-slice';
import { createDownloadSlice, type DownloadSlice } from '@/features/download/download-slice';
import { createFeedbackSlice, type FeedbackSlice } from '@/features/feedback/feedback-slice';
import { createProgressSlice, type ProgressSlice } from '@/features/progress/progress-slice';
import { createSummarySlice, type SummarySlice } from '@/features/summary/summary-slice';
import { createTranscriptSlice, type TranscriptSlice } from '@/features/transcript/transcript-slice';
import { createConfigSlice, type ConfigSlice } from './config-slice';
import { createConnectivitySlice, type ConnectivitySlice } from './connectivity-slice';
import { createItemSlice, type ItemSlice } from './item-slice';
import { createOverlaySlice, type OverlaySlice } from './overlay-slice';
import { createPlayerSlice, type PlayerSlice } from './player-slice';
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
  ProgressSlice;

export const useAppStore = create<AppState>()((...args) => ({
  ...createConfigSlice(...args),
  ...createToastSlice(...args),
  ...createItemSlice(...args),
  ...createPlayerSlice(...args),
  ...createConnectivitySlice(...args),
  ...createOverlaySlice(...args),
  ...createFeedbackSlice(...args),
  ...createDownloadSlice(...args),
  ...createSummarySlice(...args),
  ...createAssistantSlice(...args),
  ...createTranscriptSlice(...args),
  ...createProgressSlice(...args),
}));
