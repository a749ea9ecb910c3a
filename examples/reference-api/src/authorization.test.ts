import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signToken } from './auth.ts';
import { startHarness, testSecret, type Harness } from './testing/api-harness.ts';

let h: Harness;
let ana: string;
let bia: string;
beforeAll(async () => {
  h = await startHarness();
  ana = await h.token('ana', 'licao-fotossintese');
  bia = await h.token('bia', 'licao-fotossintese');
});
afterAll(() => h.close());

const forbidden = { status_ret: 'NOK', erro: 'Acesso negado a este conteúdo.' };
const invalidToken = { status_ret: 'NOK', erro: 'Token inválido ou expirado.' };
const invalidLink = { status_ret: 'NOK', erro: 'Link de download inválido ou expirado.' };

describe('authorization', () => {
  it('returns the item a script id names only when the token grants that item', async () => {
    const own = await h.post('/api/player?idProducaoRoteiro=1001', ana, {});
    expect(own.status).toBe(200);
    expect((await own.json()).Item.id).toBe('licao-fotossintese');
    const other = await h.token('ana', 'seguranca-senhas');
    const response = await h.post('/api/player?idProducaoRoteiro=1001', other, {});
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(forbidden);
  });

  it('answers an unknown script id as it answers a foreign one, so the catalogue cannot be probed', async () => {
    const response = await h.post('/api/player?idProducaoRoteiro=9999', ana, {});
    expect(response.status).toBe(403);
  });

  it("refuses with 403 every route that names another viewer's token", async () => {
    const attempts: [string, () => Promise<Response>][] = [
      ['player', () => h.post(`/api/player?token=${bia}`, ana, {})],
      ['player by script', () => h.post(`/api/player?idProducaoRoteiro=1001&token=${bia}`, ana, {})],
      ['read view', () => h.call(`/api/playervisualizacao?token=${bia}`, ana)],
      ['save view', () => h.post('/api/playervisualizacao', ana, { token: bia, posicao: 1, duracao: 74, intervalos: [] })],
      ['read like', () => h.call(`/api/playercurtir?operacao=usuario&token=${bia}`, ana)],
      ['like', () => h.post('/api/playercurtir', ana, { token: bia, curtir: 'S' })],
      ['log', () => h.post('/api/playerlogerror', ana, { token: bia, mensagemerro: 'x' })],
      ['download', () => h.call(`/api/download?token=${bia}&isAlta=S`, ana)],
      [
        'summary',
        () =>
          h.post(
            '/search/chatgpt',
            `jwt ${ana}`,
            { operacao: 'public', isResumo: 'S', token: bia, prompt: 'Resuma' },
            { key: 'sk' },
          ),
      ],
    ];
    for (const [name, attempt] of attempts) {
      const response = await attempt();
      expect(response.status, name).toBe(403);
      expect(await response.json(), name).toEqual(forbidden);
    }
    // Nothing was written for bia by ana's calls.
    expect(await (await h.call(`/api/playervisualizacao?token=${bia}`, bia)).text()).toBe('');
    expect((await (await h.call(`/api/playercurtir?operacao=usuario&token=${bia}`, bia)).json()).Item.curtir).toBeNull();
  });

  it('answers 400 naming the token when a route that needs one gets none', async () => {
    const response = await h.call('/api/playervisualizacao', ana);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status_ret: 'NOK', erro: 'Campo inválido: token.' });
  });
});

describe('token audiences', () => {
  it('lets a download link’s token open its file and no API call', async () => {
    const info = (await (await h.call(`/api/download?token=${ana}&isAlta=S`, ana)).json()) as { URI: string; Token: string };
    const file = await fetch(info.URI);
    expect(file.status).toBe(200);
    await file.body?.cancel();
    // The widget hands this token to the host page with the download: it must not pass for the viewer's session.
    for (const attempt of [
      () => h.post(`/api/player?token=${info.Token}`, info.Token, {}),
      () => h.call('/api/playerperguntas', info.Token),
      () => h.post('/api/playerlogerror', info.Token, { token: info.Token, mensagemerro: 'x' }),
      () => h.post('/search/chatgpt', `jwt ${info.Token}`, { operacao: 'lns', prompt: 'Oi' }, { key: 'sk' }),
    ]) {
      const response = await attempt();
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual(invalidToken);
    }
  });

  it('refuses a session token, with or without an audience, on the file route', async () => {
    const link = (t: string): string => `${h.api.url}/files/licao-fotossintese/original.mp4?t=${encodeURIComponent(t)}`;
    const session = await signToken(testSecret, { user: 'ana', videoId: 'licao-fotossintese/original' });
    const unaudienced = await new SignJWT({ vid: 'licao-fotossintese/original' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('ana')
      .setExpirationTime('10m')
      .sign(testSecret);
    for (const t of [session, unaudienced]) {
      const response = await fetch(link(t));
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual(invalidLink);
    }
  });

  it('takes a session token without an audience (as portals mint them) on the API, and refuses a foreign audience', async () => {
    const mint = (audience: string | null): Promise<string> => {
      const jwt = new SignJWT({ vid: 'licao-fotossintese' }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject('ana');
      return (audience === null ? jwt : jwt.setAudience(audience)).setExpirationTime('10m').sign(testSecret);
    };
    expect((await h.call('/api/playerperguntas', await mint(null))).status).toBe(200);
    expect((await h.call('/api/playerperguntas', await mint('sphere-api'))).status).toBe(200);
    for (const audience of ['another-service', 'sphere-download']) {
      const response = await h.call('/api/playerperguntas', await mint(audience));
      expect(response.status, audience).toBe(401);
      expect(await response.json()).toEqual(invalidToken);
    }
  });

  it('refuses a token without exp, which would never expire, on the API and on the file route', async () => {
    const forever = (claims: Record<string, string>, audience: string): Promise<string> =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject('ana')
        .setAudience(audience)
        .sign(testSecret);
    const session = await forever({ vid: 'licao-fotossintese' }, 'sphere-api');
    const response = await h.call('/api/playerperguntas', session);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(invalidToken);
    const download = await forever({ vid: 'licao-fotossintese/original' }, 'sphere-download');
    const file = await fetch(`${h.api.url}/files/licao-fotossintese/original.mp4?t=${encodeURIComponent(download)}`);
    expect(file.status).toBe(401);
    expect(await file.json()).toEqual(invalidLink);
  });
});
