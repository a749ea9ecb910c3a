import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ASSISTANT_TIMEOUT_MS } from '../../../src/services/api-client.ts';
import { LLM_TIMEOUT_MS, LLM_UNAVAILABLE_ERRO, answerQuestion, summarize, systemPrompt } from './assistant.ts';
import { startHarness } from './testing/api-harness.ts';
import { catalog } from './catalog.ts';
import { Transcript } from './transcript.ts';

const transcript = Transcript.forEntry(catalog[0]!);
const received: { authorization?: string; body: { model: string; messages: { role: string; content: string }[] } }[] = [];
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  // A stand-in for an OpenAI-compatible endpoint, on loopback only.
  server = createServer((request, response) => {
    // A model that never answers: the API's timeout must end the wait.
    if (request.url?.startsWith('/silent/')) return;
    // A failing model: an error status, or a gateway's HTML page with a 200.
    if (request.url?.startsWith('/broken/')) return void response.writeHead(500).end('Internal Server Error');
    if (request.url?.startsWith('/html/'))
      return void response.writeHead(200, { 'Content-Type': 'text/html' }).end('<html><body>Bad gateway</body></html>');
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ authorization: request.headers.authorization, body: JSON.parse(body) });
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify({ choices: [{ message: { content: 'Resposta do modelo (00:14).' } }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);

describe('the assistant with an external LLM', () => {
  it("forwards the question with the server's system prompt and the retrieved passages", async () => {
    const answer = await answerQuestion(transcript, 'Onde fica a clorofila?', { baseUrl, apiKey: 'secret', model: 'm' });
    expect(answer).toBe('Resposta do modelo (00:14).');
    const call = received.at(-1);
    expect(call?.authorization).toBe('Bearer secret');
    expect(call?.body.model).toBe('m');
    expect(call?.body.messages[0]).toMatchObject({ role: 'system' });
    expect(call?.body.messages[0]?.content).toMatch(/Sphere/);
    expect(call?.body.messages[1]?.content).toMatch(/\*\*00:1\d\*\* A clorofila fica dentro dos cloroplastos/);
  });

  it('summarises through the LLM from the whole transcript', async () => {
    expect(await summarize(transcript, { baseUrl, apiKey: 'secret', model: 'm' })).toBe('Resposta do modelo (00:14).');
    expect(received.at(-1)?.body.messages[1]?.content).toMatch(/Até a próxima aula/);
  });

  it("asks the LLM for the viewer's language through the server's own system prompt", async () => {
    const llm = { baseUrl, apiKey: 'secret', model: 'm' };
    await answerQuestion(transcript, 'Onde fica a clorofila?', llm, 'en');
    expect(received.at(-1)?.body.messages[0]?.content).toBe(systemPrompt('en'));
    expect(systemPrompt('en')).toMatch(/Responda em inglês/);
    await summarize(transcript, llm, 'es');
    expect(received.at(-1)?.body.messages[0]?.content).toMatch(/Responda em espanhol/);
    expect(received.at(-1)?.body.messages).toHaveLength(2);
  });

  it('frames the transcript-based answer and summary in the language asked for', async () => {
    expect(await answerQuestion(transcript, 'clorofila', undefined, 'en')).toMatch(/^Here is what the lesson says/);
    expect(await answerQuestion(transcript, 'clorofila', undefined, 'es')).toMatch(/^Esto es lo que dice la clase/);
    expect(await answerQuestion(transcript, 'clorofila', undefined)).toMatch(/^Encontrei isto na aula:/);
    expect(await summarize(transcript, undefined, 'en')).toMatch(/^Summary of the lesson/);
  });

  it('answers from the transcript alone when no LLM is configured', async () => {
    const before = received.length;
    expect(await answerQuestion(transcript, 'O que a planta libera?', undefined)).toMatch(/oxigênio/);
    expect(received.length).toBe(before);
  });
});

describe('the assistant timeouts', () => {
  it("gives the widget's chatgpt timeout a margin over the API's wait for the LLM", () => {
    expect(ASSISTANT_TIMEOUT_MS).toBeGreaterThan(LLM_TIMEOUT_MS);
    expect(ASSISTANT_TIMEOUT_MS - LLM_TIMEOUT_MS).toBeGreaterThanOrEqual(5_000);
  });

  it('answers chatgpt with a 504 and its own words when the LLM does not answer in time, for a question and the summary', async () => {
    const silentUrl = baseUrl.replace(/\/v1$/, '/silent/v1');
    const harness = await startHarness({ llm: { baseUrl: silentUrl, apiKey: 'secret', model: 'm', timeoutMs: 200 } });
    try {
      const token = await harness.token();
      for (const body of [
        { operacao: 'lns', prompt: 'Onde fica a clorofila?', systemMessage: '' },
        { operacao: 'public', isResumo: 'S', token, prompt: 'Resuma.', systemMessage: '' },
      ]) {
        const started = Date.now();
        const response = await harness.post('/search/chatgpt', token, body, { key: 'sk' });
        expect(response.status).toBe(504);
        expect(await response.json()).toEqual({ status_ret: 'NOK', erro: 'O assistente demorou demais para responder.' });
        expect(Date.now() - started).toBeLessThan(5_000);
      }
    } finally {
      await harness.close();
    }
  });
});

describe('a failing LLM', () => {
  it('answers chatgpt 502 in the contract’s shape, logging one line and no stack, for a 500 and for an HTML page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      for (const path of ['/broken/v1', '/html/v1']) {
        const harness = await startHarness({ llm: { baseUrl: baseUrl.replace(/\/v1$/, path), apiKey: 'secret', model: 'm' } });
        try {
          const token = await harness.token();
          for (const body of [
            { operacao: 'lns', prompt: 'Onde fica a clorofila?', systemMessage: '' },
            { operacao: 'public', isResumo: 'S', token, prompt: 'Resuma.', systemMessage: '' },
          ]) {
            const response = await harness.post('/search/chatgpt', token, body, { key: 'sk' });
            expect(response.status, path).toBe(502);
            expect(await response.json()).toEqual({ status_ret: 'NOK', erro: LLM_UNAVAILABLE_ERRO });
          }
        } finally {
          await harness.close();
        }
      }
      expect(error).not.toHaveBeenCalled();
      expect(warn).toHaveBeenCalledTimes(4);
      for (const [line] of warn.mock.calls) expect(line).toMatch(/^chatgpt: the LLM failed: [^\n]+$/);
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  });
});
