import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './testing/api-harness.ts';

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
