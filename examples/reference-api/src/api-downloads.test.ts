// The reference API's downloads (each variant, Range, forged or odd links) and its caching headers.
import { describe, expect, it } from 'vitest';
import { DOWNLOAD_AUDIENCE, signToken } from './auth.ts';
import { startTestApi } from './test-api.ts';

const { secret, running, call, post } = startTestApi();
describe('downloads', () => {
  it('looks up each variant and serves it with Content-Length and Range', async () => {
    for (const [query, suffix] of [
      ['isAlta=S', 'original.mp4'],
      ['isAlta=N', 'processado.mp4'],
      ['isAlta=N&isAudio=S', 'audio.mp3'],
    ] as const) {
      const info = await (await call(`/api/download?token=${running.token}&versao=1&${query}`)).json();
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
    expect((await fetch(`${running.api.url}/files/licao-fotossintese/original?t=forged`)).status).toBe(401);
  });

  it('answers 404 JSON to a variant’s file asked for under another extension or none, never serving another file', async () => {
    for (const [query, own, others] of [
      ['isAlta=S', 'original.mp4', ['original', 'original.mp3', 'original.MP4', 'original.mp4.mp4', 'original.']],
      ['isAlta=N&isAudio=S', 'audio.mp3', ['audio', 'audio.mp4', 'audio.mp3.mp4']],
    ] as const) {
      const { URI } = (await (await call(`/api/download?token=${running.token}&${query}`)).json()) as { URI: string };
      expect(new URL(URI).pathname.split('/').pop()).toBe(own);
      for (const name of others) {
        const response = await fetch(URI.replace(`/${own}?`, `/${name}?`));
        expect(response.status, name).toBe(404);
        expect(await response.json()).toEqual({ status_ret: 'NOK', erro: 'Arquivo não encontrado.' });
      }
      expect((await fetch(URI)).status).toBe(200);
    }
  });

  it('refuses a file link whose variant is an inherited property name (toString, __proto__) with 401, never a 500', async () => {
    for (const variant of ['toString', 'constructor', '__proto__', 'hasOwnProperty']) {
      const link = await signToken(secret, { user: 'ana', videoId: `licao-fotossintese/${variant}` }, '10m', DOWNLOAD_AUDIENCE);
      const response = await fetch(`${running.api.url}/files/licao-fotossintese/${variant}.mp4?t=${link}`);
      expect(response.status, variant).toBe(401);
      expect(await response.json()).toEqual({ status_ret: 'NOK', erro: 'Link de download inválido ou expirado.' });
    }
  });
});

describe('caching', () => {
  it('marks every API answer no-store (tokens, signed URLs, private data), failures included; media keep their own', async () => {
    const answers = {
      download: await call(`/api/download?token=${running.token}&isAlta=S`),
      player: await post(`/api/player?token=${running.token}`, {}),
      view: await call(`/api/playervisualizacao?token=${running.token}`),
      like: await call(`/api/playercurtir?operacao=usuario&token=${running.token}`),
      questions: await call('/api/playerperguntas'),
      unauthenticated: await post(`/api/player?token=`, {}, { auth: null }),
      unknownRoute: await call('/api/nao-existe'),
      scormToken: await fetch(`${running.api.url}/api/running.token/scorm`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ chave: 'x.y', aprendiz: 'a' }),
      }),
      chat: await call('/search/chatgpt', {
        key: 'sk',
        method: 'POST',
        body: JSON.stringify({ operacao: 'private', prompt: 'clorofila', systemMessage: '' }),
      }),
      lrsFetch: await fetch(`${running.api.url}/lrs/fetch/nao-existe`, { method: 'POST' }),
    };
    for (const [name, response] of Object.entries(answers)) expect(response.headers.get('cache-control'), name).toBe('no-store');
    expect(answers.download.status).toBe(200);
    const { Item } = (await answers.player.json()) as { Item: { urlHls: string } };
    expect((await fetch(Item.urlHls)).headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
  });
});
