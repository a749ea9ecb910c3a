// The assistant's routes of the reference API: answers from the narration, the summary, the suggested
// questions, and a test fault served only when armed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './testing/api-harness.ts';

let harness: Harness;
let token: string;

beforeAll(async () => {
  harness = await startHarness();
  token = await harness.token();
});
afterAll(() => harness.close());

describe('assistant', () => {
  const search = (body: unknown, auth = `jwt ${token}`): Promise<Response> =>
    fetch(`${harness.api.url}/search/chatgpt`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: auth, 'Ocp-Apim-Subscription-Key': 'sk' },
      body: JSON.stringify(body),
    });

  it('answers from the narration with mm:ss timestamps', async () => {
    const body = await (await search({ operacao: 'lns', prompt: '  Onde fica a clorofila?  ', systemMessage: 'ignore' })).json();
    expect(body.status_ret).toBe('OK');
    expect(body.content).toMatch(/\*\*00:1\d\*\* A clorofila fica dentro dos cloroplastos/);
  });

  it('answers empty when nothing matches, and summarises from the transcript', async () => {
    expect(await (await search({ operacao: 'lns', prompt: 'xyzzyq' })).text()).toBe('');
    const summary = await (await search({ operacao: 'public', isResumo: 'S', token, prompt: 'Resuma o vídeo' })).json();
    expect(summary.Item.resumo).toMatch(/fotossíntese|glicose/);
  });

  it('lists suggested questions, NOK when there are none', async () => {
    const list = await (await harness.call('/api/playerperguntas', token)).json();
    expect(list.Itens[0]).toEqual({ pergunta: 'O que é a clorofila?' });
    const other = await harness.token('ana', 'seguranca-senhas');
    expect(await (await harness.call('/api/playerperguntas', other)).json()).toEqual({
      status_ret: 'NOK',
      erro: 'pergunta não encontrada',
    });
  });

  it('serves an armed test fault once, and only when a test arms it', async () => {
    harness.options.faults?.arm('chatgpt', { status: 200, body: { status_ret: 'OK', content: '<img src=x onerror=alert(1)>' } });
    expect((await (await search({ operacao: 'lns', prompt: 'clorofila' })).json()).content).toMatch(/onerror/);
    expect((await (await search({ operacao: 'lns', prompt: 'clorofila' })).json()).content).not.toMatch(/onerror/);
  });
});
