import { beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from './app-store';
import { NO_OVERLAY } from './overlay-slice';

describe('app store', () => {
  beforeEach(() => useAppStore.setState({ toasts: [], overlays: [], dismissedWith: {} }));

  it('normalises a toast event and removes it when dismissed', () => {
    const id = useAppStore.getState().showToast({ Mensagem: 'Salvo', Severidade: 9, Posicao: 'side' });
    expect(useAppStore.getState().toasts).toEqual([{ id, message: 'Salvo', severity: 3, position: 'top' }]);
    useAppStore.getState().dismissToast(id);
    expect(useAppStore.getState().toasts).toEqual([]);
  });

  it('dismisses the top overlay with its role, and refuses when none is open', () => {
    const { presentOverlay, dismissOverlay } = useAppStore.getState();
    presentOverlay({ id: 'summary', backdropDismiss: true });
    presentOverlay({ id: 'assistant', backdropDismiss: true });
    dismissOverlay('backdrop');
    expect(useAppStore.getState().overlays.map((o) => o.id)).toEqual(['summary']);
    expect(useAppStore.getState().dismissedWith).toEqual({ assistant: 'backdrop' });
    dismissOverlay('gesture', 'summary');
    expect(() => useAppStore.getState().dismissOverlay('cancel')).toThrow(NO_OVERLAY);
  });
});
