/** Boot: launch params (token out of the address bar first) → config → i18n and storage → render. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import './app/app.css';
import { BootErrorScreen } from './app/boot-error-screen';
import { connectHostEvents } from './app/host-events';
import { progressKey } from './features/progress/progress-slice';
import { startTelemetry } from './features/telemetry/start-telemetry';
import { injectWebAnalytics } from './features/telemetry/web-analytics';
import { createRouter } from './app/router';
import { initI18n, pickLanguage } from './i18n/i18n';
import { createApiClient } from './services/api-client';
import { connectWindowEvents } from './services/app-events';
import { createBridge, type Bridge } from './services/bridge';
import { createErrorReporter } from './services/error-reporter';
import { ConfigError, loadConfig } from './services/config';
import { createHostTokenSource, type HostTokenSource } from './services/host-token';
import { requestItem } from './services/item-request';
import { localOutboxStore, ViewOutbox } from './services/view-outbox';
import { setRuntime } from './services/runtime';
import { IdleTimer, takeLaunchParams, tokenExpiry } from './services/session';
import { Storage } from './services/storage';
import { useAppStore } from './store/app-store';

const launch = takeLaunchParams(window.location, window.history);
if (/iPad|iPhone|iPod/.test(navigator.userAgent)) document.documentElement.classList.add('platform-ios');

async function boot(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) return;
  const root = createRoot(container);
  // Neither the language file nor the player's code depends on the config: fetch them alongside it.
  const i18nReady = initI18n(pickLanguage(launch.lang, navigator.languages));
  void import('./player/player-page');
  let config;
  try {
    config = await loadConfig();
  } catch (error) {
    root.render(<BootErrorScreen message={error instanceof ConfigError ? error.message : 'configuração não encontrada'} />);
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
  // The item (and the saved view) are asked for now, while the language file and the player's code load.
  const firstItem = requestItem(api, launch, config, Boolean(useAppStore.getState().token));
  const storage = new Storage(config.STORAGE_KEY);
  await Promise.all([i18nReady, storage.create()]);
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
  connectHostEvents(bridge);

  const basename = new URL('.', window.location.href).pathname.replace(/\/$/, '') || '/';
  root.render(
    <StrictMode>
      <RouterProvider router={createRouter(basename)} />
    </StrictMode>,
  );
}

/** How long a USAR_AD widget waits for its host's hello before it falls back to the URL's token. */
const HOST_WAIT_MS = 3_000;

/** USAR_AD: the host's token replaces the URL's; it is renewed before it expires and after a 401. */
async function tokenFromHost(bridge: Bridge): Promise<HostTokenSource | null> {
  if (!(await bridge.connected(HOST_WAIT_MS))) return null;
  const source = createHostTokenSource(bridge, (token, expiresAt) => useAppStore.getState().setToken(token, expiresAt));
  return (await source.fetch()) ? source : null;
}

void boot();
