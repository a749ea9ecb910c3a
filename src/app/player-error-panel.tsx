import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { focusLeftWithPlayer } from '@/player/video-player';
import './error-screen.css';

/**
 * The player's error state: the catalogue message and, where trying again can succeed, a way to (shown in the
 * page's alert region). `takeFocus`: the viewer's retry ended here again, and their focus went with the panel
 * it was on: it comes back to the retry (or the message), never left on the page's body. The same when the
 * failure took the player the focus was in (the viewer had pressed 'Tocar', say).
 */
export function PlayerErrorPanel({
  message,
  onRetry,
  takeFocus = false,
}: {
  message: string;
  onRetry?: () => void;
  takeFocus?: boolean;
}) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!takeFocus && !focusLeftWithPlayer()) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    (panel.current?.querySelector('button') ?? panel.current?.querySelector('p'))?.focus();
  }, [takeFocus]);
  return (
    <div className="player-error" ref={panel}>
      <p data-testid="player-error-message" tabIndex={-1}>
        {message}
      </p>
      {onRetry ? (
        <button type="button" onClick={onRetry}>
          {t('retry')}
        </button>
      ) : null}
    </div>
  );
}
