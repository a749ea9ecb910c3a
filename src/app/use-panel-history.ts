import { useEffect, useState } from 'react';
import {
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
  type NavigateFunction,
  type NavigationType,
} from 'react-router-dom';
import { useAppStore, type AppState } from '@/store/app-store';
import { afterPop, nextHistoryStep, videoPath, type HistoryEntry, type HistoryStep, type OpenNow } from './panel-history';

/** The state of the history entries the app adds. */
const OURS = { sphereEntry: true };
const isOurs = (state: unknown): boolean => (state as Partial<typeof OURS> | null)?.sphereEntry === true;
/** How long our own going back may take before the address is put right in place (a host page moved the joint history). */
const BACK_GRACE_MS = 1000;

const openNow = (state: AppState): OpenNow => ({ panel: state.panel, downloadMenu: state.downloadMenu !== null });
/** What is open, as one comparable key. */
const openKey = (state: AppState): string => `${state.panel}|${state.downloadMenu !== null}`;

/**
 * Keeps the frame's history in step with the store (panel-history.ts has the rules), through the router; `joint`
 * is the history the frame shares with its page (its length).
 */
export function panelHistory(navigate: NavigateFunction, start: Location, joint: Pick<History, 'length'> = window.history) {
  // The entry the frame is on, as far as the app knows: set as it navigates, before the router tells.
  let entry: HistoryEntry = { pathname: start.pathname, ours: isOurs(start.state) };
  let seenKey = start.key;
  // While our own back is on its way: the next step waits for it, so it never lands on an entry added after it.
  let ownBack: ReturnType<typeof setTimeout> | undefined;
  // The joint history's length once our entry was added: the host page's entries added since would be where a back
  // went (a frame shares the history of the page it is in), so then ours is put right in place instead.
  let lengthWithOurs: number | undefined;

  const go = (step: Extract<HistoryStep, { pathname: string }>): void => {
    entry = { pathname: step.pathname, ours: step.ours };
    const to = { pathname: step.pathname, search: window.location.search };
    void navigate(to, { replace: step.kind === 'replace', state: step.ours ? OURS : null });
  };
  const backLanded = (): void => {
    clearTimeout(ownBack);
    ownBack = undefined;
  };

  const sync = (): void => {
    if (ownBack !== undefined) return;
    const step = nextHistoryStep(entry, openNow(useAppStore.getState()));
    if (step.kind === 'push' || step.kind === 'replace') return go(step);
    if (step.kind === 'stay') return;
    const inPlace = (): void => go({ kind: 'replace', pathname: videoPath(entry.pathname), ours: false });
    if (joint.length !== lengthWithOurs) return inPlace();
    ownBack = setTimeout(() => {
      // The way back did not come: the address is put right in place.
      backLanded();
      inPlace();
      sync();
    }, BACK_GRACE_MS);
    void navigate(-1);
  };

  /** The router's new location: ours as we navigate, or the viewer's back and forward. */
  const moved = (location: Location, type: NavigationType): void => {
    if (location.key === seenKey) return;
    seenKey = location.key;
    entry = { pathname: location.pathname, ours: isOurs(location.state) };
    if (type === 'PUSH' && entry.ours) lengthWithOurs = joint.length;
    if (type !== 'POP') return;
    if (ownBack !== undefined) {
      backLanded();
      return sync();
    }
    const state = useAppStore.getState();
    const step = afterPop(entry, openNow(state));
    if (step === 'open-chat') state.openPanel('chat');
    else if (step === 'close-top' && state.downloadMenu) state.closeDownloadMenu();
    else if (step === 'close-top') state.closePanel();
  };

  return { sync, moved, dispose: backLanded };
}

/**
 * The one owner of the frame's history for what is open: the back button closes the top of it, forward opens the
 * chat again, and opening, closing or switching panels adds, leaves or changes the app's one entry.
 */
export function usePanelHistory(): void {
  const location = useLocation();
  const type = useNavigationType();
  const navigate = useNavigate();
  const open = useAppStore(openKey);
  const [history] = useState(() => panelHistory(navigate, location));
  useEffect(() => history.sync(), [history, open]);
  useEffect(() => history.moved(location, type), [history, location, type]);
  useEffect(() => history.dispose, [history]);
}
