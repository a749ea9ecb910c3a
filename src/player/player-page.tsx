import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/services/api-errors';
import { emitUsage } from '@/services/usage-events';
import { requestItem } from '@/services/item-request';
import { runtime, takeFirstItem } from '@/services/runtime';
import { useAppStore } from '@/store/app-store';
import { hasFirstPlayer } from './first-player';
import { PlayerErrorPanel } from './player-error-panel';
import { reportPlayerLoaded } from './report-player-loaded';
import { useHostResize } from './use-host-resize';
import { VideoPlayer } from './video-player';

/** How long the loading indicator may stay before it turns into an error with a retry. */
const LOAD_TIMEOUT_MS = 30_000;

/** The player page: shows the player boot started, or fetches the item and mounts one; reports PlayerCarregado. */
export function PlayerPage() {
  const { t, i18n } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const [resumeAt, setResumeAt] = useState<number | null>(null);
  // Read once, at mount: the player below adopts the first player in its own (earlier) effect.
  const [adoptsFirstPlayer] = useState(hasFirstPlayer);
  const item = useAppStore((state) => state.item);
  const status = useAppStore((state) => state.playerStatus);
  const error = useAppStore((state) => state.playerError);
  const setItem = useAppStore((state) => state.setItem);
  const failPlayer = useAppStore((state) => state.failPlayer);
  const retryPlayer = useAppStore((state) => state.retryPlayer);
  const config = useAppStore((state) => state.config);
  const audioMode = useAppStore((state) => state.audioMode);
  const loadLike = useAppStore((state) => state.loadLike);
  const { api, launch, bridge, errors } = runtime();
  const pageRef = useRef<HTMLElement>(null);
  useHostResize(pageRef, audioMode, bridge);

  useEffect(() => {
    if (!config) return;
    const hasToken = Boolean(useAppStore.getState().token);
    // The like state is not needed to play; it loads alongside.
    const likes = new AbortController();
    // Boot already plays the first item (first-player.ts): the player below adopts it.
    if (attempt === 0 && adoptsFirstPlayer) {
      if (hasToken) void loadLike(likes.signal);
      return () => likes.abort();
    }
    // Else the first load takes the request boot started; a retry (or a remount) asks again.
    const request = takeFirstItem() ?? requestItem(api, launch, config, hasToken);
    if (!request) {
      failPlayer(t('missing_token'));
      return;
    }
    let cancelled = false;
    if (hasToken) void loadLike(likes.signal);
    Promise.all([request.item, request.view])
      .then(([loadedItem, view]) => {
        if (cancelled) return;
        setResumeAt(view?.posicao ?? null);
        setItem(loadedItem);
      })
      .catch((reason: unknown) => {
        if (cancelled) return;
        failPlayer(reason instanceof ApiError ? reason.message : t('playback_error'));
      });
    return () => {
      cancelled = true;
      request.abort();
      likes.abort();
    };
  }, [api, config, launch, attempt, adoptsFirstPlayer, setItem, failPlayer, loadLike, t]);

  useEffect(() => {
    if (status !== 'loading') return;
    const timer = setTimeout(() => {
      failPlayer(t('load_timeout'));
      errors.report(`Player: not loaded after ${LOAD_TIMEOUT_MS / 1000} s`);
    }, LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [status, attempt, errors, failPlayer, t]);

  const handleError = useCallback(
    (detail: string) => {
      failPlayer(t('playback_error'));
      errors.report(`Player: ${detail}`);
      emitUsage('error', { erro: detail });
      bridge.emit('error', { code: 'playback', message: t('playback_error') });
    },
    [errors, bridge, failPlayer, t],
  );

  const handleRetry = (): void => {
    retryPlayer();
    setAttempt((value) => value + 1);
  };

  return (
    <main ref={pageRef} className={audioMode ? 'player-page sp-audio-mode' : 'player-page'}>
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
          onLoaded={reportPlayerLoaded}
          onError={handleError}
        />
      ) : null}
      {status === 'error' && error ? <PlayerErrorPanel message={error} onRetry={handleRetry} /> : null}
    </main>
  );
}
