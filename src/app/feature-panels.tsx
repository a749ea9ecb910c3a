import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppStore } from '@/store/app-store';
import type { PanelName } from '@/store/panel-slice';
import { OverlayPanel } from '@/ui/overlay-panel';
import { Spinner } from '@/ui/spinner';
import { PanelBoundary } from './panel-boundary';
import { useStoreOverlay } from './use-store-overlay';
import { useWideFrame } from './use-wide-frame';

// Each panel's code loads when it first opens: none of it is needed to play.
const AssistantPanel = lazy(async () => ({ default: (await import('@/features/assistant/assistant-panel')).AssistantPanel }));
const SummaryPanel = lazy(async () => ({ default: (await import('@/features/summary/summary-panel')).SummaryPanel }));
const ChatPanel = lazy(async () => ({ default: (await import('@/features/chat/chat-panel')).ChatPanel }));
const DownloadMenu = lazy(async () => ({ default: (await import('@/features/download/download-menu')).DownloadMenu }));

const titles: Record<PanelName, string> = { assistant: 'assistant_title', summary: 'summary_title', chat: 'chat_title' };

/** The open feature panel beside (wide) or over (narrow) the player, and the download menu; the chat is a route. */
export function FeaturePanels() {
  const { t } = useTranslation();
  const panel = useAppStore((state) => state.panel);
  const openPanel = useAppStore((state) => state.openPanel);
  const closePanel = useAppStore((state) => state.closePanel);
  const downloadMenu = useAppStore((state) => state.downloadMenu);
  const wide = useWideFrame();
  const location = useLocation();
  const navigate = useNavigate();
  const onChatRoute = /\/chat\/?$/.test(location.pathname);
  const closeDownloadMenu = useAppStore((state) => state.closeDownloadMenu);
  // Escape and back close the assistant, the summary and the download menu; the chat is a route of its own.
  useStoreOverlay(panel && panel !== 'chat' ? panel : null, closePanel);
  useStoreOverlay(downloadMenu ? 'download' : null, closeDownloadMenu);

  // The chat panel and the 'chat' route are one: opening either opens the other, and closing goes back.
  useEffect(() => {
    if (onChatRoute && panel !== 'chat') openPanel('chat');
  }, [onChatRoute]); // eslint-disable-line react-hooks/exhaustive-deps -- only when the route changes
  useEffect(() => {
    if (panel === 'chat' && !onChatRoute) void navigate({ pathname: '/chat', search: location.search });
    if (panel !== 'chat' && onChatRoute) void navigate({ pathname: '/player', search: location.search });
  }, [panel]); // eslint-disable-line react-hooks/exhaustive-deps -- only when the panel changes

  const failed = <p className="panel-status">{t('panel_failed')}</p>;
  return (
    <>
      {panel ? (
        <OverlayPanel
          title={t(titles[panel])}
          closeLabel={panel === 'chat' ? t('chat_back') : t('panel_close')}
          variant={wide ? 'side' : 'sheet'}
          onDismiss={closePanel}
        >
          <PanelBoundary key={panel} fallback={failed}>
            <Suspense fallback={<Spinner />}>
              {panel === 'assistant' ? <AssistantPanel /> : panel === 'summary' ? <SummaryPanel /> : <ChatPanel />}
            </Suspense>
          </PanelBoundary>
        </OverlayPanel>
      ) : null}
      {downloadMenu ? (
        <PanelBoundary fallback={failed}>
          <Suspense fallback={null}>
            <DownloadMenu />
          </Suspense>
        </PanelBoundary>
      ) : null}
    </>
  );
}
