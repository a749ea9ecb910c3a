import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppStore } from '@/store/app-store';

const CHAT_PATH = /\/chat\/?$/;

/** Whether a path is the chat's: the app opens the chat when it starts there (mount-app.tsx). */
export const isChatPath = (pathname: string): boolean => CHAT_PATH.test(pathname);

/**
 * The address follows the chat, and the chat the address, as a page of its own: opening it from the player adds
 * /chat to the history, so the browser's (or the phone's) back button returns to the video, and forward opens it
 * again; closing it by its button goes back the same way, so the video's entry is not left twice behind it. A chat
 * the app started on (its address was /chat) closes to /player in place: there is no player entry behind it.
 */
export function useChatPath(): void {
  const chatOpen = useAppStore((state) => state.panel === 'chat');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const onChatPath = isChatPath(pathname);
  const previous = useRef({ chatOpen, onChatPath });
  /** Whether the /chat entry in use is one this hook added. */
  const added = useRef(false);
  useEffect(() => {
    const before = previous.current;
    previous.current = { chatOpen, onChatPath };
    if (chatOpen === onChatPath) return;
    const store = useAppStore.getState();
    if (before.onChatPath !== onChatPath) {
      // The viewer moved through the history (back from /chat, or forward to it): the chat follows.
      added.current = onChatPath;
      if (onChatPath) store.openPanel('chat');
      else store.closePanel();
    } else if (chatOpen) {
      added.current = true;
      void navigate({ pathname: '/chat', search });
    } else if (added.current) {
      added.current = false;
      void navigate(-1);
    } else {
      void navigate({ pathname: '/player', search }, { replace: true });
    }
  }, [chatOpen, onChatPath, navigate, search]);
}
