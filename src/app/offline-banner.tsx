import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/store/app-store';

/** 'Sem conexão à internet.' slides down while the browser is offline and away when it returns. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useAppStore((state) => state.online);
  const setOnline = useAppStore((state) => state.setOnline);

  useEffect(() => {
    const handleOnline = (): void => setOnline(true);
    const handleOffline = (): void => setOnline(false);
    window.addEventListener('online', handleOnline);
    window.addEventListener('offline', handleOffline);
    setOnline(navigator.onLine);
    return () => {
      window.removeEventListener('online', handleOnline);
      window.removeEventListener('offline', handleOffline);
    };
  }, [setOnline]);

  return (
    <div
      className={`offline-banner${online ? '' : ' is-visible'}`}
      role="alert"
      aria-hidden={online}
      data-testid="offline-banner"
    >
      {online ? null : t('offline')}
    </div>
  );
}
