import { useTranslation } from 'react-i18next';
import './error-screen.css';

/** The player's error state: the catalogue message and a way to try again. */
export function PlayerErrorPanel({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="player-error" role="alert">
      <p data-testid="player-error-message">{message}</p>
      <button type="button" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
