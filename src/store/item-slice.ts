/**
 * The item being played and its one loading path: boot and the player page (its retry) both call
 * `loadItem`. It asks for the item and the saved view together, watches the wait (30 s until the first
 * frame), and keeps the outcome for the views: the item, where to resume, or why it failed. The saved view
 * never holds the first frame for long (`docs/reliability.md`, The saved view): past a short grace the item
 * goes on without a resume position, and a view that comes later adds its ranges only.
 */
import type { StateCreator } from 'zustand';
import type { PlayerItem, ViewItem } from '@/services/api-contract';
import type { Range } from '@/services/watched-ranges';
import { ApiError, catalogueMessage, catalogueTextKey, refusedForGood } from '@/services/api-errors';
import { readClaims, type TokenProblem } from '@/services/auth-token';
import { withinDeadline } from '@/services/deadline';
import { playerRequestOf, requestItem, type ItemRequest } from '@/services/item-request';
import { withoutQuery } from '@/services/media-url';
import type { LaunchParams } from '@/services/launch-params';
import type { PlaybackFault } from '@/services/playback-fault';
import { runtime } from '@/services/runtime';
import { emitUsage } from '@/services/usage-events';
import type { ConfigSlice } from './config-slice';

/** How long the loading indicator may stay before it turns into an error with a retry. */
export const LOAD_TIMEOUT_MS = 30_000;

/**
 * How long, once the item is in, the first frame waits for the saved view (it left with the item's request,
 * so it has had the item's time already). Long enough for a view read retried twice (QUICK_RETRY's first
 * waits are under 0.5 s and 1 s); short enough that a stalled one costs the viewer 2 s, not the 20 s deadline.
 */
export const VIEW_GRACE_MS = 2_000;

/** How long loadVideo waits for the shown item's last progress to be sent (it stays in the outbox if not). */
export const LEAVE_SAVE_MS = 2_000;

export type PlayerStatus = 'idle' | 'loading' | 'ready' | 'error';

/** Why there is nothing to play: its code (the host hears it), and the API's catalogue message when it sent one. */
export type PlayerFailureCode =
  | 'token-missing'
  | 'token-expired'
  | 'token-invalid'
  | 'load-timeout'
  | 'playback'
  | 'undecodable'
  | 'unauthorized'
  | 'key-revoked'
  | 'forbidden'
  | 'not-found'
  | 'network';
export interface PlayerFailure {
  code: PlayerFailureCode;
  /** The catalogue message (pt) or the server's own words; without one the views word the code themselves. */
  message?: string;
  /**
   * The text key of a catalogue message the widget words itself (not the server's words), so each viewer
   * reads it in their language; pt's text is the catalogue's exact one (host-events.test.ts checks it).
   */
  messageKey?: string;
}

/**
 * Whether trying again can succeed: not for content the viewer may not see or that is not there (a 404, or
 * the API's empty answer), a key the API revoked, a missing, expired or invalid token (only a new link or
 * sign-in helps; a 401 with no host to hand over another token is an invalid one), nor media this browser
 * cannot decode. A 401 keeps its retry while a host may hand over another token (USAR_AD): the retry asks it.
 * NOK keeps it too: the API says its query failed, which a server's passing fault can cause.
 */
export const offersRetry = (failure: PlayerFailure): boolean =>
  !['forbidden', 'not-found', 'key-revoked', 'token-missing', 'token-expired', 'token-invalid', 'undecodable'].includes(
    failure.code,
  );

/** The failure a token problem stands for. */
export const tokenFailure = (problem: TokenProblem): PlayerFailure => ({
  code: problem === 'expired' ? 'token-expired' : problem === 'invalid' ? 'token-invalid' : 'token-missing',
});

export interface ItemSlice {
  item: PlayerItem | null;
  /** The saved position to resume from (SALVAR_VISUALIZACAO), or null. */
  resumeAt: number | null;
  /**
   * The saved view's watched ranges (this viewer's other visits and devices), for completion. A view that
   * came after the grace sets them later, for the item it was asked with (the player joins them then).
   */
  savedRanges: Range[];
  /**
   * The saved position of a view that came after the grace: offered to the viewer ('Continuar de 0:50',
   * player/resume-offer/), never jumped to. Null once the viewer took it, closed it or played up to it.
   */
  resumeOffer: number | null;
  /** The viewer took the resume offer, or it no longer stands. */
  endResumeOffer: () => void;
  playerStatus: PlayerStatus;
  playerFailure: PlayerFailure | null;
  /**
   * Loads an item (a second call aborts the first): the launch's, or `next` (the host's loadVideo), which
   * later retries then load again. Resolves with it, or null when it failed.
   */
  loadItem: (next?: LaunchParams) => Promise<PlayerItem | null>;
  /**
   * The host's loadVideo: another launch token for this frame (checked first: a token that is not a JWT
   * or has expired is refused and the current video goes on). Resolves once the item loaded.
   */
  loadVideo: (token: string) => Promise<void>;
  /**
   * A freshly signed URL for the same media file as `src` (signed URLs expire mid-session): asks for the
   * item again, without replacing the one playing. Null when the item has no such file or cannot be had.
   */
  refreshMediaUrl: (src: string) => Promise<string | null>;
  /** The first frame is up (or the source started): the wait is over. */
  markPlayerLoaded: () => void;
  /** A fatal playback error (after the player's own recovery): reported, and shown (with a retry unless the media cannot be decoded). */
  failPlayback: (fault: PlaybackFault) => void;
}

/** What loadVideo needs of the progress feature (features/progress/progress-slice.ts): the shown item's last save sent. */
interface ProgressSettling {
  settleProgress: () => Promise<void>;
}

let current: ItemRequest | null = null;
/** The launch parameters of the last load, for a retry. */
let launchInUse: LaunchParams | null = null;
/** Counts the host's loadVideo calls: only the newest one loads (an older one waiting gives way to it). */
let videoLoads = 0;
let watchdog: ReturnType<typeof setTimeout> | undefined;
/** Whether the store listens for the end of the host's session (once, from the first load on). */
let sessionWatched = false;

const failureByStatus: Partial<Record<number, 'unauthorized' | 'forbidden' | 'not-found'>> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
};

/** The failure an API error stands for. */
export function loadFailure(error: unknown): PlayerFailure {
  if (!(error instanceof ApiError))
    return { code: 'network', message: catalogueMessage('player', 'failed'), messageKey: 'network_error' };
  // The API's empty answer: no record for this request, and the same request cannot bring one.
  const code =
    error.code === 'key-revoked'
      ? 'key-revoked'
      : error.code === 'empty'
        ? 'not-found'
        : (failureByStatus[error.status ?? 0] ?? 'network');
  const messageKey = catalogueTextKey(error);
  return messageKey ? { code, message: error.message, messageKey } : { code, message: error.message };
}

export const createItemSlice: StateCreator<ItemSlice & ConfigSlice & ProgressSettling, [], [], ItemSlice> = (set, get) => {
  const fail = (playerFailure: PlayerFailure): void => {
    clearTimeout(watchdog);
    set({ playerStatus: 'error', playerFailure });
  };
  /**
   * A saved view that came after the grace, for the item it was asked with only (not after another load, a
   * retry or loadVideo): its ranges join, and its position is offered, not jumped to (the viewer has been
   * watching, and a jump would surprise).
   */
  const joinLateView = (request: ItemRequest, item: PlayerItem, view: ViewItem | null): void => {
    if (!view || current !== request || get().item !== item) return;
    set({
      ...(view.intervalos.length > 0 ? { savedRanges: view.intervalos } : {}),
      resumeOffer: view.posicao > 0 && !item.aoVivo ? view.posicao : null,
    });
  };
  return {
    item: null,
    resumeAt: null,
    savedRanges: [],
    resumeOffer: null,
    endResumeOffer: () => set({ resumeOffer: null }),
    playerStatus: 'idle',
    playerFailure: null,
    loadItem: async (next) => {
      const { api, token, errors } = runtime();
      // The host's session may end mid-video (it only hands over expired tokens): the viewer is told why.
      if (!sessionWatched) {
        sessionWatched = true;
        token.onSessionEnd((problem) => fail(tokenFailure(problem)));
      }
      const launch = (launchInUse = next ?? launchInUse ?? runtime().launch);
      const config = get().config;
      current?.abort();
      current = null;
      clearTimeout(watchdog);
      set({ playerStatus: 'loading', playerFailure: null, item: null, resumeAt: null, savedRanges: [], resumeOffer: null });
      // A token that cannot work is refused before any call: missing, not a JWT, or already expired.
      const problem = launch.idProducaoRoteiro ? null : token.problem();
      const request = config && problem === null ? requestItem(api, launch, config, true) : null;
      if (!request) {
        fail(tokenFailure(problem ?? 'missing'));
        return null;
      }
      current = request;
      watchdog = setTimeout(() => {
        if (get().playerStatus !== 'loading') return;
        // A request still waiting is given up: its caller hears null.
        if (current === request) current = null;
        request.abort();
        fail({ code: 'load-timeout' });
        errors.report(`Player: not loaded after ${LOAD_TIMEOUT_MS / 1000} s`);
      }, LOAD_TIMEOUT_MS);
      try {
        const item = await request.item;
        if (current !== request) return null;
        // Resume is a nicety: past the grace the item goes on from the start (undefined: not in yet).
        const view = await withinDeadline<ViewItem | null | undefined>(request.view, VIEW_GRACE_MS, () => undefined);
        if (current !== request) return null;
        set({ item, resumeAt: view?.posicao ?? null, savedRanges: view?.intervalos ?? [] });
        if (view === undefined) void request.view.then((late) => joinLateView(request, item, late));
        return item;
      } catch (error) {
        if (current !== request) return null;
        // Nothing to play: the saved view is no longer wanted.
        request.abort();
        // Refused (401) after the host's session ended: a retry cannot bring a token, so the session's reason shows.
        const ended = token.sessionEnded();
        const refused = error instanceof ApiError && error.status === 401 && error.code !== 'key-revoked';
        const expired = error instanceof ApiError && error.code === 'session-expired';
        const failure = refused && ended ? tokenFailure(ended) : expired ? tokenFailure('expired') : loadFailure(error);
        // A 401 with no host to ask for another token: the same token would be refused again (its words stay).
        const forGood = failure.code === 'unauthorized' && refusedForGood(error, () => token.renewable());
        fail(forGood ? { ...failure, code: 'token-invalid' } : failure);
        return null;
      }
    },
    loadVideo: async (next) => {
      const { token, launch } = runtime();
      const claims = readClaims(next.trim());
      if (!claims) throw new TypeError('The token is not a JWT.');
      if (claims.expiresAt !== null && claims.expiresAt <= Date.now()) throw new TypeError('The token has expired.');
      const mine = ++videoLoads;
      // The item shown keeps what was watched since its last save: sent with its own token, before the next one's.
      await withinDeadline(
        get()
          .settleProgress()
          .catch(() => undefined),
        LEAVE_SAVE_MS,
        () => undefined,
      );
      // A later loadVideo came meanwhile: the host wants that item, not this one.
      if (mine !== videoLoads) return;
      token.replace(next);
      const item = await get().loadItem({ ...launch, idProducaoRoteiro: null, versao: null, preview: false });
      if (mine !== videoLoads) return;
      const failure = get().playerFailure;
      if (!item) throw new Error(failure?.message ?? failure?.code ?? 'The video did not load.');
    },
    refreshMediaUrl: async (src) => {
      const { api } = runtime();
      const launch = launchInUse ?? runtime().launch;
      const fresh = await api.player(playerRequestOf(launch));
      const urls = [fresh.urlHls, fresh.urlProgressivo, fresh.urlOriginal, fresh.urlMp3];
      return urls.find((url): url is string => url !== null && withoutQuery(url) === withoutQuery(src)) ?? null;
    },
    markPlayerLoaded: () => {
      clearTimeout(watchdog);
      set({ playerStatus: 'ready', playerFailure: null });
    },
    failPlayback: ({ detail, undecodable }) => {
      fail({ code: undecodable ? 'undecodable' : 'playback' });
      runtime().errors.report(`Player: ${detail}`);
      emitUsage('error', { erro: detail });
    },
  };
};
