/**
 * Boot, player first (the entry, main.ts, has taken the token and the launch params out of the URL, asked
 * for the config and sent the item's requests early): config → services → the item (the store's one
 * loading path, which adopts those requests) → the first player (first-player.ts). The app itself (React, the router,
 * i18next) loads once the first frame is up, so its code never competes with the video for the network;
 * the player page then adopts the player. Without an item to play (no token, a failed request) the app
 * loads at once and says why.
 */
// First: it configures zod before any schema module is evaluated.
import '@/services/zod-jitless';
import { failureVariant, showBootFailure } from './boot-failure-screen';
import { bootTexts } from './boot-messages';
import { startTelemetryAfterFirstFrame } from '@/features/telemetry/after-first-frame';
import type { Language } from '@/i18n/languages';
import { choosePlayerSource, HLS_TYPE } from '@/player/player-source';
import { loadVideoJsDictionary } from '@/player/video-js-dictionaries';
import { createApiClient } from '@/services/api-client';
import { refusedForGood } from '@/services/api-errors';
import type { PlayerItem } from '@/services/api-contract';
import { connectWindowEvents, onAppEvent } from '@/services/app-events';
import { AuthToken } from '@/services/auth-token';
import { vhsStartingBandwidth } from '@/services/bandwidth-estimate';
import { createBridge, type Bridge } from '@/services/bridge';
import { CHUNK_TIMEOUT_MS, loadChunk, withDeadline } from '@/services/chunk-loader';
import { ConfigError, parseConfigText, type AppConfig } from '@/services/config';
import { fetchConfigText } from '@/services/config-file';
import { onConnectivityChange } from '@/services/connectivity';
import { preconnect, rememberOrigins } from '@/services/preconnect';
import { readPreferencesEarly, type Preferences } from '@/services/preferences';
import { createErrorReporter } from '@/services/error-reporter';
import { prefetchFirstSegments } from '@/services/hls-prefetch/prefetch-first-segments';
import { adoptingEarlyRequests } from '@/services/early-requests';
import type { LaunchParams } from '@/services/launch-params';
import { tabTokenKey } from '@/services/launch-token';
import { setRuntime } from '@/services/runtime';
import { Storage } from '@/services/storage';
import { storageOutboxStore, ViewOutbox } from '@/services/view-outbox';
import { useAppStore } from '@/store/app-store';
import { progressKey } from '@/features/progress/progress-slice';
import { audioStartFor } from './audio-start-for';
import { devError } from '@/services/dev-console';

/** The app loads by then even when the first frame has not come (a slow network): its page takes over the wait. */
const APP_DEADLINE_MS = 10_000;
/** How long a USAR_AD widget waits for its host's hello before it falls back to the URL's token. */
const HOST_WAIT_MS = 3_000;
/** What the entry (main.ts) has done before boot's code loaded. */
export interface EntryState {
  /** The token taken out of the URL, or null. */
  urlToken: string | null;
  launch: LaunchParams;
  language: Language;
  /** The config file's text, asked for by the entry (the head start used it already). */
  configText: Promise<string>;
}

/** Boots once; what nothing else handled ends on the failure screen, whose retry loads the page again. */
export function boot({ urlToken, launch, language, configText }: EntryState): void {
  const texts = bootTexts[language];
  const token = new AuthToken(urlToken);
  // The player's code does not depend on the config: it downloads alongside it (index.html preloads it too).
  const playerCode = loadChunk(() => import('@/player/first-player'));
  // A failed download is handled where it is awaited (the app then loads and mounts its own player).
  playerCode.catch(() => undefined);
  // Video.js's labels in the viewer's language, a small chunk of their own, asked for by the entry (without
  // them: English labels).
  const playerLabels = withDeadline(loadVideoJsDictionary(language), CHUNK_TIMEOUT_MS).catch(() => undefined);
  /** The entry's config text first; a retry asks for the file again. */
  let nextConfigText = (): Promise<string> => {
    nextConfigText = () => fetchConfigText();
    return configText;
  };

  /** Set once the config is in: load failures after that are told to the host too. */
  let hostBridge: Bridge | null = null;
  let appLoading: Promise<void> | null = null;

  /** Loads and mounts the app, once; code that does not load shows why, with a retry that loads it again. */
  function startApp(): Promise<void> {
    appLoading ??= loadChunk(() => import('@/app/mount-app'))
      .then(({ mountApp }) => mountApp(language))
      .catch(() => {
        appLoading = null;
        hostBridge?.fail({ code: 'network', message: texts.unreachable });
        showBootFailure({
          message: texts.unreachable,
          variant: failureVariant(),
          retry: {
            label: texts.retry,
            run: () => {
              // Loading again: the failure is no longer what the viewer sees (a host saying hello now hears none).
              hostBridge?.fail(null);
              void startApp();
            },
          },
        });
      });
    return appLoading;
  }

  async function bootOnce(): Promise<void> {
    let config: AppConfig;
    try {
      config = parseConfigText(await nextConfigText());
    } catch (error) {
      if (error instanceof ConfigError && error.code !== 'unreachable') return showBootFailure({ message: error.message });
      // The network, a server error or no answer in 15 s: trying again can work.
      return showBootFailure({ message: texts.unreachable, retry: { label: texts.retry, run: start } });
    }

    preconnect(config.API_URL);
    const store = useAppStore.getState();
    store.setConfig(config);
    token.keepForTab(tabTokenKey(config.STORAGE_KEY));
    // Silent until a host in HOST_ORIGINS says hello; with USAR_AD the token comes from that host.
    const bridge = createBridge(window, config.HOST_ORIGINS);
    hostBridge = bridge;
    if (config.USAR_AD && (await bridge.connected(HOST_WAIT_MS))) await token.useHost(bridge);
    // The item's requests the entry sent early are adopted, not sent again.
    const api = createApiClient(
      config,
      { token: () => token.current() ?? '', refreshToken: () => token.refresh(), expired: () => token.expired() },
      adoptingEarlyRequests((...args) => fetch(...args)),
    );
    // Nothing waits for storage: what uses it waits for its driver.
    const storage = new Storage(config.STORAGE_KEY);
    void storage.create();
    // For the first source (audio mode) and the prefetch (the rendition the viewer remembered, if read in time).
    const preferences = readPreferencesEarly(storage);
    const sessionKey = (): string | null =>
      progressKey(token.current() !== null, token.viewer(), useAppStore.getState().item?.id);
    const outbox = new ViewOutbox({
      store: storageOutboxStore(storage),
      send: async (view) => {
        const key = sessionKey();
        try {
          await api.saveView(view, () => sessionKey() === key);
        } catch (error) {
          // A 401 that no host can turn (a revoked key, or a token the client asked the host for already): the view
          // stays in the outbox, tried again on its backoff (a minute apart at most), and the viewer is told, once.
          if (refusedForGood(error, () => token.renewable())) useAppStore.getState().tellProgressRefused();
          throw error;
        }
      },
      sessionKey,
    });
    onConnectivityChange((online) => online && outbox.retryNow());
    // Progress that waited for a token (the one in use had expired) goes as soon as a new one comes; an
    // expiry nothing here can renew is told to the viewer and the host.
    token.onRenewed(() => {
      outbox.retryNow();
      useAppStore.getState().setSessionExpired(false);
    });
    token.onExpiry(() => useAppStore.getState().setSessionExpired(true));
    const errors = createErrorReporter((message) => api.logError(message));
    setRuntime({ launch, token, api, storage, bridge, outbox, errors });
    // The item (and the saved view) are asked for now, while the player's code loads.
    const firstItem = store.loadItem();
    onConnectivityChange((online) => useAppStore.getState().setOnline(online));
    // Unhandled errors are reported too (deduplicated and rate-limited).
    window.addEventListener('error', (event) => errors.report(`Unhandled: ${event.message}`));
    window.addEventListener('unhandledrejection', (event) => errors.report(`Unhandled rejection: ${String(event.reason)}`));
    startTelemetryAfterFirstFrame(config, errors, () => token.current());
    connectWindowEvents(window);
    // Toasts wait in the store until the app shows them.
    onAppEvent('Toast', (toast) => useAppStore.getState().showToast(toast, toast.textKey));

    if (!(await playFirstItem(firstItem, config, preferences))) void startApp();
  }

  /** Mounts the first player when the item came; false when there is nothing to play (the app then shows why). */
  async function playFirstItem(
    loading: Promise<PlayerItem | null>,
    config: AppConfig,
    preferences: Promise<Preferences>,
  ): Promise<boolean> {
    const item = await loading;
    if (!item) return false;
    rememberOrigins([config.API_URL, item.urlHls]);
    try {
      const audioStart = await audioStartFor(item, config, preferences);
      // The first segments download alongside the player's code (VHS takes them over): the video's, or the HLS audio
      // rendition's an audio-mode start plays. Not an MP3: the media element asks for it with a range request of its
      // own, as media, which a fetch preload does not match, so it would cross the network twice.
      const source = audioStart?.source ?? choosePlayerSource(item, config);
      const { resumeAt } = useAppStore.getState();
      if (source.type === HLS_TYPE && !item.aoVivo) {
        const size = { width: innerWidth * devicePixelRatio, height: innerHeight * devicePixelRatio };
        const bandwidth = vhsStartingBandwidth();
        const remembered = preferences.then((stored) => stored.audioTrack);
        void prefetchFirstSegments(source.src, { size, bandwidth, segments: !resumeAt, remembered });
      }
      const { startFirstPlayer } = await playerCode;
      await playerLabels;
      const timer = setTimeout(() => void startApp(), APP_DEADLINE_MS);
      startFirstPlayer({ item, config, language, resumeAt, autoplay: launch.autoplay, audioStart }, () => {
        clearTimeout(timer);
        void startApp();
      });
      return true;
    } catch {
      return false;
    }
  }

  function start(): void {
    bootOnce().catch((error: unknown) => {
      devError('Boot failed', error);
      showBootFailure({ message: texts.unreachable, retry: { label: texts.retry, run: () => window.location.reload() } });
    });
  }

  start();
}
