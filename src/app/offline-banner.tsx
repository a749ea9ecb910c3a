import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/store/app-store';
import './offline-banner.css';

/** 'Sem conexão à internet.' slides down while the browser is offline and away when it returns. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useAppStore((state) => state.online);

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
