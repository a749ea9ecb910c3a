/** The one store: the slices combined, nothing else. */
import { create } from 'zustand';
import { createConfigSlice, type ConfigSlice } from './config-slice';
import { createConnectivitySlice, type ConnectivitySlice } from './connectivity-slice';
import { createOverlaySlice, type OverlaySlice } from './overlay-slice';
import { createPlayerSlice, type PlayerSlice } from './player-slice';
import { createSessionSlice, type SessionSlice } from './session-slice';
import { createToastSlice, type ToastSlice } from './toast-slice';

export type AppState = ConfigSlice & SessionSlice & ToastSlice & PlayerSlice & ConnectivitySlice & OverlaySlice;

export const useAppStore = create<AppState>()((...args) => ({
  ...createConfigSlice(...args),
  ...createSessionSlice(...args),
  ...createToastSlice(...args),
  ...createPlayerSlice(...args),
  ...createConnectivitySlice(...args),
  ...createOverlaySlice(...args),
}));
