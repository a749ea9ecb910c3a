import type { StateCreator } from 'zustand';
import type { AppConfig } from '@/services/config';

export interface ConfigSlice {
  config: AppConfig | null;
  setConfig: (config: AppConfig) => void;
}

export const createConfigSlice: StateCreator<ConfigSlice, [], [], ConfigSlice> = (set) => ({
  config: null,
  setConfig: (config) => set({ config }),
});
