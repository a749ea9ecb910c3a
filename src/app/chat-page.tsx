import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppStore } from '@/store/app-store';

/** The chat route. A placeholder until the chat feature fills it (issue "Viewer features"). */
export function ChatPage() {
  const { t } = useTranslation();
  const markPlayerLoaded = useAppStore((state) => state.markPlayerLoaded);
  useEffect(() => markPlayerLoaded(), [markPlayerLoaded]);
  return (
    <main className="chat-page">
      <h1>{t('chat_title')}</h1>
      <p>{t('chat_unavailable')}</p>
      <Link to="/player">{t('back')}</Link>
    </main>
  );
}
