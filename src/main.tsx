/** Boot: launch params (token out of the address bar first) → config → i18n and storage → render. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import './app/app.css';
import { BootErrorScreen } from './app/boot-error-screen';
import { createRouter } from './app/router';
import { initI18n, pickLanguage } from './i18n/i18n';
import { createApiClient } from './services/api-client';
import { connectWindowEvents } from './services/app-events';
import { ConfigError, loadConfig } from './services/config';
import { requestItem } from './services/item-request';
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
  if (!/\/chat\/?$/.test(window.location.pathname)) void import('./player/player-page');
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
  const idle = new IdleTimer(() => useAppStore.getState().setIdle(true));
  const api = createApiClient(config, {
    token: () => useAppStore.getState().token ?? '',
    onHeadersBuilt: () => {
      idle.renew();
      if (useAppStore.getState().idle) useAppStore.getState().setIdle(false);
    },
  });
  // The item (and the saved view) are asked for now, while the language file and the player's code load.
  const firstItem = requestItem(api, launch, config);
  const storage = new Storage(config.STORAGE_KEY);
  await Promise.all([i18nReady, storage.create()]);
  setRuntime({ launch, api, storage, firstItem });
  connectWindowEvents(window);

  const basename = new URL('.', window.location.href).pathname.replace(/\/$/, '') || '/';
  root.render(
    <StrictMode>
      <RouterProvider router={createRouter(basename)} />
    </StrictMode>,
  );
}

void boot();
