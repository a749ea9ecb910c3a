import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppStore } from '@/store/app-store';

const CHAT_PATH = /\/chat\/?$/;

/** Whether a path is the chat's: the app opens the chat when it starts there (mount-app.tsx). */
export const isChatPath = (pathname: string): boolean => CHAT_PATH.test(pathname);

/** The history entry this hook adds for the chat says so: closing the chat then goes back to the video's entry. */
const ADDED = { sphereChat: true };
/** How long going back may take before the address is put right in place (a host page moved the joint history). */
const BACK_GRACE_MS = 1000;

/**
 * The address follows the chat, and the chat the address, as a page of its own: opening it from the player adds
 * /chat to the history, so the browser's (or the phone's) back button returns to the video, and forward opens it
 * again; closing it by its button goes back the same way, so the video's entry is not left twice behind it. A chat
 * the app started on (its address was /chat, no entry of ours) closes to /player in place; so does one whose way
 * back did not come (a host page that added entries of its own to the frame's joint history).
 */
export function useChatPath(): void {
  const chatOpen = useAppStore((state) => state.panel === 'chat');
  const navigate = useNavigate();
  const { pathname, search, state } = useLocation();
  const onChatPath = isChatPath(pathname);
  const added = (state as typeof ADDED | null)?.sphereChat === true;
  const previous = useRef({ chatOpen, onChatPath });
  useEffect(() => {
    const before = previous.current;
    previous.current = { chatOpen, onChatPath };
    if (chatOpen === onChatPath) return;
    const store = useAppStore.getState();
    if (before.onChatPath !== onChatPath) {
      // The viewer moved through the history (back from /chat, or forward to it): the chat follows.
      if (onChatPath) store.openPanel('chat');
      else store.closePanel();
      return;
    }
    if (chatOpen) {
      void navigate({ pathname: '/chat', search }, { state: ADDED });
      return;
    }
    const inPlace = (): void => void navigate({ pathname: '/player', search }, { replace: true });
    if (!added) return inPlace();
    void navigate(-1);
    const timer = setTimeout(() => {
      if (isChatPath(window.location.pathname) && useAppStore.getState().panel !== 'chat') inPlace();
    }, BACK_GRACE_MS);
    return () => clearTimeout(timer);
  }, [chatOpen, onChatPath, added, navigate, search]);
}
