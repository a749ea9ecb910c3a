import ky from 'ky';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';
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
  const api = createApiClient(config, { token: () => 'tok', refreshToken }, ky.create({ fetch }));
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
      ky.create({
        fetch: async (input, init) => {
          const request = new Request(input, init);
          seen.push(request.headers.get('authorization') ?? '');
          return request.headers.get('authorization') === 'new'
            ? json({ status_ret: 'OK', Item: { curtir: null, gostei: 0, naoGostei: 0 } })
            : new Response('', { status: 401 });
        },
      }),
    );
    expect((await api.getLike()).curtir).toBeNull();
    expect(seen).toEqual(['old', 'new']);
  });

  it('turns NOK and a network failure into the catalogue messages', async () => {
    await expect(client(() => json({ status_ret: 'NOK', erro: 'x' })).api.player({})).rejects.toThrow(
      'Erro na consulta dos vídeo(s).',
    );
    const offline = createApiClient(
      config,
      { token: () => 't', refreshToken: async () => false },
      ky.create({ fetch: () => Promise.reject(new TypeError('offline')) }),
    );
    await expect(offline.player({})).rejects.toThrow('Erro na abertura do player.');
  });
});
