// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openLaunchPage, text, widget } from './launch-test-harness.ts';
import { TOKEN_DEADLINE_MS } from './token-request.ts';

vi.mock('../../../host-sdk/src/index.ts', async () => ({ embed: (await import('./launch-test-harness.ts')).fakeEmbed }));

const tokenResponse = (): Response => new Response(JSON.stringify({ status_ret: 'OK', token: 'tok' }), { status: 200 });
const gatewayPage = '<!doctype html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>';

/** Opens the page with `answers` as the API's answers to token/scorm, one per request, and waits for the first to be said. */
async function launchWith(...answers: (() => Promise<Response>)[]): Promise<void> {
  const queue = [...answers];
  await openLaunchPage({ fetch: () => (queue.shift() ?? (() => Promise.resolve(tokenResponse())))(), waitForEmbed: false });
  await vi.waitFor(() => expect(text('status')).not.toBe('Carregando a aula…'));
}

const retry = (): HTMLButtonElement => document.getElementById('retry') as HTMLButtonElement;

describe('the SCORM launch page when it cannot get a token', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('says the server is unavailable for a gateway’s HTML page, quoting none of it, and its retry opens the lesson', async () => {
    await launchWith(() => Promise.resolve(new Response(gatewayPage, { status: 502, headers: { 'Content-Type': 'text/html' } })));
    expect(text('status')).toBe('O servidor do vídeo está indisponível no momento. Tente novamente em alguns instantes.');
    expect(retry().hidden).toBe(false);
    retry().click();
    await vi.waitFor(() => expect(widget.urls).toHaveLength(1));
    expect(text('status')).toBe('');
    expect(retry().hidden).toBe(true);
  });

  it('treats an HTML page answered with 200 as the server’s unavailability, not as a SyntaxError', async () => {
    await launchWith(() => Promise.resolve(new Response(gatewayPage, { status: 200 })));
    expect(text('status')).toBe('O servidor do vídeo está indisponível no momento. Tente novamente em alguns instantes.');
    expect(text('status')).not.toMatch(/Syntax|JSON|<|doctype/i);
  });

  it('never shows the server’s own text, and offers no retry for a refused package (403)', async () => {
    await launchWith(() =>
      Promise.resolve(
        new Response(JSON.stringify({ status_ret: 'NOK', erro: '<b>Chave</b> inválida em db-07' }), { status: 403 }),
      ),
    );
    expect(text('status')).toBe(
      'Esta aula não pode ser aberta: o servidor do vídeo não aceita este pacote. Avise o responsável pelo curso.',
    );
    expect(retry().hidden).toBe(true);
  });

  it('gives up waiting after the deadline, says the server took too long, and its retry tries again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const hang = (_url: unknown, init?: RequestInit): Promise<Response> =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError'))),
      );
    await openLaunchPage({ fetch: hang as typeof fetch, waitForEmbed: false });
    await vi.advanceTimersByTimeAsync(TOKEN_DEADLINE_MS - 1);
    expect(text('status')).toBe('Carregando a aula…');
    await vi.advanceTimersByTimeAsync(1);
    expect(text('status')).toBe('O servidor do vídeo demorou demais para responder. Verifique sua conexão e tente novamente.');
    vi.stubGlobal('fetch', () => Promise.resolve(tokenResponse()));
    retry().click();
    await vi.waitFor(() => expect(widget.urls).toEqual(['https://player.example.com/player?token=tok&lang=pt']));
  });

  it('says the learner is offline when the request fails without a connection', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await launchWith(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(text('status')).toBe('Sem conexão à internet. Verifique sua conexão e tente novamente.');
    expect(retry().hidden).toBe(false);
    vi.restoreAllMocks();
  });

  it('asks the learner to wait out a 429, its retry enabled only after the server’s Retry-After', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await openLaunchPage({
      fetch: () =>
        Promise.resolve(new Response('{"erro":"Muitas requisições."}', { status: 429, headers: { 'Retry-After': '30' } })),
      waitForEmbed: false,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(text('status')).toBe('Aguarde para realizar uma nova requisição. Você poderá tentar novamente em 30 s.');
    expect(retry().hidden).toBe(false);
    expect(retry().disabled).toBe(true);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(retry().disabled).toBe(false);
  });

  it('says the lesson must be opened from the LMS when there is no SCORM runtime above it', async () => {
    await openLaunchPage({ runtime: false, waitForEmbed: false });
    await vi.waitFor(() =>
      expect(text('status')).toBe('Abra esta aula pelo seu ambiente de aprendizagem (LMS): sem ele, ela não pode ser aberta.'),
    );
    expect(widget.urls).toEqual([]);
  });
});
