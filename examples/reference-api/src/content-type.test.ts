import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './testing/api-harness.ts';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await startHarness();
  token = await h.token();
});
afterAll(() => h.close());

const refused = { status_ret: 'NOK', erro: 'O corpo deve ser JSON (Content-Type: application/json).' };

describe('Content-Type of a call', () => {
  const calls = (): [string, string, unknown, string?][] => [
    ['/api/player?token=' + token, token, {}],
    ['/api/playervisualizacao', token, { token, posicao: 1, duracao: 74, intervalos: [[0, 1]] }],
    ['/api/playercurtir', token, { token, curtir: 'S' }],
    ['/api/playerlogerror', token, { token, mensagemerro: 'x' }],
    ['/search/chatgpt', `jwt ${token}`, { operacao: 'lns', prompt: 'clorofila' }, 'sk'],
    ['/api/token/scorm', token, { chave: 'x', aprendiz: 'y' }],
  ];

  it('answers 415 NOK to a JSON body sent as text or as a form, on every POST route', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      for (const [path, auth, body, key] of calls()) {
        const response = await h.post(path, auth, body, { headers: { 'Content-Type': type }, ...(key ? { key } : {}) });
        expect(response.status, `${path} as ${type}`).toBe(415);
        expect(await response.json()).toEqual(refused);
      }
    }
    expect(await (await h.call(`/api/playervisualizacao?token=${token}`, token)).text()).toBe('');
  });

  it('takes JSON with a charset parameter', async () => {
    const response = await h.post(
      '/api/playercurtir',
      token,
      { token, curtir: 'S' },
      {
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
      },
    );
    expect(response.status).toBe(200);
  });
});
