import { useTranslation } from 'react-i18next';
import './download-menu.css';
import { useAppStore } from '@/store/app-store';
import { OverlayPanel } from '@/ui/overlay-panel';
import type { DownloadQuality } from './download-api';

/** The download menu (title 'Download', back 'Voltar'): its options, the running download and its cancel, a retry. */
export function DownloadMenu() {
  const { t } = useTranslation();
  const variant = useAppStore((state) => state.downloadMenu);
  const status = useAppStore((state) => state.downloadStatus);
  const progress = useAppStore((state) => state.downloadProgress);
  const failedQuality = useAppStore((state) => state.downloadQuality);
  const startDownload = useAppStore((state) => state.startDownload);
  const cancelDownload = useAppStore((state) => state.cancelDownload);
  const closeDownloadMenu = useAppStore((state) => state.closeDownloadMenu);
  if (!variant) return null;
  const options: [DownloadQuality, string][] = [
    ['alta', t('download_original')],
    ['baixa', t('download_processed')],
    ...(variant === 'audio' ? ([['audio', t('download_audio')]] as [DownloadQuality, string][]) : []),
  ];
  return (
    <OverlayPanel title={t('download_title')} closeLabel={t('download_back')} onDismiss={closeDownloadMenu}>
      {status === 'running' ? (
        <div className="download-running">
          <div
            className="download-progress"
            role="progressbar"
            aria-label={t('download_title')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
          >
            <div className="download-progress-bar" style={{ width: `${progress}%` }} />
          </div>
          <button type="button" onClick={cancelDownload}>
            {t('download_cancel')}
          </button>
        </div>
      ) : (
        <ul className="download-options">
          {options.map(([quality, label]) => (
            <li key={quality}>
              <button type="button" data-quality={quality} onClick={() => void startDownload(quality)}>
                {label}
              </button>
            </li>
          ))}
        </ul>
      )}
      {/* There while the menu is open, so the progress is announced as it lands in it. */}
      <p className="download-status" role="status">
        {status === 'running' ? t('download_progress', { percent: progress }) : ''}
      </p>
      {status === 'failed' && failedQuality ? (
        <div className="download-failed" role="alert">
          <p>{t('download_failed')}</p>
          <button type="button" onClick={() => void startDownload(failedQuality)}>
            {t('retry')}
          </button>
        </div>
      ) : null}
    </OverlayPanel>
  );
}
