/** GET playerperguntas and POST {SEARCH_URL}chatgpt: suggested questions, answers and the summary. */
import { Hono } from 'hono';
import { chatRequest } from '../../../../src/services/api-contract.ts';
import { LLM_TIMEOUT_ERRO, LLM_UNAVAILABLE_ERRO, LlmTimeout, LlmUnavailable, answerQuestion, summarize } from '../assistant.ts';
import { findEntry, type CatalogEntry } from '../catalog.ts';
import { assertOwnToken, nok, readBody, type ApiEnv } from '../http.ts';
import { Transcript } from '../transcript.ts';

const transcripts = new Map<string, Transcript>();
const transcriptOf = (entry: CatalogEntry): Transcript => {
  const cached = transcripts.get(entry.folder) ?? Transcript.forEntry(entry);
  transcripts.set(entry.folder, cached);
  return cached;
};

export const questionRoutes = new Hono<ApiEnv>().get('/playerperguntas', (c) => {
  const entry = findEntry(c.get('claims').videoId);
  if (!entry || entry.perguntas.length === 0) return nok(c, 'pergunta não encontrada');
  return c.json({ status_ret: 'OK', Itens: entry.perguntas.map((pergunta) => ({ pergunta })) });
});

export const chatRoutes = new Hono<ApiEnv>()
  // The LLM did not answer in time (a gateway timeout) or failed (a bad gateway), in the contract's error body.
  // Its fault, not ours: one line in the log, no stack.
  .onError((error, c) => {
    if (error instanceof LlmTimeout) return c.json({ status_ret: 'NOK', erro: LLM_TIMEOUT_ERRO }, 504);
    if (!(error instanceof LlmUnavailable)) throw error;
    console.warn(`chatgpt: the LLM failed: ${error.message.replace(/\s+/g, ' ').slice(0, 200)}`);
    return c.json({ status_ret: 'NOK', erro: LLM_UNAVAILABLE_ERRO }, 502);
  })
  .post('/chatgpt', async (c) => {
    const body = await readBody(c, chatRequest());
    assertOwnToken(c, body.token, false);
    const entry = findEntry(c.get('claims').videoId);
    if (!entry) return nok(c, 'Vídeo não encontrado.', 404);
    const transcript = transcriptOf(entry);
    const llm = c.get('options').llm;
    if (body.isResumo === 'S') {
      const resumo = await summarize(transcript, llm, body.lang);
      if (!resumo) return nok(c, 'Não há transcrição para resumir.');
      return c.json({ status_ret: 'OK', Item: { resumo } });
    }
    const content = await answerQuestion(transcript, body.prompt, llm, body.lang);
    // No passage matched: an empty answer, which the widget shows as 'Não há consultas.'
    if (!content) return c.body(null, 200);
    return c.json({ status_ret: 'OK', content });
  });
