import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/services/api-errors';
import { emitAppEvent } from '@/services/app-events';
import { runtime } from '@/services/runtime';
import { useAppStore } from '@/store/app-store';
import { PlayerErrorPanel } from './player-error-panel';
import { VideoPlayer } from './video-player';

/** How long the loading indicator may stay before it turns into an error with a retry. */
const LOAD_TIMEOUT_MS = 30_000;

/** The player page: fetches the item, mounts the player, reports PlayerCarregado. */
export function PlayerPage() {
  const { t, i18n } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const [resumeAt, setResumeAt] = useState<number | null>(null);
  const item = useAppStore((state) => state.item);
  const status = useAppStore((state) => state.playerStatus);
  const error = useAppStore((state) => state.playerError);
  const setItem = useAppStore((state) => state.setItem);
  const failPlayer = useAppStore((state) => state.failPlayer);
  const retryPlayer = useAppStore((state) => state.retryPlayer);
  const markPlayerLoaded = useAppStore((state) => state.markPlayerLoaded);
  const config = useAppStore((state) => state.config);
  const audioMode = useAppStore((state) => state.audioMode);
  const loadLike = useAppStore((state) => state.loadLike);
  const { api, launch } = runtime();

  useEffect(() => {
    if (!launch.token && !launch.idProducaoRoteiro) {
      failPlayer(t('missing_token'));
      return;
    }
    const controller = new AbortController();
    // The like state is not needed to play; it loads alongside.
    if (launch.token) void loadLike(controller.signal);
    // The saved view is asked for alongside the item, never after it; a failure only means no resume.
    const savedView =
      config?.SALVAR_VISUALIZACAO && !launch.preview ? api.getView(controller.signal).catch(() => null) : Promise.resolve(null);
    api
      .player({ versao: launch.versao, idProducaoRoteiro: launch.idProducaoRoteiro, preview: launch.preview }, controller.signal)
      .then(async (item) => {
        const view = await savedView;
        setResumeAt(view?.posicao ?? null);
        setItem(item);
      })
      .catch((reason: unknown) => {
        if (controller.signal.aborted) return;
        failPlayer(reason instanceof ApiError ? reason.message : t('playback_error'));
      });
    return () => controller.abort();
  }, [api, config, launch, attempt, setItem, failPlayer, loadLike, t]);

  useEffect(() => {
    if (status !== 'loading') return;
    const timer = setTimeout(() => {
      failPlayer(t('load_timeout'));
      api.logError(`Player: not loaded after ${LOAD_TIMEOUT_MS / 1000} s`).catch(() => undefined);
    }, LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [status, attempt, api, failPlayer, t]);

  const handleLoaded = useCallback(() => {
    markPlayerLoaded();
    emitAppEvent('PlayerCarregado', { tempocarga: Math.round(performance.now()) });
  }, [markPlayerLoaded]);

  const handleError = useCallback(
    (detail: string) => {
      failPlayer(t('playback_error'));
      api.logError(`Player: ${detail}`).catch(() => undefined);
    },
    [api, failPlayer, t],
  );

  const handleRetry = (): void => {
    retryPlayer();
    setAttempt((value) => value + 1);
  };

  return (
    <main className={audioMode ? 'player-page sp-audio-mode' : 'player-page'}>
      <h1 className={audioMode ? 'sp-audio-title' : 'visually-hidden'}>{item?.titulo ?? t('player_region')}</h1>
      {item && config && status !== 'error' ? (
        <VideoPlayer
          key={attempt}
          resumeAt={resumeAt}
          autoplay={launch.autoplay}
          item={item}
          config={config}
          language={i18n.language}
          label={t('player_region')}
          onLoaded={handleLoaded}
          onError={handleError}
        />
      ) : null}
      {status === 'error' && error ? <PlayerErrorPanel message={error} onRetry={handleRetry} /> : null}
    </main>
  );
}
