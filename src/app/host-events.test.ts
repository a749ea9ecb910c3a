import { afterEach, describe, expect, it, vi } from 'vitest';
import { translations } from '@/testing/translations';
import type { Bridge } from '@/services/bridge';
import { useAppStore } from '@/store/app-store';
import { connectHostEvents, failureMessage } from './host-events';
import { ApiError, catalogueMessage, PLAYER_TEXT_KEYS, UNAUTHORIZED_FALLBACK, type ApiErrorCode } from '@/services/api-errors';
import { setRuntime } from '@/services/runtime';
import { loadFailure } from '@/store/item-slice';
import { sampleConfig } from '@/testing/fixtures';

const translate = (key: string): string => `[${key}]`;

function fakeBridge() {
  return { fail: vi.fn(), emit: vi.fn() } as unknown as Bridge & { fail: ReturnType<typeof vi.fn> };
}

afterEach(() => useAppStore.setState({ playerFailure: null, liked: null, sessionExpiredKey: null, toasts: [] }));

describe('connectHostEvents', () => {
  it('lets the host hear, when the session expires while the video plays, token-expired once, as an event: the player stays (no failure)', () => {
    setRuntime({ launch: { preview: false } } as unknown as Parameters<typeof setRuntime>[0]);
    useAppStore.getState().setConfig(sampleConfig({ SALVAR_VISUALIZACAO: 'S' }));
    const bridge = { fail: vi.fn(), emit: vi.fn() } as unknown as Bridge & Record<'fail' | 'emit', ReturnType<typeof vi.fn>>;
    const stop = connectHostEvents(bridge, (key) => `[${key}]`);
    useAppStore.getState().setSessionExpired(true);
    useAppStore.getState().setSessionExpired(true);
    expect(bridge.emit.mock.calls).toEqual([['error', { code: 'token-expired', message: '[session_expired_unsaved]' }]]);
    expect(bridge.fail).not.toHaveBeenCalled();
    stop();
  });

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

describe("the catalogue's messages in the viewer's language", () => {
  const pt = translations('pt');
  const en = translations('en');
  const translate = (table: Record<string, string>) => (key: string) => table[key] ?? key;

  it("words each fixed text of the player catalogue with a text key whose pt is the catalogue's exact text", () => {
    for (const [code, key] of Object.entries(PLAYER_TEXT_KEYS))
      expect([code, pt[key]]).toEqual([code, catalogueMessage('player', code as ApiErrorCode)]);
    expect(pt['unauthorized']).toBe(UNAUTHORIZED_FALLBACK);
  });

  it('shows en and es viewers the translation, and the server its own words', () => {
    const forbidden = loadFailure(new ApiError('forbidden', 'Você não tem acesso a este conteúdo.', undefined, 403));
    expect(failureMessage(forbidden, translate(en))).toBe('You do not have access to this content.');
    expect(failureMessage(forbidden, translate(pt))).toBe('Você não tem acesso a este conteúdo.');
    const gateway = loadFailure(new ApiError('failed', 'Erro na abertura do player.', undefined, 502));
    expect(failureMessage(gateway, translate(translations('es')))).toBe('Error al abrir el reproductor.');
    const server = loadFailure(new ApiError('server-message', 'Vídeo não encontrado.', 'Vídeo não encontrado.', 404));
    expect(failureMessage(server, translate(en))).toBe('Vídeo não encontrado.');
    // A 401's status text is the server's; HTTP/2's missing one is the catalogue's, translated.
    expect(failureMessage(loadFailure(new ApiError('unauthorized', 'Token expired', undefined, 401)), translate(en))).toBe(
      'Token expired',
    );
    expect(failureMessage(loadFailure(new ApiError('unauthorized', UNAUTHORIZED_FALLBACK, undefined, 401)), translate(en))).toBe(
      'Unauthorized.',
    );
  });
});
