// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '@/store/app-store';
import { useOverlayKeys } from './use-overlay-keys';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Probe() {
  useOverlayKeys();
  return null;
}

const escape = (): void => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));

describe('useOverlayKeys', () => {
  beforeEach(() => useAppStore.setState({ panel: null, downloadMenu: null }));

  it('closes the top overlay with Escape: the download menu first, then the panel under it', () => {
    const root = createRoot(document.createElement('div'));
    act(() => root.render(<Probe />));
    act(() => useAppStore.getState().openPanel('summary'));
    act(() => useAppStore.getState().openDownloadMenu('video'));
    act(escape);
    expect(useAppStore.getState()).toMatchObject({ panel: 'summary', downloadMenu: null });
    act(escape);
    expect(useAppStore.getState()).toMatchObject({ panel: null, downloadMenu: null });
    act(() => root.unmount());
  });

  it('leaves the chat page with Escape from inside its dialog or with the focus nowhere, not from the player beside it', () => {
    const root = createRoot(document.createElement('div'));
    act(() => root.render(<Probe />));
    act(() => useAppStore.getState().openPanel('chat'));
    act(escape);
    expect(useAppStore.getState().panel).toBe('chat');
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    const back = document.createElement('button');
    dialog.append(back);
    document.body.append(dialog);
    act(() => void back.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(useAppStore.getState().panel).toBe(null);
    dialog.remove();
    // With the focus nowhere (on the body), as the other panels.
    act(() => useAppStore.getState().openPanel('chat'));
    act(() => void document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(useAppStore.getState().panel).toBe(null);
    act(() => root.unmount());
  });
});
