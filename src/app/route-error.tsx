import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { failureVariant, hideBootFailure, showBootFailure } from '@/boot/boot-failure-screen';
import { bootTexts } from '@/boot/boot-messages';
import { uiLanguage } from '@/i18n/languages';
import { ChunkLoadError } from '@/services/chunk-loader';
import { runtime } from '@/services/runtime';
import { devError } from '@/services/dev-console';

/**
 * The router's error element: a route's code that did not load, or a screen that crashed. It shows boot's
 * failure (over the first player as a bar when that one still plays) and tells the host; its retry loads
 * the page again (the token is kept for the tab, the progress in the outbox).
 */
export function RouteError() {
  const error = useRouteError();
  const { i18n } = useTranslation();
  const language = uiLanguage(i18n.language);
  // The host hears each failure once (a change of language rewords the screen, it is no new failure).
  useEffect(() => {
    const texts = bootTexts[uiLanguage(i18n.language)];
    if (!(error instanceof ChunkLoadError)) devError('Route failed', error);
    runtime().bridge.fail({ code: 'network', message: error instanceof ChunkLoadError ? texts.unreachable : texts.failed });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the language at the failure, not later ones
  }, [error]);
  useEffect(() => {
    const texts = bootTexts[language];
    const message = error instanceof ChunkLoadError ? texts.unreachable : texts.failed;
    showBootFailure({
      message,
      variant: failureVariant(),
      retry: { label: texts.retry, run: () => window.location.reload() },
    });
    return () => hideBootFailure();
  }, [error, language]);
  return null;
}
