import { useTranslation } from 'react-i18next';
import './error-screen.css';

/** The player's error state: the catalogue message and, where trying again can succeed, a way to (shown in the page's alert region). */
export function PlayerErrorPanel({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="player-error">
      <p data-testid="player-error-message">{message}</p>
      {onRetry ? (
        <button type="button" onClick={onRetry}>
          {t('retry')}
        </button>
      ) : null}
    </div>
  );
}
