import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import './chat-panel.css';
import { useAppStore } from '@/store/app-store';
import { chatOrigin, listenForChatEscape } from './chat-frame-api';

/**
 * The chat page (CHAT_URL) in a sandboxed frame: scripts and forms run, but its origin is opaque, so neither it nor
 * any page it goes to reaches the widget. It learns the widget's origin (nothing more: no path, no query) from the
 * referrer, so that Escape pressed in it can close the chat (chat-frame-api.ts).
 */
export function ChatPanel() {
  const { t } = useTranslation();
  const url = useAppStore((state) => state.config?.CHAT_URL ?? '');
  const closePanel = useAppStore((state) => state.closePanel);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const origin = chatOrigin(url);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || !origin) return;
    return listenForChatEscape(frame, closePanel);
  }, [origin, closePanel]);

  if (!origin) return <p>{t('chat_unavailable')}</p>;
  return (
    <iframe
      ref={frameRef}
      className="chat-frame"
      src={url}
      title={t('chat_title')}
      sandbox="allow-scripts allow-forms allow-popups"
      referrerPolicy="strict-origin"
    />
  );
}
