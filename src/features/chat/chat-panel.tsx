import { useTranslation } from 'react-i18next';
import './chat-panel.css';
import { useAppStore } from '@/store/app-store';

/** The chat page (CHAT_URL) in a sandboxed frame: scripts and forms run, but it gets no access to the widget. */
export function ChatPanel() {
  const { t } = useTranslation();
  const url = useAppStore((state) => state.config?.CHAT_URL ?? '');
  if (!/^https?:\/\//i.test(url)) return <p>{t('chat_unavailable')}</p>;
  return (
    <iframe
      className="chat-frame"
      src={url}
      title={t('chat_title')}
      sandbox="allow-scripts allow-forms allow-popups"
      referrerPolicy="no-referrer"
    />
  );
}
