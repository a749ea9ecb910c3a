/**
 * Boot, player first: the token and launch params out of the URL → config → services → the item (the
 * store's one loading path) → the first player (first-player.ts). The app itself (React, the router,
 * i18next) loads once the first frame is up, so its code never competes with the video for the network;
 * the player page then adopts the player. Without an item to play (no token, a failed request) the app
 * loads at once and says why.
 */
// First: it configures zod before any schema module is evaluated.
import './services/zod-jitless';
import './app/app.css';
import { failureVariant, showBootFailure } from './boot/boot-failure-screen';
import { bootTexts } from './boot/boot-messages';
import { startTelemetryAfterFirstFrame } from './features/telemetry/after-first-frame';
import { pickLanguage } from './i18n/languages';
import { choosePlayerSource, HLS_TYPE } from './player/player-source';
import { loadVideoJsDictionary } from './player/video-js-dictionaries';
import { createApiClient } from './services/api-client';
import type { PlayerItem } from './services/api-contract';
import { connectWindowEvents, onAppEvent } from './services/app-events';
import { AuthToken, takeUrlToken } from './services/auth-token';
import { vhsStartingBandwidth } from './services/bandwidth-estimate';
import { createBridge, type Bridge } from './services/bridge';
import { CHUNK_TIMEOUT_MS, loadChunk, setRedeployCheck, withDeadline } from './services/chunk-loader';
import { ConfigError, loadConfig, type AppConfig } from './services/config';
import { onConnectivityChange } from './services/connectivity';
import { preconnect, preconnectRemembered, rememberOrigins } from './services/preconnect';
import { createErrorReporter } from './services/error-reporter';
import { prefetchFirstSegments } from './services/hls-prefetch/prefetch-first-segments';
import { readLaunchParams } from './services/launch-params';
import { reloadIfRedeployed } from './services/redeploy';
import { setRuntime } from './services/runtime';
import { Storage } from './services/storage';
import { storageOutboxStore, ViewOutbox } from './services/view-outbox';
import { useAppStore } from './store/app-store';
import { progressKey } from './features/progress/progress-slice';

/** The app loads by then even when the first frame has not come (a slow network): its page takes over the wait. */
const APP_DEADLINE_MS = 10_000;
/** How long a USAR_AD widget waits for its host's hello before it falls back to the URL's token. */
const HOST_WAIT_MS = 3_000;

// The token leaves the address bar before anything else runs.
const token = new AuthToken(takeUrlToken(window.location, window.history));
const launch = readLaunchParams(window.location);
const language = pickLanguage(launch.lang, navigator.languages);
if (/iPad|iPhone|iPod/.test(navigator.userAgent)) document.documentElement.classList.add('platform-ios');
const texts = bootTexts[language];
// A chunk that fails because a deploy renamed the chunks reloads the page once (the token is kept for the tab).
setRedeployCheck(() => reloadIfRedeployed({ entryUrl: import.meta.url, pageUrl: window.location.href }));
// The player's code does not depend on the config: it downloads alongside it (index.html preloads it too).
const playerCode = loadChunk(() => import('./player/first-player'));
// A failed download is handled where it is awaited (the app then loads and mounts its own player).
playerCode.catch(() => undefined);
// Video.js's labels in the viewer's language, a small chunk of their own (without them: English labels).
const playerLabels = withDeadline(loadVideoJsDictionary(language), CHUNK_TIMEOUT_MS).catch(() => undefined);
// A returning viewer's connections to the API and the media open while the config loads.
preconnectRemembered();

/** Set once the config is in: load failures after that are told to the host too. */
let hostBridge: Bridge | null = null;
let appLoading: Promise<void> | null = null;

/** Loads and mounts the app, once; code that does not load shows why, with a retry that loads it again. */
function startApp(): Promise<void> {
  appLoading ??= loadChunk(() => import('./app/mount-app'))
    .then(({ mountApp }) => mountApp(language))
    .catch(() => {
      appLoading = null;
      hostBridge?.fail('network', texts.unreachable);
      hostBridge?.emit('error', { code: 'network', message: texts.unreachable });
      showBootFailure({
        message: texts.unreachable,
        variant: failureVariant(),
        retry: { label: texts.retry, run: () => void startApp() },
      });
    });
  return appLoading;
}

async function boot(): Promise<void> {
  let config: AppConfig;
  try {
    config = await loadConfig();
  } catch (error) {
    if (error instanceof ConfigError && error.code !== 'unreachable') return showBootFailure({ message: error.message });
    // The network, a server error or no answer in 15 s: trying again can work.
    return showBootFailure({ message: texts.unreachable, retry: { label: texts.retry, run: start } });
  }

  preconnect(config.API_URL);
  const store = useAppStore.getState();
  store.setConfig(config);
  token.keepForTab(`${config.STORAGE_KEY}token`);
  // Silent until a host in HOST_ORIGINS says hello; with USAR_AD the token comes from that host.
  const bridge = createBridge(window, config.HOST_ORIGINS);
  hostBridge = bridge;
  if (config.USAR_AD && (await bridge.connected(HOST_WAIT_MS))) await token.useHost(bridge);
  const api = createApiClient(config, { token: () => token.current() ?? '', refreshToken: () => token.refresh() });
  // Nothing waits for storage: what uses it waits for its driver.
  const storage = new Storage(config.STORAGE_KEY);
  void storage.create();
  const outbox = new ViewOutbox({
    store: storageOutboxStore(storage),
    send: async (view) => void (await api.saveView(view)),
    sessionKey: () => progressKey(token.current() !== null, token.viewer(), useAppStore.getState().item?.id),
  });
  onConnectivityChange((online) => online && outbox.retryNow());
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
  onAppEvent('Toast', (toast) => useAppStore.getState().showToast(toast));

  if (!(await playFirstItem(firstItem, config))) void startApp();
}

/** Mounts the first player when the item came; false when there is nothing to play (the app then shows why). */
async function playFirstItem(loading: Promise<PlayerItem | null>, config: AppConfig): Promise<boolean> {
  const item = await loading;
  if (!item) return false;
  rememberOrigins([config.API_URL, item.urlHls]);
  try {
    // The first segments download alongside the player's code (VHS takes them over).
    const source = choosePlayerSource(item, config);
    const { resumeAt } = useAppStore.getState();
    if (source.type === HLS_TYPE && !item.aoVivo) {
      const size = { width: innerWidth * devicePixelRatio, height: innerHeight * devicePixelRatio };
      const bandwidth = vhsStartingBandwidth();
      void prefetchFirstSegments(source.src, { size, bandwidth, segments: !resumeAt });
    }
    const { startFirstPlayer } = await playerCode;
    await playerLabels;
    const timer = setTimeout(() => void startApp(), APP_DEADLINE_MS);
    startFirstPlayer({ item, config, language, resumeAt, autoplay: launch.autoplay }, () => {
      clearTimeout(timer);
      void startApp();
    });
    return true;
  } catch {
    return false;
  }
}

/** Boots; what nothing else handled ends on the failure screen, whose retry loads the page again. */
function start(): void {
  boot().catch((error: unknown) => {
    console.error('Boot failed', error);
    showBootFailure({ message: texts.unreachable, retry: { label: texts.retry, run: () => window.location.reload() } });
  });
}

start();
