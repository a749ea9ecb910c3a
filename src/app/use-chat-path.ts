import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppStore } from '@/store/app-store';

const CHAT_PATH = /\/chat\/?$/;

/** Whether a path is the chat's: the app opens the chat when it starts there (mount-app.tsx). */
export const isChatPath = (pathname: string): boolean => CHAT_PATH.test(pathname);

/** The address follows the store: /chat while the chat panel is open, /player when it closes. */
export function useChatPath(): void {
  const chatOpen = useAppStore((state) => state.panel === 'chat');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const onChatPath = isChatPath(pathname);
  useEffect(() => {
    if (chatOpen !== onChatPath) void navigate({ pathname: chatOpen ? '/chat' : '/player', search }, { replace: true });
  }, [chatOpen, onChatPath, navigate, search]);
}
