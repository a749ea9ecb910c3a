// @vitest-environment happy-dom
import { NavigationType, type Location, type NavigateFunction } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '@/store/app-store';
import { panelHistory } from './use-panel-history';

const OURS = { sphereEntry: true };
let keys = 0;
const at = (pathname: string, state: unknown = null): Location => ({ pathname, search: '', hash: '', state, key: `k${++keys}` });

/** The router as the frame's history would drive it: each navigation recorded, its new location told by the test. */
function harness(start = at('/player')) {
  const joint = { length: 2 };
  const calls: unknown[] = [];
  const navigate = vi.fn((to: unknown, options?: { replace?: boolean; state?: unknown }) => {
    calls.push(
      typeof to === 'number'
        ? to
        : [options?.replace ? 'replace' : 'push', (to as { pathname: string }).pathname, options?.state],
    );
  }) as unknown as NavigateFunction;
  const history = panelHistory(navigate, start, joint);
  const moved = (location: Location, type: NavigationType): void => history.moved(location, type);
  return { history, calls, joint, moved };
}

const store = () => useAppStore.getState();

describe('panelHistory', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useAppStore.setState({ panel: null, downloadMenu: null });
  });
  afterEach(() => vi.useRealTimers());

  it('adds one entry as a panel opens and changes it in place as the chat takes its place, with no back', () => {
    const { history, calls, joint, moved } = harness();
    store().openPanel('transcript');
    history.sync();
    expect(calls).toEqual([['push', '/player', OURS]]);
    joint.length = 3;
    moved(at('/player', OURS), NavigationType.Push);
    store().openPanel('chat');
    history.sync();
    expect(calls.at(-1)).toEqual(['replace', '/chat', OURS]);
    moved(at('/chat', OURS), NavigationType.Replace);
    store().closePanel();
    history.sync();
    expect(calls.at(-1)).toBe(-1);
  });

  it('waits for its own back before the next step, and adds the entry again for what opened meanwhile', () => {
    const { history, calls, joint, moved } = harness();
    store().openPanel('summary');
    history.sync();
    joint.length = 3;
    moved(at('/player', OURS), NavigationType.Push);
    store().closePanel();
    history.sync();
    store().openPanel('transcript');
    history.sync();
    expect(calls).toEqual([['push', '/player', OURS], -1]);
    // Its back lands: that is not the viewer's, so the transcript stays, and gets an entry of its own.
    moved(at('/player'), NavigationType.Pop);
    expect(store().panel).toBe('transcript');
    expect(calls.at(-1)).toEqual(['push', '/player', OURS]);
  });

  it('goes back once for a panel closed, opened and closed again before its back lands (not twice: out of the page)', () => {
    const { history, calls, joint, moved } = harness();
    store().openPanel('summary');
    history.sync();
    joint.length = 3;
    moved(at('/player', OURS), NavigationType.Push);
    for (const open of [false, true, false]) {
      if (open) store().openPanel('summary');
      else store().closePanel();
      history.sync();
    }
    moved(at('/player'), NavigationType.Pop);
    expect(calls).toEqual([['push', '/player', OURS], -1]);
  });

  it('puts its entry right in place when its back does not come within a second', () => {
    const { history, calls, joint, moved } = harness();
    store().openPanel('chat');
    history.sync();
    joint.length = 3;
    moved(at('/chat', OURS), NavigationType.Push);
    store().closePanel();
    history.sync();
    vi.advanceTimersByTime(999);
    expect(calls).toEqual([['push', '/chat', OURS], -1]);
    vi.advanceTimersByTime(1);
    expect(calls.at(-1)).toEqual(['replace', '/player', null]);
  });

  it('leaves the host page’s entries added after its own: its entry is put right in place, with no back', () => {
    const { history, calls, joint, moved } = harness();
    store().openPanel('transcript');
    history.sync();
    joint.length = 3;
    moved(at('/player', OURS), NavigationType.Push);
    joint.length = 4;
    store().closePanel();
    history.sync();
    expect(calls).toEqual([
      ['push', '/player', OURS],
      ['replace', '/player', null],
    ]);
  });

  it('the viewer’s back closes the top (the download menu, then the panel); forward to the chat’s entry opens it', () => {
    const { history, calls, joint, moved } = harness();
    store().openPanel('transcript');
    store().openDownloadMenu('video');
    history.sync();
    joint.length = 3;
    moved(at('/player', OURS), NavigationType.Push);
    moved(at('/player'), NavigationType.Pop);
    expect(store()).toMatchObject({ panel: 'transcript', downloadMenu: null });
    history.sync();
    expect(calls.at(-1)).toEqual(['push', '/player', OURS]);
    moved(at('/player', OURS), NavigationType.Push);
    moved(at('/player'), NavigationType.Pop);
    expect(store().panel).toBeNull();
    moved(at('/chat', OURS), NavigationType.Pop);
    expect(store().panel).toBe('chat');
  });
});
