import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/store/app-store';
import { Spinner } from '@/ui/spinner';
import './loading-screen.css';

/** Full-screen 'Carregando conteúdo' until PlayerCarregado (or an error ends the wait). */
export function LoadingScreen() {
  const { t } = useTranslation();
  const status = useAppStore((state) => state.playerStatus);
  if (status !== 'loading' && status !== 'idle') return null;
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <Spinner />
      <p>{t('loading_content')}</p>
    </div>
  );
}
