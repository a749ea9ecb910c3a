import { afterEach, describe, expect, it } from 'vitest';
import { translations } from '@/testing/translations';
import { setRuntime } from '@/services/runtime';
import { sampleConfig } from '@/testing/fixtures';
import { useAppStore } from './app-store';
import { PROGRESS_REFUSED, SESSION_EXPIRED_UNSAVED } from './session-slice';

const state = () => useAppStore.getState();
function start(saving: boolean, preview = false): void {
  setRuntime({ launch: { preview } } as unknown as Parameters<typeof setRuntime>[0]);
  state().setConfig(sampleConfig({ SALVAR_VISUALIZACAO: saving ? 'S' : 'N' }));
}

afterEach(() => useAppStore.setState({ sessionExpiredKey: null, progressRefused: false, playerFailure: null, toasts: [] }));

describe('a session that expires while the video plays', () => {
  it('tells the viewer once, without stopping the video, that their progress is no longer saved', () => {
    start(true);
    state().setSessionExpired(true);
    state().setSessionExpired(true);
    expect(state().toasts).toMatchObject([{ message: SESSION_EXPIRED_UNSAVED, textKey: 'session_expired_unsaved', severity: 1 }]);
    expect(state().playerFailure).toBeNull();
    // A new token, then another expiry: a new notice.
    state().setSessionExpired(false);
    state().setSessionExpired(true);
    expect(state().toasts).toHaveLength(2);
  });

  it('keeps to the catalogue’s sentence where nothing is saved (no view saving, a preview)', () => {
    start(false);
    state().setSessionExpired(true);
    start(true, true);
    state().setSessionExpired(false);
    state().setSessionExpired(true);
    expect(state().toasts.map((toast) => toast.textKey)).toEqual(['token_expired', 'token_expired']);
  });

  it('adds nothing over a failure screen, which already says why', () => {
    start(true);
    useAppStore.setState({ playerFailure: { code: 'token-expired' } });
    state().setSessionExpired(true);
    expect(state().toasts).toEqual([]);
  });

  it('has the notice in the three languages, pt’s the widget’s own text', () => {
    expect(translations('pt')['session_expired_unsaved']).toBe(SESSION_EXPIRED_UNSAVED);
    expect(translations('en')['session_expired_unsaved']).toMatch(/no longer being saved/);
    expect(translations('es')['session_expired_unsaved']).toMatch(/ya no se está guardando/);
  });
});

describe('a save whose token the API refuses for good', () => {
  it('tells the viewer once, without stopping the video, that progress is kept until it is accepted', () => {
    start(true);
    state().tellProgressRefused();
    state().tellProgressRefused();
    expect(state().toasts).toMatchObject([
      { message: PROGRESS_REFUSED, textKey: 'progress_refused', severity: 1, position: 'top' },
    ]);
    expect(state().playerFailure).toBeNull();
  });

  it('adds nothing over the expiry’s notice or a failure screen, which already say so', () => {
    start(true);
    state().setSessionExpired(true);
    state().tellProgressRefused();
    expect(state().toasts.map((toast) => toast.textKey)).toEqual(['session_expired_unsaved']);
    useAppStore.setState({ sessionExpiredKey: null, toasts: [], playerFailure: { code: 'unauthorized' } });
    state().tellProgressRefused();
    expect(state().toasts).toEqual([]);
  });

  it('has the notice in the three languages, pt’s the widget’s own text', () => {
    expect(translations('pt')['progress_refused']).toBe(PROGRESS_REFUSED);
    expect(translations('en')['progress_refused']).toMatch(/will be sent again/);
    expect(translations('es')['progress_refused']).toMatch(/se enviará de nuevo/);
  });
});
