// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { launchTexts } from './launch-messages.ts';
import { openLaunchPage, text, widget } from './launch-test-harness.ts';
import { TokenFailure } from './token-request.ts';

vi.mock('../../../host-sdk/src/index.ts', async () => ({ embed: (await import('./launch-test-harness.ts')).fakeEmbed }));

const lang = (): string | null => new URL(widget.urls[0]!).searchParams.get('lang');
const unavailable = (): Promise<Response> => Promise.resolve(new Response('<html>503</html>', { status: 503 }));

describe('the SCORM launch page’s language', () => {
  afterEach(() => {
    window.dispatchEvent(new Event('pagehide'));
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('follows SCORM 1.2’s cmi.student_preference.language over the browser’s, and passes it to the widget', async () => {
    await openLaunchPage({ values: { 'cmi.student_preference.language': 'es' }, browserLanguages: ['en-US'] });
    expect(lang()).toBe('es');
    expect(document.documentElement.lang).toBe('es');
  });

  it('follows SCORM 2004’s cmi.learner_preference.language by its primary subtag', async () => {
    await openLaunchPage({ version: '2004', values: { 'cmi.learner_preference.language': 'es-MX' }, browserLanguages: ['en'] });
    expect(lang()).toBe('es');
  });

  it('says why the lesson cannot open in the LMS’s language', async () => {
    await openLaunchPage({
      version: '2004',
      values: { 'cmi.learner_preference.language': 'es' },
      browserLanguages: ['en-US'],
      fetch: unavailable,
      waitForEmbed: false,
    });
    await vi.waitFor(() => expect(text('status')).toBe(launchTexts.es.tokenFailure(new TokenFailure('unavailable'))));
    expect(text('retry')).toBe('Intentar de nuevo');
  });

  it('takes the browser’s language when the LMS holds none, or one the widget does not speak', async () => {
    await openLaunchPage({ browserLanguages: ['de-DE', 'en-GB'] });
    expect(lang()).toBe('en');
    await openLaunchPage({
      version: '2004',
      values: { 'cmi.learner_preference.language': 'fr-FR' },
      browserLanguages: ['en-US'],
    });
    expect(lang()).toBe('en');
  });

  it('speaks Portuguese when neither the LMS nor the browser names pt, en or es', async () => {
    await openLaunchPage({ browserLanguages: ['de'] });
    expect(lang()).toBe('pt');
    expect(document.documentElement.lang).toBe('pt-BR');
  });

  it('says to open the lesson from the LMS in the browser’s language when there is no LMS to ask', async () => {
    await openLaunchPage({ runtime: false, browserLanguages: ['en-US'], waitForEmbed: false });
    await vi.waitFor(() => expect(text('status')).toBe(launchTexts.en.noRuntime));
  });

  it('words the notice of an LMS that refused to initialize in the LMS’s language, not the browser’s', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await openLaunchPage({
      values: { 'cmi.student_preference.language': 'es' },
      browserLanguages: ['en-US'],
      answer: (method) => (method === 'LMSInitialize' ? 'false' : undefined),
    });
    await vi.waitFor(() => expect(text('notice')).toBe(launchTexts.es.lmsTrouble));
    expect(text('notice-close')).toBe('Cerrar');
  });
});

describe('the launch page’s messages', () => {
  it('words every way a token can fail in each language, with the wait of a 429 in seconds', () => {
    for (const texts of Object.values(launchTexts)) {
      for (const code of ['timeout', 'offline', 'unreachable', 'unavailable', 'refused'] as const)
        expect(texts.tokenFailure(new TokenFailure(code))).toMatch(/\w{3}/);
      expect(texts.tokenFailure(new TokenFailure('rate-limited', 429, 29_500))).toMatch(/ 30 s\.$/);
    }
  });
});
