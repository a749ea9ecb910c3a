/** The app (React, the router, i18next): loaded by boot once the first frame is up, or at once when there is none to wait for. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { initI18n } from '@/i18n/i18n';
import type { Language } from '@/i18n/languages';
import { BootErrorScreen } from './boot-error-screen';
import { createRouter } from './router';

function rootContainer(): HTMLElement {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root.');
  return container;
}

export async function mountApp(language: Language): Promise<void> {
  await initI18n(language);
  const basename = new URL('.', window.location.href).pathname.replace(/\/$/, '') || '/';
  createRoot(rootContainer()).render(
    <StrictMode>
      <RouterProvider router={createRouter(basename)} />
    </StrictMode>,
  );
}

/** Start-up stopped (a bad config): its message, full screen. */
export function showBootError(message: string): void {
  createRoot(rootContainer()).render(<BootErrorScreen message={message} />);
}
