import { beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from './app-store';
import { NO_OVERLAY, openOverlays } from './overlay-slice';

describe('app store', () => {
  beforeEach(() => useAppStore.setState({ toasts: [], panel: null, downloadMenu: null }));

  it('normalises a toast event and removes it when dismissed', () => {
    const id = useAppStore.getState().showToast({ Mensagem: 'Salvo', Severidade: 9, Posicao: 'side' });
    expect(useAppStore.getState().toasts).toEqual([{ id, message: 'Salvo', severity: 3, position: 'top' }]);
    useAppStore.getState().dismissToast(id);
    expect(useAppStore.getState().toasts).toEqual([]);
  });

  it('derives the overlay stack from the panel and the download menu, and dismisses the top one', () => {
    const { openPanel, openDownloadMenu, dismissOverlay } = useAppStore.getState();
    openPanel('summary');
    openDownloadMenu('audio');
    expect(openOverlays(useAppStore.getState())).toEqual(['summary', 'download']);
    dismissOverlay();
    expect(openOverlays(useAppStore.getState())).toEqual(['summary']);
    dismissOverlay('summary');
    expect(useAppStore.getState().panel).toBeNull();
    expect(() => useAppStore.getState().dismissOverlay()).toThrow(NO_OVERLAY);
  });

  it('refuses to dismiss an overlay that is not open', () => {
    useAppStore.getState().openPanel('assistant');
    expect(() => useAppStore.getState().dismissOverlay('download')).toThrow(NO_OVERLAY);
    expect(useAppStore.getState().panel).toBe('assistant');
  });
});
