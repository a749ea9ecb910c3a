/**
 * The item being played and its one loading path: boot and the player page (its retry) both call
 * `loadItem`. It asks for the item and the saved view together, watches the wait (30 s until the first
 * frame), and keeps the outcome for the views: the item, where to resume, or why it failed.
 */
import type { StateCreator } from 'zustand';
import type { PlayerItem } from '@/services/api-contract';
import { ApiError, catalogueMessage } from '@/services/api-errors';
import { requestItem, type ItemRequest } from '@/services/item-request';
import { runtime } from '@/services/runtime';
import { emitUsage } from '@/services/usage-events';
import type { ConfigSlice } from './config-slice';

/** How long the loading indicator may stay before it turns into an error with a retry. */
export const LOAD_TIMEOUT_MS = 30_000;

export type PlayerStatus = 'idle' | 'loading' | 'ready' | 'error';

/** Why there is nothing to play: a code the views translate, or the API's catalogue message. */
export type PlayerFailure =
  | { code: 'token-missing' | 'load-timeout' | 'playback' }
  | { code: 'unauthorized' | 'key-revoked' | 'forbidden' | 'not-found' | 'network'; message: string };

/** Whether trying again can succeed: not for content the viewer may not see, nor for a key the API revoked. */
export const offersRetry = (failure: PlayerFailure): boolean => failure.code !== 'forbidden' && failure.code !== 'key-revoked';

export interface ItemSlice {
  item: PlayerItem | null;
  /** The saved position to resume from (SALVAR_VISUALIZACAO), or null. */
  resumeAt: number | null;
  playerStatus: PlayerStatus;
  playerFailure: PlayerFailure | null;
  /** Loads the launch's item (a second call aborts the first); resolves with it, or null when it failed. */
  loadItem: () => Promise<PlayerItem | null>;
  /** The first frame is up (or the source started): the wait is over. */
  markPlayerLoaded: () => void;
  /** A fatal playback error (after the player's own recovery): reported, and shown with a retry. */
  failPlayback: (detail: string) => void;
}

let current: ItemRequest | null = null;
let watchdog: ReturnType<typeof setTimeout> | undefined;

const failureByStatus: Partial<Record<number, 'unauthorized' | 'forbidden' | 'not-found'>> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
};

/** The failure an API error stands for. */
export function loadFailure(error: unknown): PlayerFailure {
  if (!(error instanceof ApiError)) return { code: 'network', message: catalogueMessage('player', 'failed') };
  const code = error.code === 'key-revoked' ? 'key-revoked' : (failureByStatus[error.status ?? 0] ?? 'network');
  return { code, message: error.message };
}

export const createItemSlice: StateCreator<ItemSlice & ConfigSlice, [], [], ItemSlice> = (set, get) => {
  const fail = (playerFailure: PlayerFailure): void => {
    clearTimeout(watchdog);
    set({ playerStatus: 'error', playerFailure });
  };
  return {
    item: null,
    resumeAt: null,
    playerStatus: 'idle',
    playerFailure: null,
    loadItem: async () => {
      const { api, launch, token, errors } = runtime();
      const config = get().config;
      current?.abort();
      const request = config ? requestItem(api, launch, config, token.current() !== null) : null;
      current = request;
      clearTimeout(watchdog);
      set({ playerStatus: 'loading', playerFailure: null, item: null, resumeAt: null });
      if (!request) {
        fail({ code: 'token-missing' });
        return null;
      }
      watchdog = setTimeout(() => {
        if (get().playerStatus !== 'loading') return;
        // A request still waiting is given up: its caller hears null.
        if (current === request) current = null;
        request.abort();
        fail({ code: 'load-timeout' });
        errors.report(`Player: not loaded after ${LOAD_TIMEOUT_MS / 1000} s`);
      }, LOAD_TIMEOUT_MS);
      try {
        const [item, view] = await Promise.all([request.item, request.view]);
        if (current !== request) return null;
        set({ item, resumeAt: view?.posicao ?? null });
        return item;
      } catch (error) {
        if (current !== request) return null;
        fail(loadFailure(error));
        return null;
      }
    },
    markPlayerLoaded: () => {
      clearTimeout(watchdog);
      set({ playerStatus: 'ready', playerFailure: null });
    },
    failPlayback: (detail) => {
      fail({ code: 'playback' });
      runtime().errors.report(`Player: ${detail}`);
      emitUsage('error', { erro: detail });
    },
  };
};
