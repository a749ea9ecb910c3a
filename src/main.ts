/**
 * Boot, player first: launch params (token out of the address bar first) → config → services → the item
 * → the first player (first-player.ts). The app itself (React, the router, i18next) loads once the first
 * frame is up, so its code never competes with the video for the network; the player page then adopts
 * the player. Without an item to play (no token, a failed request) the app loads at once and says why.
 */
// First: it configures zod before any schema module is evaluated.
import './services/zod-jitless';
import './app/app.css';
import { connectHostEvents } from './app/host-events';
import { progressKey } from './features/progress/progress-slice';
import { startTelemetry } from './features/telemetry/start-telemetry';
import { injectWebAnalytics } from './features/telemetry/web-analytics';
import { pickLanguage } from './i18n/languages';
import { initialVhsBandwidth } from './player/bandwidth-estimate';
import { choosePlayerSource, HLS_TYPE } from './player/player-source';
import { createApiClient } from './services/api-client';
import { connectWindowEvents, onAppEvent } from './services/app-events';
import { createBridge, type Bridge } from './services/bridge';
import { createErrorReporter } from './services/error-reporter';
import { ConfigError, loadConfig, type AppConfig } from './services/config';
import { vhsStartingBandwidth } from './services/hls-prefetch/first-variant';
import { prefetchFirstSegments } from './services/hls-prefetch/prefetch-first-segments';
import { createHostTokenSource, type HostTokenSource } from './services/host-token';
import { requestItem, type ItemRequest } from './services/item-request';
import { localOutboxStore, ViewOutbox } from './services/view-outbox';
import { setRuntime, takeFirstItem } from './services/runtime';
import { IdleTimer, takeLaunchParams, tokenExpiry, type LaunchParams } from './services/session';
import { Storage } from './services/storage';
import { useAppStore } from './store/app-store';

/** The app loads by then even when the first frame has not come (a slow network): its page takes over the wait. */
const APP_DEADLINE_MS = 10_000;
/** How long a USAR_AD widget waits for its host's hello before it falls back to the URL's token. */
const HOST_WAIT_MS = 3_000;

const launch = takeLaunchParams(window.location, window.history);
const language = pickLanguage(launch.lang, navigator.languages);
if (/iPad|iPhone|iPod/.test(navigator.userAgent)) document.documentElement.classList.add('platform-ios');
// The player's code does not depend on the config: it downloads alongside it (index.html preloads it too).
const playerCode = import('./player/first-player');
// A failed download is handled where it is awaited (the app then loads and mounts its own player).
playerCode.catch(() => undefined);

let appLoading: Promise<void> | null = null;
/** Loads and mounts the app, once. */
function startApp(): Promise<void> {
  appLoading ??= import('./app/mount-app').then(({ mountApp }) => mountApp(language));
  return appLoading;
}

async function boot(): Promise<void> {
  let config: AppConfig;
  try {
    config = await loadConfig();
  } catch (error) {
    const { showBootError } = await import('./app/mount-app');
    showBootError(error instanceof ConfigError ? error.message : 'configuração não encontrada');
    return;
  }

  const store = useAppStore.getState();
  store.setConfig(config);
  store.setToken(launch.token, launch.token ? tokenExpiry(launch.token) : null);
  // Silent until a host in HOST_ORIGINS says hello; with USAR_AD the token comes from that host.
  const bridge = createBridge(window, config.HOST_ORIGINS);
  const hostToken = config.USAR_AD ? await tokenFromHost(bridge) : null;
  const idle = new IdleTimer(() => useAppStore.getState().setIdle(true));
  const api = createApiClient(config, {
    token: () => useAppStore.getState().token ?? '',
    onHeadersBuilt: () => {
      idle.renew();
      if (useAppStore.getState().idle) useAppStore.getState().setIdle(false);
    },
    ...(hostToken ? { refreshToken: () => hostToken.fetch() } : {}),
  });
  // The item (and the saved view) are asked for now, while the player's code loads.
  const firstItem = requestItem(api, launch, config, Boolean(useAppStore.getState().token));
  const storage = new Storage(config.STORAGE_KEY);
  await storage.create();
  const outbox = new ViewOutbox({
    store: localOutboxStore(`${config.STORAGE_KEY}view_outbox`),
    send: async (view) => void (await api.saveView(view)),
    sessionKey: () => progressKey(useAppStore.getState().token, useAppStore.getState().item?.id),
  });
  window.addEventListener('online', () => outbox.retryNow());
  const errors = createErrorReporter((message) => api.logError(message));
  setRuntime({ launch, api, storage, firstItem, bridge, outbox, errors });
  // Unhandled errors are reported too (deduplicated and rate-limited).
  window.addEventListener('error', (event) => errors.report(`Unhandled: ${event.message}`));
  window.addEventListener('unhandledrejection', (event) => errors.report(`Unhandled rejection: ${String(event.reason)}`));
  startTelemetry(config, errors);
  injectWebAnalytics(config.WEB_ANALYTICS_ID);
  connectWindowEvents(window);
  // Toasts wait in the store until the app shows them.
  onAppEvent('Toast', (toast) => useAppStore.getState().showToast(toast));
  connectHostEvents(bridge);

  if (!(await playFirstItem(firstItem, config, launch))) void startApp();
}

/**
 * Mounts the first player when the item came; false when there is nothing to play yet (the player page
 * then takes the request boot started, and shows its error).
 */
async function playFirstItem(request: ItemRequest | null, config: AppConfig, params: LaunchParams): Promise<boolean> {
  if (!request) return false;
  try {
    const [item, view] = await Promise.all([request.item, request.view]);
    // The first segments download alongside the player's code (VHS takes them over).
    const source = choosePlayerSource(item, config);
    if (source.type === HLS_TYPE && !item.aoVivo) {
      const size = { width: innerWidth * devicePixelRatio, height: innerHeight * devicePixelRatio };
      const bandwidth = vhsStartingBandwidth(initialVhsBandwidth());
      void prefetchFirstSegments(source.src, { size, bandwidth, segments: !view?.posicao });
    }
    const { startFirstPlayer } = await playerCode;
    takeFirstItem();
    useAppStore.getState().setItem(item);
    const timer = setTimeout(() => void startApp(), APP_DEADLINE_MS);
    startFirstPlayer({ item, config, language, resumeAt: view?.posicao ?? null, autoplay: params.autoplay }, () => {
      clearTimeout(timer);
      void startApp();
    });
    return true;
  } catch {
    return false;
  }
}

/** USAR_AD: the host's token replaces the URL's; it is renewed before it expires and after a 401. */
async function tokenFromHost(bridge: Bridge): Promise<HostTokenSource | null> {
  if (!(await bridge.connected(HOST_WAIT_MS))) return null;
  const source = createHostTokenSource(bridge, (token, expiresAt) => useAppStore.getState().setToken(token, expiresAt));
  return (await source.fetch()) ? source : null;
}

void boot();
