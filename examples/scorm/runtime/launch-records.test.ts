// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { launchTexts } from './launch-messages.ts';
import { emit, openLaunchPage, progress, settle, text } from './launch-test-harness.ts';

vi.mock('../../../host-sdk/src/index.ts', async () => ({ embed: (await import('./launch-test-harness.ts')).fakeEmbed }));

const leave = (): boolean => window.dispatchEvent(new Event('pagehide'));
const never = (): Promise<Response> => new Promise(() => undefined);

describe('the SCORM launch page’s session with the LMS', () => {
  afterEach(() => {
    leave();
    vi.unstubAllGlobals();
  });

  it('finishes the session, with its time, when the learner leaves while the token is still on its way', async () => {
    const lms = await openLaunchPage({ fetch: never, waitForEmbed: false });
    await settle();
    expect(lms.calls).toContain('LMSInitialize');
    leave();
    expect(lms.calls).toContain('LMSFinish');
    expect(lms.values['cmi.core.session_time']).toMatch(/^\d{4}:\d{2}:\d{2}\.\d{2}$/);
    expect(lms.values['cmi.core.exit']).toBe('suspend');
    leave();
    expect(lms.calls.filter((call) => call === 'LMSFinish')).toHaveLength(1);
  });

  it('finishes a SCORM 2004 session (Terminate) when the token is refused and the learner leaves', async () => {
    const lms = await openLaunchPage({
      version: '2004',
      fetch: () => Promise.resolve(new Response('{"erro":"Chave do pacote inválida."}', { status: 403 })),
      waitForEmbed: false,
    });
    await vi.waitFor(() => expect(text('status')).toMatch(/não pode ser aberta/));
    leave();
    expect(lms.calls).toContain('Terminate');
  });

  it('reads out a refused call (GetLastError, GetErrorString, GetDiagnostic) and tells the learner once, without throwing', async () => {
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent): number => errors.push(event.error);
    window.addEventListener('error', onError);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // The LMS's session expired during a long video: everything after Initialize answers "false".
    const lms = await openLaunchPage({
      version: '2004',
      answer: (method) =>
        ({
          SetValue: 'false',
          Commit: 'false',
          Terminate: 'false',
          GetLastError: '301',
          GetErrorString: 'Not initialized',
          GetDiagnostic: 'session expired',
        })[method],
    });
    expect(text('notice')).toBe('');
    emit('progress', progress(30, [[0, 30]]));
    emit('pause', { currentTime: 30, duration: 100 });
    emit('progress', progress(31, [[0, 31]]));
    leave();
    expect(lms.calls).toEqual(expect.arrayContaining(['GetLastError', 'GetErrorString 301', 'GetDiagnostic 301']));
    await vi.waitFor(() => expect(text('notice')).toBe(launchTexts.pt.lmsTrouble));
    expect(document.querySelectorAll('#notice')).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(
      'SCORM: the LMS refused a call',
      expect.objectContaining({ code: '301', diagnostic: 'session expired' }),
    );
    expect(errors).toEqual([]);
    window.removeEventListener('error', onError);
    warn.mockRestore();
  });

  it('tells the learner at once when the LMS refuses to initialize the session', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await openLaunchPage({ answer: (method) => (method === 'LMSInitialize' ? 'false' : undefined) });
    await vi.waitFor(() => expect(text('notice')).toBe(launchTexts.pt.lmsTrouble));
    vi.restoreAllMocks();
  });

  it('tries a refused commit once more at the next report, and no more than once', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let commits = 0;
    const lms = await openLaunchPage({
      answer: (method) => (method === 'LMSCommit' ? (++commits === 1 ? 'false' : 'true') : undefined),
    });
    const commitCalls = (): number => lms.calls.filter((call) => call === 'LMSCommit').length;
    emit('pause', { currentTime: 10, duration: 100 });
    expect(commitCalls()).toBe(1);
    emit('progress', progress(10, [[0, 10]]));
    expect(commitCalls()).toBe(2);
    emit('progress', progress(11, [[0, 11]]));
    expect(commitCalls()).toBe(2);
    vi.restoreAllMocks();
  });

  it('does not alarm the learner over an optional element the LMS does not implement (SCORM 1.2’s score.min, 401)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const lms = await openLaunchPage({
      answer: (method, element) =>
        method === 'LMSSetValue' && element === 'cmi.core.score.min' ? 'false' : method === 'LMSGetLastError' ? '401' : undefined,
    });
    emit('progress', progress(30, [[0, 30]]));
    expect(lms.calls).toContain('LMSGetLastError');
    expect(text('notice')).toBe('');
    vi.restoreAllMocks();
  });
});
