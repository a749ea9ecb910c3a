import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/store/app-store';
import './offline-banner.css';

/** 'Sem conexão à internet.' slides down while the browser is offline and away when it returns. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useAppStore((state) => state.online);

  return (
    // Always there and empty while online: an alert region the message lands in, so it is announced.
    <div className={`offline-banner${online ? '' : ' is-visible'}`} role="alert" data-testid="offline-banner">
      {online ? null : t('offline')}
    </div>
  );
}
