import type { StateCreator } from 'zustand';

export interface ConnectivitySlice {
  online: boolean;
  setOnline: (online: boolean) => void;
}

export const createConnectivitySlice: StateCreator<ConnectivitySlice, [], [], ConnectivitySlice> = (set) => ({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  setOnline: (online) => set({ online }),
});
