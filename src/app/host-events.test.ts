import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Bridge } from '@/services/bridge';
import { useAppStore } from '@/store/app-store';
import { connectHostEvents } from './host-events';

const translate = (key: string): string => `[${key}]`;

function fakeBridge() {
  return { fail: vi.fn(), emit: vi.fn() } as unknown as Bridge & { fail: ReturnType<typeof vi.fn> };
}

afterEach(() => useAppStore.setState({ playerFailure: null, liked: null }));

describe('connectHostEvents', () => {
  it('tells the bridge a failure that came before it connected, in the viewer’s words, with the host’s code', () => {
    useAppStore.setState({ playerFailure: { code: 'load-timeout' } });
    const bridge = fakeBridge();
    const stop = connectHostEvents(bridge, translate);
    expect(bridge.fail).toHaveBeenCalledWith({ code: 'network', message: '[load_timeout]' });
    stop();
  });

  it('tells each new failure once, and that it is over when a retry starts loading', () => {
    const bridge = fakeBridge();
    const stop = connectHostEvents(bridge, translate);
    useAppStore.setState({ playerFailure: { code: 'token-expired', message: 'Sua sessão expirou.' } });
    useAppStore.setState({ liked: 'S' });
    expect(bridge.fail.mock.calls).toEqual([[{ code: 'token-expired', message: 'Sua sessão expirou.' }]]);
    useAppStore.setState({ playerFailure: null });
    expect(bridge.fail).toHaveBeenLastCalledWith(null);
    stop();
    useAppStore.setState({ playerFailure: { code: 'network' } });
    expect(bridge.fail).toHaveBeenCalledTimes(2);
  });
});
