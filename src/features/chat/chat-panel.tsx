import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import './chat-panel.css';
import { useAppStore } from '@/store/app-store';
import { chatOrigin, keepsOwnOrigin, listenForChatEscape } from './chat-frame-api';

/**
 * The chat page (CHAT_URL) in a sandboxed frame: scripts and forms run, but it gets no access to the widget. It
 * keeps its own origin when that is not the widget's, and learns the widget's origin (nothing more: no path, no
 * query) from the referrer, so that Escape pressed in it can close the chat (chat-frame-api.ts).
 */
export function ChatPanel() {
  const { t } = useTranslation();
  const url = useAppStore((state) => state.config?.CHAT_URL ?? '');
  const closePanel = useAppStore((state) => state.closePanel);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const origin = chatOrigin(url);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || !origin || !keepsOwnOrigin(origin)) return;
    return listenForChatEscape(frame, origin, closePanel);
  }, [origin, closePanel]);

  if (!origin) return <p>{t('chat_unavailable')}</p>;
  return (
    <iframe
      ref={frameRef}
      className="chat-frame"
      src={url}
      title={t('chat_title')}
      sandbox={`allow-scripts allow-forms allow-popups${keepsOwnOrigin(origin) ? ' allow-same-origin' : ''}`}
      referrerPolicy="strict-origin"
    />
  );
}
