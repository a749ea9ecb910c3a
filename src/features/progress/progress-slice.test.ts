import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntime } from '@/services/runtime';
import type { ViewSnapshot } from '@/services/view-outbox';
import { useAppStore } from '@/store/app-store';
import { sampleConfig, sampleItem } from '@/testing/fixtures';

describe('saveProgress', () => {
  const enqueue = vi.fn<(key: string, snapshot: ViewSnapshot) => void>();
  const state = () => useAppStore.getState();
  const snapshot = (posicao: number): ViewSnapshot => ({ posicao, duracao: 75, intervalos: [[0, posicao]] });

  beforeEach(() => {
    enqueue.mockReset();
    const token = { current: () => 'token', viewer: () => 'ana' };
    setRuntime({ launch: { preview: false }, token, outbox: { enqueue } } as unknown as Parameters<typeof setRuntime>[0]);
    useAppStore.setState({
      config: sampleConfig({ SALVAR_VISUALIZACAO: 'S' }),
      item: sampleItem({ id: 'v1' }),
      resumeOffer: null,
    });
  });

  it('queues the viewer’s position and ranges for this viewer and video', () => {
    state().saveProgress(snapshot(12));
    expect(enqueue).toHaveBeenCalledWith('ana|v1', snapshot(12));
  });

  it('keeps the offered position while a resume offer stands, and the viewer’s once it ends or they pass it', () => {
    useAppStore.setState({ resumeOffer: 50 });
    state().saveProgress(snapshot(12));
    expect(enqueue).toHaveBeenLastCalledWith('ana|v1', { ...snapshot(12), posicao: 50 });
    state().saveProgress(snapshot(55));
    expect(enqueue).toHaveBeenLastCalledWith('ana|v1', snapshot(55));
    state().endResumeOffer();
    state().saveProgress(snapshot(12));
    expect(enqueue).toHaveBeenLastCalledWith('ana|v1', snapshot(12));
  });

  it('saves nothing without SALVAR_VISUALIZACAO, or with nothing watched', () => {
    state().saveProgress({ posicao: 0, duracao: 75, intervalos: [] });
    useAppStore.setState({ config: sampleConfig({ SALVAR_VISUALIZACAO: 'N' }) });
    state().saveProgress(snapshot(12));
    expect(enqueue).not.toHaveBeenCalled();
  });
});
