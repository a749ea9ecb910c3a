/** POST player: the item the token (or a script id) names. */
import { Hono } from 'hono';
import { findByScript, findEntry, toPlayerItem } from '../catalog.ts';
import { assertOwnToken, nok, type ApiEnv } from '../http.ts';

export const playerRoutes = new Hono<ApiEnv>().post('/player', (c) => {
  const scriptId = c.req.query('idProducaoRoteiro');
  if (!scriptId) assertOwnToken(c, c.req.query('token') ?? '');
  const entry = scriptId ? findByScript(scriptId) : findEntry(c.get('claims').videoId);
  if (!entry) return nok(c, 'Vídeo não encontrado.', 404);
  const versao = c.req.query('versao');
  if (versao !== undefined && versao !== '' && versao !== '1') return nok(c, 'Versão não encontrada.', 404);
  return c.json({ status_ret: 'OK', Item: toPlayerItem(entry, new URL(c.req.url).origin) });
});
