import type { StateCreator } from 'zustand';

export interface SessionSlice {
  token: string | null;
  /** Expiry from the JWT, ms since the epoch. */
  tokenExpiresAt: number | null;
  /** True once 10 minutes passed without any call (the client idle timeout). */
  idle: boolean;
  setToken: (token: string | null, expiresAt: number | null) => void;
  setIdle: (idle: boolean) => void;
}

export const createSessionSlice: StateCreator<SessionSlice, [], [], SessionSlice> = (set) => ({
  token: null,
  tokenExpiresAt: null,
  idle: false,
  setToken: (token, tokenExpiresAt) => set({ token, tokenExpiresAt }),
  setIdle: (idle) => set({ idle }),
});
