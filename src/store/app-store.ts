/** The one store: the slices combined, nothing else. */
import { create } from 'zustand';
import { createAssistantSlice, type AssistantSlice } from '@/features/assistant/assistant-slice';
import { createDownloadSlice, type DownloadSlice } from '@/features/download/download-slice';
import { createFeedbackSlice, type FeedbackSlice } from '@/features/feedback/feedback-slice';
import { createProgressSlice, type ProgressSlice } from '@/features/progress/progress-slice';
import { createSummarySlice, type SummarySlice } from '@/features/summary/summary-slice';
import { createConfigSlice, type ConfigSlice } from './config-slice';
import { createConnectivitySlice, type ConnectivitySlice } from './connectivity-slice';
import { createOverlaySlice, type OverlaySlice } from './overlay-slice';
import { createPanelSlice, type PanelSlice } from './panel-slice';
import { createPlayerSlice, type PlayerSlice } from './player-slice';
import { createSessionSlice, type SessionSlice } from './session-slice';
import { createToastSlice, type ToastSlice } from './toast-slice';

export type AppState = ConfigSlice &
  SessionSlice &
  ToastSlice &
  PlayerSlice &
  ConnectivitySlice &
  OverlaySlice &
  PanelSlice &
  FeedbackSlice &
  DownloadSlice &
  SummarySlice &
  AssistantSlice &
  ProgressSlice;

export const useAppStore = create<AppState>()((...args) => ({
  ...createConfigSlice(...args),
  ...createSessionSlice(...args),
  ...createToastSlice(...args),
  ...createPlayerSlice(...args),
  ...createConnectivitySlice(...args),
  ...createOverlaySlice(...args),
  ...createPanelSlice(...args),
  ...createFeedbackSlice(...args),
  ...createDownloadSlice(...args),
  ...createSummarySlice(...args),
  ...createAssistantSlice(...args),
  ...createProgressSlice(...args),
}));
