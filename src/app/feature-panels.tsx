import { Suspense, use, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { loadChunk } from '@/services/chunk-loader';
import { useAppStore } from '@/store/app-store';
import type { PanelName } from '@/store/overlay-slice';
import { downloadMenuOpeners, panelOpeners } from '@/player/control-bar/panel-openers';
import { OverlayPanel } from '@/ui/overlay-panel';
import { PanelLoading } from '@/ui/spinner';
import { PanelBoundary } from './panel-boundary';
import { usePanelHistory } from './use-panel-history';
import { useWideFrame } from './use-wide-frame';

/**
 * A panel's code, loaded when it first opens (none of it is needed to play), with boot's deadline. React
 * keeps a failed lazy component failed, so this keeps the load itself: `retry` drops a failed one and the
 * next render loads it again.
 */
function retryable(load: () => Promise<ComponentType>) {
  let loading: Promise<ComponentType> | null = null;
  const code = () => (loading ??= loadChunk(load));
  function Code() {
    const Component = use(code());
    // The same module's component on every render (the load is kept), so its state is never lost.
    // eslint-disable-next-line react-hooks/static-components
    return <Component />;
  }
  return { Code, retry: () => void (loading = null) };
}

const panels: Record<PanelName, ReturnType<typeof retryable>> = {
  assistant: retryable(async () => (await import('@/features/assistant/assistant-panel')).AssistantPanel),
  summary: retryable(async () => (await import('@/features/summary/summary-panel')).SummaryPanel),
  transcript: retryable(async () => (await import('@/features/transcript/transcript-panel')).TranscriptPanel),
  chat: retryable(async () => (await import('@/features/chat/chat-panel')).ChatPanel),
};
const downloadMenu = retryable(async () => (await import('@/features/download/download-menu')).DownloadMenu);

const titles: Record<PanelName, string> = {
  assistant: 'assistant_title',
  summary: 'summary_title',
  transcript: 'transcript_title',
  chat: 'chat_title',
};

/** The open feature panel beside (wide) or over (narrow) the player, and the download menu; the chat is a route. */
export function FeaturePanels() {
  const { t } = useTranslation();
  const panel = useAppStore((state) => state.panel);
  const closePanel = useAppStore((state) => state.closePanel);
  const downloadOpen = useAppStore((state) => state.downloadMenu);
  const closeDownloadMenu = useAppStore((state) => state.closeDownloadMenu);
  const audioMode = useAppStore((state) => state.audioMode);
  // Beside the player on wide frames; over it on narrow ones and over the audio bar, which has no room beside.
  const wide = useWideFrame() && !audioMode;
  // A retry remounts the boundary (with a fresh lazy component): the count is part of its key.
  const [tries, setTries] = useState(0);
  usePanelHistory();

  const failed = (code: ReturnType<typeof retryable>) => (
    <div className="panel-status" role="alert">
      <p>{t('panel_failed')}</p>
      <button
        type="button"
        className="panel-retry"
        onClick={() => {
          code.retry();
          setTries((count) => count + 1);
        }}
      >
        {t('retry')}
      </button>
    </div>
  );
  // A panel's code in its body: a spinner while it loads, the retry where it failed.
  const body = (name: string, code: ReturnType<typeof retryable>) => (
    <PanelBoundary key={`${name}-${tries}`} fallback={failed(code)}>
      <Suspense
        fallback={
          // A block of its own: a bare spinner in the panel's body is inline, and its ring collapsed to a sliver.
          <PanelLoading text={t('loading_content')} />
        }
      >
        <code.Code />
      </Suspense>
    </PanelBoundary>
  );
  return (
    <>
      {panel ? (
        // One dialog per panel: a panel taking another's place (from the overflow menu, beside the player) is a new
        // dialog, which takes the focus as the first did.
        <OverlayPanel
          key={panel}
          title={t(titles[panel])}
          closeLabel={panel === 'chat' ? t('chat_back') : t('panel_close')}
          variant={wide ? 'side' : 'sheet'}
          onDismiss={closePanel}
          focusFallbacks={panelOpeners(panel)}
        >
          {body(panel, panels[panel])}
        </OverlayPanel>
      ) : null}
      {downloadOpen ? (
        // A menu: it opens at once (on a slow link its code takes seconds, and a press that shows nothing is pressed
        // again), on its first option as that comes, and gives the focus back to its opener, or what stands for it.
        <OverlayPanel
          title={t('download_title')}
          closeLabel={t('download_back')}
          onDismiss={closeDownloadMenu}
          focusFallbacks={downloadMenuOpeners}
          menu
        >
          {body('download', downloadMenu)}
        </OverlayPanel>
      ) : null}
    </>
  );
}
