/** The app (React, the router, i18next): loaded by boot once the first frame is up, or at once when there is none to wait for. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { initI18n } from '@/i18n/i18n';
import { runtime } from '@/services/runtime';
import type { Language } from '@/i18n/languages';
import { loadVideoCommand } from '@/player/host/host-commands';
import { connectHostEvents } from './host-events';
import { createRouter } from './router';
import { isChatPath } from './panel-history';
import { useAppStore } from '@/store/app-store';
import { forgetItemOnChange } from '@/store/item-change';
// Before anything renders: the store's hook needs React.
import '@/store/react-binding';

function rootContainer(): HTMLElement {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root.');
  return container;
}

export async function mountApp(language: Language): Promise<void> {
  const i18n = await initI18n(language);
  connectHostEvents(runtime().bridge, (key) => i18n.t(key));
  // What belongs to one item (its summary, the conversation, open panels) exists once the app is up, and goes with it.
  forgetItemOnChange(useAppStore);
  // Another item may replace one that failed (no player answers then) or one still loading.
  runtime().bridge.serve({ loadVideo: loadVideoCommand((token) => useAppStore.getState().loadVideo(token)) });
  const basename = new URL('.', window.location.href).pathname.replace(/\/$/, '') || '/';
  // The store is the one source of what is open; a start at /chat opens the chat once.
  if (isChatPath(window.location.pathname)) useAppStore.getState().openPanel('chat');
  createRoot(rootContainer()).render(
    <StrictMode>
      <RouterProvider router={createRouter(basename)} />
    </StrictMode>,
  );
}
