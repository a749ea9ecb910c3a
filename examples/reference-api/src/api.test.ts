import { describe, expect, it, vi } from 'vitest';
import { startApi } from './server.ts';
import { signToken } from './auth.ts';
import { startTestApi } from './test-api.ts';

const { secret, options, running, call, post } = startTestApi();

describe('CORS', () => {
  it('lets a listed origin PUT to the LRS (state documents, statements by id), as a browser preflights it', async () => {
    const response = await fetch(`${running.api.url}/lrs/activities/state?stateId=s`, {
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
  it('rejects a call without a running.token with 401 and its status text', async () => {
    const response = await post(`/api/player?token=`, {}, { auth: null });
    expect(response.status).toBe(401);
    expect(response.statusText).toBe('Unauthorized');
    expect(await response.json()).toMatchObject({ status_ret: 'NOK' });
  });

  it('rejects an expired token', async () => {
    const expired = await signToken(secret, { user: 'ana', videoId: 'licao-fotossintese' }, Math.floor(Date.now() / 1000) - 10);
    expect((await post(`/api/player?token=${expired}`, {}, { auth: expired })).status).toBe(401);
  });

  it('rejects a tampered signature and a running.token signed with another secret', async () => {
    const [head, , sig] = running.token.split('.');
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
    expect((await post(`/api/player?token=${running.token}`, {}, { key: 'wrong' })).status).toBe(401);
  });

  it('answers 413 to an oversized body and 400 to a malformed one, naming the field', async () => {
    const big = await post('/api/playerlogerror', { token: running.token, mensagemerro: 'x'.repeat(10_000) });
    expect(big.status).toBe(413);
    const malformed = await call('/api/playercurtir', { method: 'POST', body: '{not json' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ status_ret: 'NOK', erro: 'JSON inválido.' });
    const badField = await post('/api/playercurtir', { token: running.token, curtir: 'talvez' });
    expect(await badField.json()).toEqual({ status_ret: 'NOK', erro: 'Campo inválido: curtir.' });
  });

  it('answers the CORS preflight for the widget origin with the custom headers allowed', async () => {
    const response = await fetch(`${running.api.url}/api/player`, {
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
    const other = await fetch(`${running.api.url}/api/player`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('player', () => {
  it('returns the item the running.token names, with absolute media URLs that play', async () => {
    const body = await (await post(`/api/player?token=${running.token}&versao=1`, {})).json();
    expect(body.status_ret).toBe('OK');
    expect(body.Item).toMatchObject({ id: 'licao-fotossintese', aoVivo: false, versao: 1 });
    expect(body.Item.urlHls).toMatch(
      new RegExp(`^${running.api.url}/media/licao-fotossintese/hls/master\\.m3u8\\?exp=\\d+&v=ana&sig=`),
    );
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
    await post('/api/playercurtir', { token: running.token, curtir: 'S' });
    const state = await (await call(`/api/playercurtir?operacao=usuario&token=${running.token}`)).json();
    expect(state.Item).toEqual({ curtir: 'S', gostei: 1, naoGostei: 0 });
    const cleared = await (await post('/api/playercurtir', { token: running.token, curtir: null })).json();
    expect(cleared.Item.curtir).toBeNull();
  });

  it('keeps a like across a server restart', async () => {
    const first = await startApi(options);
    const headers = { 'Content-Type': 'application/json', Authorization: running.token, 'Ocp-Apim-Subscription-Key': 'k' };
    await fetch(`${first.url}/api/playercurtir`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ token: running.token, curtir: 'N' }),
    });
    await first.close();
    const second = await startApi(options);
    try {
      const state = await (
        await fetch(`${second.url}/api/playercurtir?operacao=usuario&token=${running.token}`, { headers })
      ).json();
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
    expect((await post('/api/playerlogerror', { token: running.token, mensagemerro: 'falhou' })).status).toBe(200);
    expect(await running.api.db.errorLogs('licao-fotossintese')).toContain('falhou');
  });
});
