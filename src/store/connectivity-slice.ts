/** Being online, for the views (the offline banner); fed by services/connectivity.ts at boot. */
import type { StateCreator } from 'zustand';
import { isOnline } from '@/services/connectivity';

export interface ConnectivitySlice {
  online: boolean;
  setOnline: (online: boolean) => void;
}

export const createConnectivitySlice: StateCreator<ConnectivitySlice, [], [], ConnectivitySlice> = (set) => ({
  online: isOnline(),
  setOnline: (online) => set({ online }),
});
