import { afterEach, describe, expect, it, vi } from 'vitest';
import { ASSISTANT_TIMEOUT_MS, createApiClient, VIEW_KEEPALIVE_MAX_CHARS, type ApiClient } from './api-client';
import { ASSISTANT_TIMEOUT, SESSION_EXPIRED } from './api-errors';
import { parseConfig } from './config';

const config = parseConfig({
  API_URL: 'http://api.test/api',
  API_KEY: 'k',
  SEARCH_URL: 'http://api.test/search/',
  SEARCH_KEY: 'sk',
  STORAGE_KEY: 'sp_',
});

function client(answer: (request: Request) => Response) {
  const requests: Request[] = [];
  const refreshToken = vi.fn().mockResolvedValue(false);
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    requests.push(request);
    return answer(request);
  };
  const api = createApiClient(config, { token: () => 'tok', refreshToken }, fetch);
  return { api, requests, refreshToken };
}
const json = (body: unknown): Response => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

describe('api client', () => {
  it('sends the raw token and the API key to API calls', async () => {
    const { api, requests, refreshToken } = client(() =>
      json({ status_ret: 'OK', Item: { curtir: 'S', gostei: 1, naoGostei: 0 } }),
    );
    await api.getLike();
    const request = requests[0];
    expect(request?.url).toBe('http://api.test/api/playercurtir?operacao=usuario&token=tok');
    expect(request?.headers.get('authorization')).toBe('tok');
    expect(request?.headers.get('ocp-apim-subscription-key')).toBe('k');
    expect(request?.headers.get('accept')).toBe('application/json');
    expect(refreshToken).not.toHaveBeenCalled();
  });

  it('keeps the like request alive, so a like pressed just before leaving the page arrives', async () => {
    const { api, requests } = client(() => json({ status_ret: 'OK', Item: { curtir: 'S', gostei: 1, naoGostei: 0 } }));
    await api.setLike('S');
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.keepalive).toBe(true);
    expect(await requests[0]?.json()).toEqual({ token: 'tok', curtir: 'S' });
  });

  it('keeps a view save alive, so the one made as the frame goes arrives; not one too big for the browser to keep', async () => {
    const { api, requests } = client(() => json({ status_ret: 'OK', Item: { posicao: 5, progresso: 7, intervalos: [[0, 5]] } }));
    await api.saveView({ posicao: 5, duracao: 75, intervalos: [[0, 5]] });
    expect(requests[0]?.keepalive).toBe(true);
    const many = Array.from({ length: 400 }, (_, i): [number, number] => [i * 2, i * 2 + 1]);
    expect(JSON.stringify(many).length).toBeGreaterThan(VIEW_KEEPALIVE_MAX_CHARS);
    await api.saveView({ posicao: 800, duracao: 900, intervalos: many });
    expect(requests[1]?.keepalive).toBe(false);
  });

  it("prefixes the token with 'jwt ' and uses the search key for the AI, with the prompt trimmed", async () => {
    const { api, requests } = client(() => json({ status_ret: 'OK', content: 'Resposta' }));
    expect(await api.ask('  O que é?  ', false, 'sys')).toBe('Resposta');
    const request = requests[0];
    expect(request?.url).toBe('http://api.test/search/chatgpt');
    expect(request?.headers.get('authorization')).toBe('jwt tok');
    expect(request?.headers.get('ocp-apim-subscription-key')).toBe('sk');
    expect(await request?.json()).toEqual({ operacao: 'lns', prompt: 'O que é?', systemMessage: 'sys' });
  });

  it("answers 'Não há consultas.' for an empty chat answer and null for no saved view", async () => {
    const { api } = client(() => new Response(''));
    await expect(api.ask('x', true, '')).rejects.toThrow('Não há consultas.');
    expect(await api.getView()).toBeNull();
  });

  it('asks the token owner for a new token after a 401 and repeats the call once with it', async () => {
    let token = 'old';
    const seen: string[] = [];
    const api = createApiClient(
      config,
      {
        token: () => token,
        refreshToken: async () => {
          token = 'new';
          return true;
        },
      },
      async (input, init) => {
        const request = new Request(input, init);
        seen.push(request.headers.get('authorization') ?? '');
        return request.headers.get('authorization') === 'new'
          ? json({ status_ret: 'OK', Item: { curtir: null, gostei: 0, naoGostei: 0 } })
          : new Response('', { status: 401 });
      },
    );
    expect((await api.getLike()).curtir).toBeNull();
    expect(seen).toEqual(['old', 'new']);
  });

  it('never sends a token past its own exp: with no new one the call ends as the session’s end, before any request', async () => {
    const requests: string[] = [];
    const refreshToken = vi.fn().mockResolvedValue(false);
    const api = createApiClient(config, { token: () => 'expired', refreshToken, expired: () => true }, async (input) => {
      requests.push(String(input));
      return json({ status_ret: 'OK' });
    });
    const calls = [
      api.saveView({ posicao: 5, duracao: 75, intervalos: [[0, 5]] }),
      api.setLike('S'),
      api.getLike(),
      api.logError('x'),
      api.ask('O que é?', false, 'sys'),
      api.summary('sys'),
    ];
    for (const call of calls) await expect(call).rejects.toMatchObject({ code: 'session-expired', message: SESSION_EXPIRED });
    expect(requests).toEqual([]);
    expect(refreshToken).toHaveBeenCalledTimes(calls.length);
  });

  it('never sends a view with another item’s token: a 401 whose new token came with the next item leaves it unsent', async () => {
    let token = 'lesson-a';
    let item = 'a';
    const sent: unknown[] = [];
    const api = createApiClient(
      config,
      {
        token: () => token,
        // The host's loadVideo: the next item's token is the one in use now.
        refreshToken: async () => {
          [token, item] = ['lesson-b', 'b'];
          return true;
        },
      },
      async (input, init) => {
        sent.push(((await new Request(input, init).json()) as { token: string }).token);
        return new Response('', { status: 401 });
      },
    );
    const view = api.saveView({ posicao: 5, duracao: 75, intervalos: [[0, 5]] }, () => item === 'a');
    await expect(view).rejects.toMatchObject({ code: 'failed' });
    expect(sent).toEqual(['lesson-a']);
  });

  it('sends with the new token when the owner of an expired one gets another first (USAR_AD: the host)', async () => {
    let token = 'expired';
    const seen: string[] = [];
    const api = createApiClient(
      config,
      {
        token: () => token,
        expired: () => token === 'expired',
        refreshToken: async () => {
          token = 'new';
          return true;
        },
      },
      async (input, init) => {
        seen.push(new Request(input, init).headers.get('authorization') ?? '');
        return json({ status_ret: 'OK', Item: { posicao: 5, progresso: 7, intervalos: [[0, 5]] } });
      },
    );
    await api.saveView({ posicao: 5, duracao: 75, intervalos: [[0, 5]] });
    expect(seen).toEqual(['new']);
  });

  it('turns NOK and a network failure into the catalogue messages', async () => {
    vi.useFakeTimers();
    await expect(client(() => json({ status_ret: 'NOK', erro: 'x' })).api.player({})).rejects.toThrow(
      'Erro na consulta dos vídeo(s).',
    );
    const offline = createApiClient(config, { token: () => 't', refreshToken: async () => false }, () =>
      Promise.reject(new TypeError('offline')),
    );
    const failed = expect(offline.player({})).rejects.toThrow('Erro na abertura do player.');
    await vi.advanceTimersByTimeAsync(10_000);
    await failed;
  });
});

describe('the assistant timeout', () => {
  afterEach(() => void vi.useRealTimers());
  /** A client whose requests never get an answer (until aborted). */
  const silent = (): ApiClient =>
    createApiClient(
      config,
      { token: () => 't', refreshToken: async () => false },
      (input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_, reject) => {
          const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
          signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );

  it.each([
    ['a chat question', (api: ApiClient) => api.ask('x', false, ''), ASSISTANT_TIMEOUT],
    ['the summary', (api: ApiClient) => api.summary(''), 'Erro ao gerar resumo.'],
  ] as const)(
    'waits for %s past the 20 s of other calls, up to ASSISTANT_TIMEOUT_MS, then says it timed out',
    async (_, ask, text) => {
      vi.useFakeTimers();
      let settled = false;
      const asked = ask(silent()).finally(() => (settled = true));
      asked.catch(() => undefined);
      await vi.advanceTimersByTimeAsync(25_000);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(ASSISTANT_TIMEOUT_MS - 25_000 + 100);
      await expect(asked).rejects.toMatchObject({ code: 'timeout', message: text });
    },
  );
});

describe('api client retries', () => {
  afterEach(() => void vi.useRealTimers());
  const item = { status_ret: 'OK', Item: { curtir: 'S', gostei: 1, naoGostei: 0 } };

  const questions = { status_ret: 'OK', Itens: [{ pergunta: 'O que é clorofila?' }] };
  it.each([
    ['reads the like', (api: ApiClient) => api.getLike(), item, item.Item],
    ['sets the like', (api: ApiClient) => api.setLike('S'), item, item.Item],
    ['reads the suggested questions', (api: ApiClient) => api.questions(), questions, ['O que é clorofila?']],
  ] as const)('%s after a 503 and a 504, with a few quick tries', async (_name, run, body, expected) => {
    vi.useFakeTimers();
    let calls = 0;
    const { api, requests } = client(() =>
      ++calls <= 2 ? new Response('{"status_ret":"NOK","erro":"Indisponível"}', { status: calls === 1 ? 503 : 504 }) : json(body),
    );
    const result = run(api);
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(result).resolves.toEqual(expected);
    expect(requests).toHaveLength(3);
  });

  it('gives up on a gateway that keeps failing well before the 30 s load watchdog, with the catalogue message', async () => {
    vi.useFakeTimers();
    const { api, requests } = client(
      () =>
        new Response('<html><body><h1>502 Bad Gateway</h1></body></html>', {
          status: 502,
          headers: { 'Content-Type': 'text/html' },
        }),
    );
    const started = Date.now();
    const failed = expect(api.player({})).rejects.toThrow('Erro na abertura do player.');
    await vi.advanceTimersByTimeAsync(30_000);
    await failed;
    expect(requests.length).toBeGreaterThan(1);
    expect(requests.length).toBeLessThanOrEqual(4);
    expect(Date.now() - started).toBeLessThanOrEqual(30_000);
  });

  it('does not retry a 403, nor refresh the token for a revoked key', async () => {
    const forbidden = client(() => new Response('{"status_ret":"NOK","erro":"Proibido"}', { status: 403 }));
    await expect(forbidden.api.player({})).rejects.toMatchObject({
      code: 'forbidden',
      message: 'Você não tem acesso a este conteúdo.',
    });
    expect(forbidden.requests).toHaveLength(1);
    const revoked = client(() => new Response('{"status_ret":"NOK","erro":"Chave de assinatura inválida."}', { status: 401 }));
    await expect(revoked.api.player({})).rejects.toMatchObject({ code: 'key-revoked' });
    expect(revoked.refreshToken).not.toHaveBeenCalled();
    expect(revoked.requests).toHaveLength(1);
  });

  it('passes the Retry-After of a 429 on to the error', async () => {
    const { api } = client(() => new Response('', { status: 429, headers: { 'Retry-After': '120' } }));
    await expect(api.player({})).rejects.toMatchObject({ code: 'rate-limited', retryAfterMs: 120_000 });
  });

  it('never repeats a chat question or a view save itself', async () => {
    const { api, requests } = client(() => new Response('', { status: 503 }));
    await expect(api.ask('x', false, '')).rejects.toThrow();
    await expect(api.saveView({ posicao: 1, duracao: 2, intervalos: [[0, 1]] })).rejects.toMatchObject({ status: 503 });
    expect(requests).toHaveLength(2);
  });
});
