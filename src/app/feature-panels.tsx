import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/store/app-store';
import type { PanelName } from '@/store/overlay-slice';
import { OverlayPanel } from '@/ui/overlay-panel';
import { Spinner } from '@/ui/spinner';
import { PanelBoundary } from './panel-boundary';
import { useChatPath } from './use-chat-path';
import { useWideFrame } from './use-wide-frame';

// Each panel's code loads when it first opens: none of it is needed to play.
const AssistantPanel = lazy(async () => ({ default: (await import('@/features/assistant/assistant-panel')).AssistantPanel }));
const SummaryPanel = lazy(async () => ({ default: (await import('@/features/summary/summary-panel')).SummaryPanel }));
const TranscriptPanel = lazy(async () => ({
  default: (await import('@/features/transcript/transcript-panel')).TranscriptPanel,
}));
const ChatPanel = lazy(async () => ({ default: (await import('@/features/chat/chat-panel')).ChatPanel }));
const DownloadMenu = lazy(async () => ({ default: (await import('@/features/download/download-menu')).DownloadMenu }));

const titles: Record<PanelName, string> = {
  assistant: 'assistant_title',
  summary: 'summary_title',
  transcript: 'transcript_title',
  chat: 'chat_title',
};
const panels: Record<PanelName, ComponentType> = {
  assistant: AssistantPanel,
  summary: SummaryPanel,
  transcript: TranscriptPanel,
  chat: ChatPanel,
};

/** The open feature panel beside (wide) or over (narrow) the player, and the download menu; the chat is a route. */
export function FeaturePanels() {
  const { t } = useTranslation();
  const panel = useAppStore((state) => state.panel);
  const closePanel = useAppStore((state) => state.closePanel);
  const downloadMenu = useAppStore((state) => state.downloadMenu);
  const wide = useWideFrame();
  useChatPath();

  const Panel = panel ? panels[panel] : null;
  const failed = <p className="panel-status">{t('panel_failed')}</p>;
  return (
    <>
      {panel && Panel ? (
        <OverlayPanel
          title={t(titles[panel])}
          closeLabel={panel === 'chat' ? t('chat_back') : t('panel_close')}
          variant={wide ? 'side' : 'sheet'}
          onDismiss={closePanel}
        >
          <PanelBoundary key={panel} fallback={failed}>
            <Suspense fallback={<Spinner />}>
              <Panel />
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
