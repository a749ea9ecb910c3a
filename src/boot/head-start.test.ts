import { describe, expect, it } from 'vitest';
import { createApiClient } from '@/services/api-client';
import { adoptingEarlyRequests } from '@/services/early-requests';
import { requestItem } from '@/services/item-request';
import { sampleConfig, sampleItem } from '@/testing/fixtures';
import { sendItemRequestsEarly, type HeadStartOptions } from './head-start';

const NOW = Date.UTC(2026, 10, 23);
const base64url = (value: unknown): string =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const jwt = (claims: Record<string, unknown>): string => `${base64url({ alg: 'HS256' })}.${base64url(claims)}.c2ln`;
const TOKEN = jwt({ sub: 'ana', exp: NOW / 1000 + 3600 });

const rawConfig = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  API_URL: 'https://api.example.test/api/',
  API_KEY: 'key',
  SEARCH_URL: 'https://api.example.test/search/',
  SEARCH_KEY: 'search-key',
  STORAGE_KEY: 'sphere_',
  SALVAR_VISUALIZACAO: 'S',
  ...overrides,
});

/** A network that answers the player and the view, and records what reached it. */
function network() {
  const sent: { method: string; url: string; authorization: string | null }[] = [];
  const fetchImpl = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    sent.push({ method: request.method, url: request.url, authorization: request.headers.get('authorization') });
    const body = request.url.includes('playervisualizacao')
      ? { status_ret: 'OK', Item: { posicao: 42, progresso: 50, intervalos: [] } }
      : { status_ret: 'OK', Item: sampleItem() };
    return Promise.resolve(new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }));
  };
  return { sent, fetchImpl };
}

function headStart(config: Record<string, unknown>, options: Partial<HeadStartOptions> = {}) {
  const net = network();
  const launch = { versao: null, idProducaoRoteiro: null, preview: false, ...options.launch };
  const sentEarly = sendItemRequestsEarly(JSON.stringify(config), {
    urlToken: TOKEN,
    now: NOW,
    fetchImpl: net.fetchImpl,
    framed: true,
    ...options,
    launch,
  });
  return { ...net, sentEarly, launch };
}

describe('the head start', () => {
  it('sends the item and the saved view, and the API client adopts both instead of asking again', async () => {
    const { sent, fetchImpl, sentEarly, launch } = headStart(rawConfig());
    expect(sentEarly).toBe(true);
    expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual([
      `POST https://api.example.test/api/player?token=${TOKEN}`,
      `GET https://api.example.test/api/playervisualizacao?token=${encodeURIComponent(TOKEN)}`,
    ]);
    // Boot's client, as boot builds it: the same requests, answered by the early ones.
    const config = sampleConfig({ SALVAR_VISUALIZACAO: 'S' });
    const api = createApiClient(
      config,
      { token: () => TOKEN, refreshToken: () => Promise.resolve(false) },
      adoptingEarlyRequests(fetchImpl),
    );
    const request = requestItem(api, { ...launch, lang: null, autoplay: false, limiar: null, cmi5: null }, config, true);
    expect((await request?.item)?.id).toBe('licao');
    expect((await request?.view)?.posicao).toBe(42);
    expect(sent).toHaveLength(2);
    // Adopted once: the next call goes to the network.
    await api.player(launch);
    expect(sent).toHaveLength(3);
  });

  it('uses the token this tab kept when the URL has none (a reload)', () => {
    const tab = { getItem: (key: string) => (key === 'sphere_token' ? TOKEN : null) } as unknown as Storage;
    const { sent } = headStart(rawConfig(), { urlToken: null, tabStorage: () => tab });
    expect(sent[0]?.url).toContain(`token=${TOKEN}`);
  });

  it('asks by script id without a token, and for no saved view then', () => {
    const { sent } = headStart(rawConfig(), {
      urlToken: null,
      launch: { versao: '2', idProducaoRoteiro: 'rot-1', preview: true },
    });
    expect(sent.map(({ url }) => url)).toEqual([
      'https://api.example.test/api/player?idProducaoRoteiro=rot-1&versao=2&preview=S',
    ]);
  });

  it('under USAR_AD, sends the URL’s token only from a page opened by itself (in a frame the host hands one over)', () => {
    expect(headStart(rawConfig({ USAR_AD: 'S' }), { framed: false }).sent).toHaveLength(2);
  });

  it('sends nothing the client would not send: no token, a token that is no JWT or has expired, USAR_AD in a frame', () => {
    const expired = jwt({ sub: 'ana', exp: NOW / 1000 - 1 });
    for (const [config, urlToken] of [
      [rawConfig(), null],
      [rawConfig(), 'not-a-jwt'],
      [rawConfig(), expired],
      [rawConfig({ USAR_AD: 'S' }), TOKEN],
    ] as const) {
      const { sent, sentEarly } = headStart(config, { urlToken });
      expect(sentEarly).toBe(false);
      expect(sent).toEqual([]);
    }
  });

  it('sends nothing when the raw config cannot say where: not JSON, no API key, an API_URL that is not http(s)', () => {
    for (const text of [
      '{',
      '[]',
      JSON.stringify(rawConfig({ API_KEY: '' })),
      JSON.stringify(rawConfig({ API_URL: 'javascript:alert(1)' })),
    ]) {
      const net = network();
      const options = {
        urlToken: TOKEN,
        now: NOW,
        framed: false,
        fetchImpl: net.fetchImpl,
        launch: { versao: null, idProducaoRoteiro: null, preview: false },
      };
      expect(sendItemRequestsEarly(text, options)).toBe(false);
      expect(net.sent).toEqual([]);
    }
  });
});
