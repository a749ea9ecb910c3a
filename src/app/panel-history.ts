/**
 * The rules that keep the frame's history in step with what is open (a panel, the chat, the download menu), as
 * pure functions for use-panel-history.ts. While anything is open the app keeps one history entry of its own above
 * the video's, so that the back button closes it rather than leaving the page; its address is /chat while the chat
 * is open, so that the chat is a page of its own. One entry, changed in place as one thing takes another's place:
 * going back and adding an entry at once raced (the back landed after the new entry and closed what had just opened).
 */
import type { PanelName } from '@/store/overlay-slice';

const CHAT_PATH = /\/chat\/?$/;

/** Whether a path is the chat's: the app opens the chat when it starts there (mount-app.tsx). */
export const isChatPath = (pathname: string): boolean => CHAT_PATH.test(pathname);

/** The history entry the frame is on: its path, and whether the app added it. */
export interface HistoryEntry {
  pathname: string;
  ours: boolean;
}

/** What is open. */
export interface OpenNow {
  panel: PanelName | null;
  downloadMenu: boolean;
}

export type HistoryStep = { kind: 'stay' } | { kind: 'back' } | { kind: 'push' | 'replace'; pathname: string; ours: boolean };

const STAY: HistoryStep = { kind: 'stay' };

/** The video's path, for an entry that is not the chat's. */
export const videoPath = (pathname: string): string => (isChatPath(pathname) ? '/player' : pathname);

/** What the history must do for the entry to stand for what is open. */
export function nextHistoryStep(entry: HistoryEntry, open: OpenNow): HistoryStep {
  const chat = open.panel === 'chat';
  const onChatPath = isChatPath(entry.pathname);
  if (open.panel === null && !open.downloadMenu) {
    if (entry.ours) return { kind: 'back' };
    // The chat the app started on closes to the video in place: there is no entry of the video's to go back to.
    return onChatPath ? { kind: 'replace', pathname: '/player', ours: false } : STAY;
  }
  // The chat the app started on is its page's own entry; a menu over it still needs one of ours.
  if (chat && onChatPath && !entry.ours && !open.downloadMenu) return STAY;
  const pathname = chat ? '/chat' : videoPath(entry.pathname);
  if (!entry.ours) return { kind: 'push', pathname, ours: true };
  return pathname === entry.pathname ? STAY : { kind: 'replace', pathname, ours: true };
}

export type PopStep = 'open-chat' | 'close-top' | 'stay';

/**
 * What the viewer's back or forward (to `entry`) means: the chat's path opens the chat (forward), and an entry not
 * ours with something open closes the top of it (back): the download menu first, then the panel under it.
 */
export function afterPop(entry: HistoryEntry, open: OpenNow): PopStep {
  if (isChatPath(entry.pathname)) return open.panel === 'chat' ? 'stay' : 'open-chat';
  return !entry.ours && (open.panel !== null || open.downloadMenu) ? 'close-top' : 'stay';
}
