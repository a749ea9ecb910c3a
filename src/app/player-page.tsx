import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportPlayerLoaded } from '@/player/report-player-loaded';
import { handFocusToNextPlayer, VideoPlayer } from '@/player/video-player';
import { runtime } from '@/services/runtime';
import { useAppStore } from '@/store/app-store';
import { offersRetry } from '@/store/item-slice';
import { failureMessage } from './host-events';
import { ExitLessonButton } from './exit-lesson-button';
import { PlayerErrorPanel } from './player-error-panel';
import { useContentHeight } from './use-content-height';

/** The player page: the item's player (boot's, adopted, or a new one), or why there is none with a retry. */
export function PlayerPage() {
  const { t, i18n } = useTranslation();
  const item = useAppStore((state) => state.item);
  const resumeAt = useAppStore((state) => state.resumeAt);
  const status = useAppStore((state) => state.playerStatus);
  const failure = useAppStore((state) => state.playerFailure);
  const config = useAppStore((state) => state.config);
  const audioMode = useAppStore((state) => state.audioMode);
  const loadItem = useAppStore((state) => state.loadItem);
  const failPlayback = useAppStore((state) => state.failPlayback);
  const loadLike = useAppStore((state) => state.loadLike);
  const pageRef = useRef<HTMLElement>(null);
  // The viewer pressed 'Tentar novamente': a failure that comes back takes the focus the panel took with it.
  const [retried, setRetried] = useState(false);
  useContentHeight(pageRef, audioMode);

  // Boot has usually loaded the item already; a page that starts without one loads it.
  useEffect(() => {
    if (useAppStore.getState().playerStatus === 'idle') void loadItem();
  }, [loadItem]);

  // The like state is not needed to play; it loads once the item is there.
  useEffect(() => {
    if (!item) return;
    const likes = new AbortController();
    void loadLike(likes.signal);
    return () => likes.abort();
  }, [item, loadLike]);

  return (
    <main ref={pageRef} className={audioMode ? 'player-page sp-audio-mode' : 'player-page'}>
      <div className="sp-title-row">
        <ExitLessonButton />
        <h1 className={audioMode ? 'sp-audio-title' : 'visually-hidden'}>{item?.titulo ?? t('player_region')}</h1>
      </div>
      {item && config && status !== 'error' ? (
        <VideoPlayer
          resumeAt={resumeAt}
          autoplay={runtime().launch.autoplay}
          item={item}
          config={config}
          language={i18n.language}
          onLoaded={reportPlayerLoaded}
          onError={failPlayback}
        />
      ) : null}
      {/* An alert region that is always there, so a failure is announced when its message lands in it. */}
      <div role="alert" className="player-error-region">
        {status === 'error' && failure ? (
          <PlayerErrorPanel
            message={failureMessage(failure, t)}
            onRetry={
              offersRetry(failure)
                ? () => {
                    setRetried(true);
                    handFocusToNextPlayer();
                    void loadItem();
                  }
                : undefined
            }
            takeFocus={retried}
          />
        ) : null}
      </div>
    </main>
  );
}
