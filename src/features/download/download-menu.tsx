import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import './download-menu.css';
import { useAppStore } from '@/store/app-store';
import { availableDownloads } from '@/store/available-downloads';
import type { DownloadQuality } from './download-api';
import { downloadLabel } from './download-label';
import type { DownloadOffer } from './download-state';
import { openInNewTab, type DownloadFailureReason } from './download-file';

/** The menu's wording of each reason a download saved nothing. */
const failureKeys: Record<DownloadFailureReason, string> = {
  'not-a-file': 'download_not_a_file',
  interrupted: 'download_interrupted',
  failed: 'download_failed',
};

/**
 * The download menu's content (app/feature-panels.tsx puts it in its dialog, title 'Download', back 'Voltar'):
 * its options, the running download and its cancel, why a download failed with a retry, and, in a sandboxed frame,
 * the file offered through the host page or a new tab.
 */
export function DownloadMenu() {
  const { t, i18n } = useTranslation();
  const variant = useAppStore((state) => state.downloadMenu);
  const config = useAppStore((state) => state.config);
  const item = useAppStore((state) => state.item);
  const status = useAppStore((state) => state.downloadStatus);
  const progress = useAppStore((state) => state.downloadProgress);
  const failedQuality = useAppStore((state) => state.downloadQuality);
  const failure = useAppStore((state) => state.downloadFailure);
  const offer = useAppStore((state) => state.downloadOffer);
  const audioRenditions = useAppStore((state) => state.audioRenditions);
  const startDownload = useAppStore((state) => state.startDownload);
  const cancelDownload = useAppStore((state) => state.cancelDownload);
  const clearDownloadOffer = useAppStore((state) => state.clearDownloadOffer);
  // The offer belongs to this opening of the menu.
  useEffect(() => clearDownloadOffer, [clearDownloadOffer]);
  if (!variant) return null;
  // Only the files the item has: the MP3 in audio mode when there is one (services/download-formats.ts).
  const options = availableDownloads({ config, item }, variant);
  const label = (quality: DownloadQuality): string => {
    const { key, name } = downloadLabel(quality, item, audioRenditions, i18n.language);
    return t(key, { name });
  };
  return (
    <>
      {/*
        The menu's live regions are there from its first render, empty, and each message lands in one (a region
        created together with its text is not announced by some screen readers): why a download failed, with
        its retry, in an alert; first, so that a short frame shows why before the options.
      */}
      <div className="download-alert" role="alert">
        {status === 'failed' && failedQuality ? (
          <div className="download-failed">
            <p>{t(failureKeys[failure ?? 'failed'])}</p>
            <button type="button" onClick={() => void startDownload(failedQuality)}>
              {t('retry')}
            </button>
          </div>
        ) : null}
      </div>
      {/* A file offered through the host page or a new tab (a sandboxed frame), in a status. */}
      <div className="download-offer-region" role="status">
        {offer && status !== 'running' ? <DownloadOfferNote offer={offer} /> : null}
      </div>
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
          {options.map((quality) => (
            <li key={quality}>
              <button type="button" data-quality={quality} onClick={() => void startDownload(quality)}>
                {label(quality)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {/* There while the menu is open, so the progress is announced as it lands in it. */}
      <p className="download-status" role="status">
        {status === 'running' ? t('download_progress', { percent: progress }) : ''}
      </p>
    </>
  );
}

/**
 * A file the sandboxed frame may not have saved: handed to the host page, and a link to open it in a new tab;
 * when the frame may not open one either, it says so beside the link. It is put in the menu's status region
 * (above), and so is what it says later. The link's signed token is short-lived (10 minutes): before it runs
 * out the link gives way to a button that asks for a fresh one, so a tab never opens on the API's refusal.
 * The focus goes from the expiring link to that button, and from the button to the fresh link.
 */
function DownloadOfferNote({ offer }: { offer: DownloadOffer }) {
  const { t } = useTranslation();
  const renewDownloadOffer = useAppStore((state) => state.renewDownloadOffer);
  const [shownUrl, setShownUrl] = useState(offer.url);
  const [tabBlocked, setTabBlocked] = useState(false);
  const [expired, setExpired] = useState(false);
  const [renewing, setRenewing] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  const renewButton = useRef<HTMLButtonElement>(null);
  const moveFocus = useRef<'link' | 'renew' | null>(null);
  // A renewed link is offered anew.
  if (shownUrl !== offer.url) {
    setShownUrl(offer.url);
    setExpired(false);
    setTabBlocked(false);
  }
  const expire = (): void => {
    if (document.activeElement === link.current) moveFocus.current = 'renew';
    setExpired(true);
  };
  useEffect(() => {
    if (expired) return;
    const timer = setTimeout(expire, Math.max(0, offer.usableUntil - Date.now()));
    return () => clearTimeout(timer);
  }, [expired, offer.usableUntil]);
  useEffect(() => {
    const target = moveFocus.current === 'renew' ? renewButton.current : moveFocus.current === 'link' ? link.current : null;
    if (!target) return;
    target.focus();
    moveFocus.current = null;
  });
  const handleOpenTab = (event: MouseEvent<HTMLAnchorElement>): void => {
    event.preventDefault();
    // The timer of a tab in the background may not have fired yet.
    if (Date.now() >= offer.usableUntil) return expire();
    setTabBlocked(!openInNewTab(offer.url));
  };
  const handleRenew = (): void => {
    if (renewing) return;
    const hadFocus = document.activeElement === renewButton.current;
    setRenewing(true);
    void renewDownloadOffer().finally(() => {
      if (hadFocus) moveFocus.current = 'link';
      setRenewing(false);
    });
  };
  return (
    <div className="download-offer">
      {offer.viaHost ? <p>{t('download_offer_host')}</p> : null}
      {expired ? (
        <>
          <p>{t('download_link_expired')}</p>
          <button ref={renewButton} type="button" aria-disabled={renewing} onClick={handleRenew}>
            {t('download_renew_link')}
          </button>
        </>
      ) : (
        <>
          <p>{t('download_offer_tab')}</p>
          <a ref={link} href={offer.url} target="_blank" rel="noopener" onClick={handleOpenTab}>
            {t('download_open_tab')}
          </a>
          {tabBlocked ? <p className="download-tab-blocked">{t('download_tab_blocked')}</p> : null}
        </>
      )}
    </div>
  );
}
