import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DOWNLOAD_AUDIENCE, signToken } from './auth.ts';
import { FaultPlan, type ApiOptions } from './options.ts';
import { startApi, type RunningApi } from './server.ts';

const secret = new TextEncoder().encode('test-secret-test-secret-test-secret');
const dir = mkdtempSync(join(tmpdir(), 'sphere-api-'));
const options: ApiOptions = {
  apiKey: 'k',
  searchKey: 'sk',
  jwtSecret: secret,
  databaseUrl: `file:${join(dir, 'db.sqlite')}`,
  corsOrigins: ['http://127.0.0.1:4173'],
  rateLimit: { max: 1000, windowMs: 60_000 },
  maxBodyBytes: 4096,
  faults: new FaultPlan(),
};
let api: RunningApi;
let token: string;

const call = (path: string, init: RequestInit & { key?: string; auth?: string | null } = {}): Promise<Response> => {
  const { key = 'k', auth = token, ...rest } = init;
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    'Ocp-Apim-Subscription-Key': key,
  };
  if (auth !== null) headers['Authorization'] = auth;
  return fetch(`${api.url}${path}`, { ...rest, headers: { ...headers, ...(rest.headers as Record<string, string>) } });
};
const post = (path: string, body: unknown, init: Parameters<typeof call>[1] = {}): Promise<Response> =>
  call(path, { method: 'POST', body: JSON.stringify(body), ...init });

beforeAll(async () => {
  api = await startApi(options);
  token = await signToken(secret, { user: 'ana', videoId: 'licao-fotossintese' });
});
afterAll(async () => {
  await api.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('CORS', () => {
  it('lets a listed origin PUT to the LRS (state documents, statements by id), as a browser preflights it', async () => {
    const response = await fetch(`${api.url}/lrs/activities/state?stateId=s`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:4173',
        'Access-Control-Request-Method': 'PUT',
        'Access-Control-Request-Headers': 'authorization,content-type,x-experience-api-version',
      },
    });
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('http://127.0.0.1:4173');
    expect(response.headers.get('Access-Control-Allow-Methods')?.split(',')).toContain('PUT');
  });
});

describe('auth and limits', () => {
  it('rejects a call without a token with 401 and its status text', async () => {
    const response = await post(`/api/player?token=`, {}, { auth: null });
    expect(response.status).toBe(401);
    expect(response.statusText).toBe('Unauthorized');
    expect(await response.json()).toMatchObject({ status_ret: 'NOK' });
  });

  it('rejects an expired token', async () => {
    const expired = await signToken(secret, { user: 'ana', videoId: 'licao-fotossintese' }, Math.floor(Date.now() / 1000) - 10);
    expect((await post(`/api/player?token=${expired}`, {}, { auth: expired })).status).toBe(401);
  });

  it('rejects a tampered signature and a token signed with another secret', async () => {
    const [head, , sig] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ sub: 'eve', vid: 'licao-fotossintese', exp: 9e9 })).toString('base64url');
    const tampered = `${head}.${forgedPayload}.${sig}`;
    expect((await post(`/api/player?token=${tampered}`, {}, { auth: tampered })).status).toBe(401);
    const foreign = await signToken(new TextEncoder().encode('another-secret-another-secret-xx'), {
      user: 'eve',
      videoId: 'licao-fotossintese',
    });
    expect((await post(`/api/player?token=${foreign}`, {}, { auth: foreign })).status).toBe(401);
  });

  it('rejects a wrong subscription key', async () => {
    expect((await post(`/api/player?token=${token}`, {}, { key: 'wrong' })).status).toBe(401);
  });

  it('answers 413 to an oversized body and 400 to a malformed one, naming the field', async () => {
    const big = await post('/api/playerlogerror', { token, mensagemerro: 'x'.repeat(10_000) });
    expect(big.status).toBe(413);
    const malformed = await call('/api/playercurtir', { method: 'POST', body: '{not json' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ status_ret: 'NOK', erro: 'JSON inválido.' });
    const badField = await post('/api/playercurtir', { token, curtir: 'talvez' });
    expect(await badField.json()).toEqual({ status_ret: 'NOK', erro: 'Campo inválido: curtir.' });
  });

  it('answers the CORS preflight for the widget origin with the custom headers allowed', async () => {
    const response = await fetch(`${api.url}/api/player`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:4173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,ocp-apim-subscription-key',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
    expect(response.headers.get('access-control-allow-headers')).toMatch(/Ocp-Apim-Subscription-Key/);
    const other = await fetch(`${api.url}/api/player`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('player', () => {
  it('returns the item the token names, with absolute media URLs that play', async () => {
    const body = await (await post(`/api/player?token=${token}&versao=1`, {})).json();
    expect(body.status_ret).toBe('OK');
    expect(body.Item).toMatchObject({ id: 'licao-fotossintese', aoVivo: false, versao: 1 });
    expect(body.Item.urlHls).toMatch(new RegExp(`^${api.url}/media/licao-fotossintese/hls/master\\.m3u8\\?exp=\\d+&v=ana&sig=`));
    const master = await (await fetch(body.Item.urlHls)).text();
    expect(master.match(/#EXT-X-STREAM-INF/g)).toHaveLength(3);
    expect(master).toMatch(/TYPE=AUDIO/);
    expect((await fetch(body.Item.legendas[0].src)).headers.get('content-type')).toMatch(/text\/vtt/);
  });

  it('finds an item by script id, and says NOK for an unknown video', async () => {
    const senhas = await signToken(secret, { user: 'ana', videoId: 'seguranca-senhas' });
    const byScript = await (await post(`/api/player?idProducaoRoteiro=1002`, {}, { auth: senhas })).json();
    expect(byScript.Item.id).toBe('seguranca-senhas');
    expect(byScript.Item.urlMp3).toBeNull();
    const unknown = await signToken(secret, { user: 'ana', videoId: 'nao-existe' });
    const response = await post(`/api/player?token=${unknown}`, {}, { auth: unknown });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ status_ret: 'NOK', erro: 'Vídeo não encontrado.' });
  });
});

describe('likes and views', () => {
  it('stores a like, clears it, and counts it', async () => {
    await post('/api/playercurtir', { token, curtir: 'S' });
    const state = await (await call(`/api/playercurtir?operacao=usuario&token=${token}`)).json();
    expect(state.Item).toEqual({ curtir: 'S', gostei: 1, naoGostei: 0 });
    const cleared = await (await post('/api/playercurtir', { token, curtir: null })).json();
    expect(cleared.Item.curtir).toBeNull();
  });

  it('keeps a like across a server restart', async () => {
    const first = await startApi(options);
    const headers = { 'Content-Type': 'application/json', Authorization: token, 'Ocp-Apim-Subscription-Key': 'k' };
    await fetch(`${first.url}/api/playercurtir`, { method: 'POST', headers, body: JSON.stringify({ token, curtir: 'N' }) });
    await first.close();
    const second = await startApi(options);
    try {
      const state = await (await fetch(`${second.url}/api/playercurtir?operacao=usuario&token=${token}`, { headers })).json();
      expect(state.Item.curtir).toBe('N');
    } finally {
      await second.close();
    }
  });

  it('answers an empty body when there is no view, then merges watched ranges', async () => {
    const fresh = await signToken(secret, { user: 'bia', videoId: 'licao-fotossintese' });
    const none = await call(`/api/playervisualizacao?token=${fresh}`, { auth: fresh });
    expect(await none.text()).toBe('');
    await post('/api/playervisualizacao', { token: fresh, posicao: 10, duracao: 74, intervalos: [[0, 10]] }, { auth: fresh });
    const saved = await (
      await post(
        '/api/playervisualizacao',
        {
          token: fresh,
          posicao: 70,
          duracao: 9999,
          intervalos: [
            [9.8, 20],
            [60, 70],
          ],
        },
        { auth: fresh },
      )
    ).json();
    expect(saved.Item.intervalos).toEqual([
      [0, 20],
      [60, 70],
    ]);
    expect(saved.Item.progresso).toBeCloseTo((30 / 74.597) * 100, 0);
    const read = await (await call(`/api/playervisualizacao?token=${fresh}`, { auth: fresh })).json();
    expect(read.Item.posicao).toBe(70);
  });

  it('keeps no view of a live item: a client’s own duration cannot make one look watched', async () => {
    const live = await signToken(secret, { user: 'bia', videoId: 'aula-ao-vivo' });
    const response = await post(
      '/api/playervisualizacao',
      { token: live, posicao: 1, duracao: 1, intervalos: [[0, 1]] },
      { auth: live },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status_ret: 'NOK', erro: 'Este vídeo não guarda visualização.' });
    expect(await (await call(`/api/playervisualizacao?token=${live}`, { auth: live })).text()).toBe('');
  });

  it('computes progresso with the widget’s completion rule: a seek to the end adds nothing, two devices count once', async () => {
    const fresh = await signToken(secret, { user: 'caio', videoId: 'licao-fotossintese' });
    const save = async (intervalos: [number, number][], posicao: number) =>
      (await (await post('/api/playervisualizacao', { token: fresh, posicao, duracao: 74, intervalos }, { auth: fresh })).json())
        .Item as { progresso: number; intervalos: [number, number][] };
    // One device watches 0–30 and jumps to the end (a zero-length mark where it landed).
    await save(
      [
        [0, 30],
        [74.5, 74.5],
      ],
      74.5,
    );
    // Another device watches 20–40 and 40–50, a while later (the credit clock allows what the time since does).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 30_000 });
    const saved = await save(
      [
        [20, 40],
        [40, 50],
      ],
      50,
    );
    vi.useRealTimers();
    expect(saved.intervalos).toEqual([[0, 50]]);
    expect(saved.progresso).toBeCloseTo((50 / 74.597) * 100, 0);
  });

  it('logs an error', async () => {
    expect((await post('/api/playerlogerror', { token, mensagemerro: 'falhou' })).status).toBe(200);
    expect(await api.db.errorLogs('licao-fotossintese')).toContain('falhou');
  });
});

describe('downloads', () => {
  it('looks up each variant and serves it with Content-Length and Range', async () => {
    for (const [query, suffix] of [
      ['isAlta=S', 'original.mp4'],
      ['isAlta=N', 'processado.mp4'],
      ['isAlta=N&isAudio=S', 'audio.mp3'],
    ] as const) {
      const info = await (await call(`/api/download?token=${token}&versao=1&${query}`)).json();
      expect(info.status_ret).toBe('OK');
      expect(info.Nome).toBe(`licao-fotossintese_${suffix}`);
      expect(new URL(info.URI).pathname).toMatch(/\.(mp4|mp3)$/);
      const whole = await fetch(info.URI);
      expect(Number(whole.headers.get('content-length'))).toBe((await whole.arrayBuffer()).byteLength);
      const part = await fetch(info.URI, { headers: { Range: 'bytes=0-99' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toMatch(/^bytes 0-99\/\d+$/);
      expect((await part.arrayBuffer()).byteLength).toBe(100);
    }
  });

  it('says NOK for an audio download of an item without MP3, and refuses a forged file link', async () => {
    const other = await signToken(secret, { user: 'ana', videoId: 'seguranca-senhas' });
    const info = await (await call(`/api/download?token=${other}&isAlta=N&isAudio=S`, { auth: other })).json();
    expect(info).toEqual({ status_ret: 'NOK', erro: 'Não há opções para download deste tipo.' });
    expect((await fetch(`${api.url}/files/licao-fotossintese/original?t=forged`)).status).toBe(401);
  });

  it('refuses a file link whose variant is an inherited property name (toString, __proto__) with 401, never a 500', async () => {
    for (const variant of ['toString', 'constructor', '__proto__', 'hasOwnProperty']) {
      const link = await signToken(secret, { user: 'ana', videoId: `licao-fotossintese/${variant}` }, '10m', DOWNLOAD_AUDIENCE);
      const response = await fetch(`${api.url}/files/licao-fotossintese/${variant}.mp4?t=${link}`);
      expect(response.status, variant).toBe(401);
      expect(await response.json()).toEqual({ status_ret: 'NOK', erro: 'Link de download inválido ou expirado.' });
    }
  });
});

describe('caching', () => {
  it('marks every API answer no-store (tokens, signed URLs, private data), failures included; media keep their own', async () => {
    const answers = {
      download: await call(`/api/download?token=${token}&isAlta=S`),
      player: await post(`/api/player?token=${token}`, {}),
      view: await call(`/api/playervisualizacao?token=${token}`),
      like: await call(`/api/playercurtir?operacao=usuario&token=${token}`),
      questions: await call('/api/playerperguntas'),
      unauthenticated: await post(`/api/player?token=`, {}, { auth: null }),
      unknownRoute: await call('/api/nao-existe'),
      scormToken: await fetch(`${api.url}/api/token/scorm`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ chave: 'x.y', aprendiz: 'a' }),
      }),
      chat: await call('/search/chatgpt', {
        key: 'sk',
        method: 'POST',
        body: JSON.stringify({ operacao: 'private', prompt: 'clorofila', systemMessage: '' }),
      }),
      lrsFetch: await fetch(`${api.url}/lrs/fetch/nao-existe`, { method: 'POST' }),
    };
    for (const [name, response] of Object.entries(answers)) expect(response.headers.get('cache-control'), name).toBe('no-store');
    expect(answers.download.status).toBe(200);
    const { Item } = (await answers.player.json()) as { Item: { urlHls: string } };
    expect((await fetch(Item.urlHls)).headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
  });
});
