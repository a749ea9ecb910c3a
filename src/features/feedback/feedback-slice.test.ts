import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@/services/api-client';
import { ApiError } from '@/services/api-errors';
import { setRuntime } from '@/services/runtime';
import { useAppStore } from '@/store/app-store';
import { nextLike } from './feedback-slice';

const setLike = vi.fn();
const getLike = vi.fn();

beforeEach(() => {
  setRuntime({ api: { setLike, getLike } as unknown as ApiClient } as Parameters<typeof setRuntime>[0]);
  useAppStore.setState({ liked: null, toasts: [] });
});
afterEach(() => vi.resetAllMocks());

describe('nextLike', () => {
  it('presses, switches and clears', () => {
    expect(nextLike(null, 'S')).toBe('S');
    expect(nextLike('S', 'N')).toBe('N');
    expect(nextLike('S', 'S')).toBeNull();
  });
});

describe('toggleLike', () => {
  it('shows the new state at once and keeps what the API saved', async () => {
    let resolve: (value: unknown) => void = () => undefined;
    setLike.mockReturnValue(new Promise((r) => (resolve = r)));
    const pending = useAppStore.getState().toggleLike('S');
    expect(useAppStore.getState().liked).toBe('S');
    resolve({ curtir: 'S', gostei: 1, naoGostei: 0 });
    await pending;
    expect(setLike).toHaveBeenCalledWith('S');
    expect(useAppStore.getState().liked).toBe('S');
  });

  it('rolls back and shows the catalogue message when the API refuses', async () => {
    useAppStore.setState({ liked: 'N' });
    setLike.mockRejectedValue(new ApiError('rate-limited', 'Aguarde para realizar uma nova requisição.'));
    await useAppStore.getState().toggleLike('S');
    expect(useAppStore.getState().liked).toBe('N');
    expect(useAppStore.getState().toasts.map((t) => [t.message, t.severity])).toEqual([
      ['Aguarde para realizar uma nova requisição.', 2],
    ]);
  });

  it('sends one state at a time, the newest: a press while one is on its way is not undone by the older send', async () => {
    const answers: ((value: unknown) => void)[] = [];
    setLike.mockImplementation(() => new Promise((resolve) => answers.push(resolve)));
    const first = useAppStore.getState().toggleLike('S');
    void useAppStore.getState().toggleLike('N');
    expect(useAppStore.getState().liked).toBe('N');
    expect(setLike).toHaveBeenCalledTimes(1);
    answers[0]!({ curtir: 'S', gostei: 1, naoGostei: 0 });
    await vi.waitFor(() => expect(setLike).toHaveBeenCalledTimes(2));
    expect(setLike).toHaveBeenLastCalledWith('N');
    // The older answer did not flip what the viewer sees back.
    expect(useAppStore.getState().liked).toBe('N');
    answers[1]!({ curtir: 'N', gostei: 0, naoGostei: 1 });
    await first;
    expect(useAppStore.getState().liked).toBe('N');
  });

  it("sends nothing of an earlier item under the next one's token (the host's loadVideo), and sends the next one's own press", async () => {
    const answers: ((value: unknown) => void)[] = [];
    setLike.mockImplementation(() => new Promise((resolve) => answers.push(resolve)));
    getLike.mockResolvedValue({ curtir: 'N', gostei: 0, naoGostei: 1 });
    await useAppStore.getState().loadLike();
    const first = useAppStore.getState().toggleLike('S');
    void useAppStore.getState().toggleLike('S');
    // Another video: its own state, loaded while the first video's send is still on its way.
    getLike.mockResolvedValue({ curtir: null, gostei: 0, naoGostei: 0 });
    await useAppStore.getState().loadLike();
    expect(useAppStore.getState().liked).toBeNull();
    void useAppStore.getState().toggleLike('N');
    answers[0]!({ curtir: 'S', gostei: 1, naoGostei: 0 });
    await first;
    // The first video's second press (clearing its like) is not sent under the second video's token; the
    // second video's press is.
    await vi.waitFor(() => expect(setLike).toHaveBeenCalledTimes(2));
    expect(setLike.mock.calls.map(([value]) => value)).toEqual(['S', 'N']);
    expect(useAppStore.getState().liked).toBe('N');
    answers[1]!({ curtir: 'N', gostei: 0, naoGostei: 1 });
    await vi.waitFor(() => expect(useAppStore.getState().liked).toBe('N'));
  });

  it("keeps a press made while the saved state was loading: the load's late answer is older", async () => {
    let loaded: (value: unknown) => void = () => undefined;
    getLike.mockReturnValue(new Promise((resolve) => (loaded = resolve)));
    const loading = useAppStore.getState().loadLike();
    setLike.mockResolvedValue({ curtir: 'S', gostei: 1, naoGostei: 0 });
    await useAppStore.getState().toggleLike('S');
    loaded({ curtir: null, gostei: 0, naoGostei: 0 });
    await loading;
    expect(useAppStore.getState().liked).toBe('S');
  });

  it('loads the saved state, and stays empty when that fails', async () => {
    getLike.mockResolvedValue({ curtir: 'N', gostei: 0, naoGostei: 1 });
    await useAppStore.getState().loadLike();
    expect(useAppStore.getState().liked).toBe('N');
    useAppStore.setState({ liked: null });
    getLike.mockRejectedValue(new Error('offline'));
    await useAppStore.getState().loadLike();
    expect(useAppStore.getState().liked).toBeNull();
  });
});
