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

describe('useOverlayKeys', () => {
  beforeEach(() => useAppStore.setState({ overlays: [], dismissedWith: {} }));

  it('closes the top overlay with Escape only when backdropDismiss is set', () => {
    const root = createRoot(document.createElement('div'));
    act(() => root.render(<Probe />));
    act(() => useAppStore.getState().presentOverlay({ id: 'menu', backdropDismiss: false }));
    act(() => useAppStore.getState().presentOverlay({ id: 'summary', backdropDismiss: true }));
    act(() => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })));
    expect(useAppStore.getState().overlays.map((o) => o.id)).toEqual(['menu']);
    expect(useAppStore.getState().dismissedWith['summary']).toBe('gesture');
    act(() => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })));
    expect(useAppStore.getState().overlays.map((o) => o.id)).toEqual(['menu']);
    act(() => root.unmount());
  });
});
