/** POST player: the item the token (or a script id the token grants) names. */
import { Hono } from 'hono';
import { findByScript, findEntry, toPlayerItem } from '../catalog.ts';
import { assertOwnToken, forbidden, nok, type ApiEnv } from '../http.ts';

export const playerRoutes = new Hono<ApiEnv>().post('/player', (c) => {
  const scriptId = c.req.query('idProducaoRoteiro');
  assertOwnToken(c, c.req.query('token'), !scriptId);
  const granted = c.get('claims').videoId;
  if (scriptId) {
    // The same answer for a script of another item and for an unknown one: no probing of the catalogue.
    if (findByScript(scriptId)?.id !== granted) throw forbidden();
  }
  const entry = findEntry(granted);
  if (!entry) return nok(c, 'Vídeo não encontrado.', 404);
  const versao = c.req.query('versao');
  if (versao !== undefined && versao !== '' && versao !== '1') return nok(c, 'Versão não encontrada.', 404);
  // Every media URL of the item is signed for this viewer, for the configured lifetime.
  const grant = c.get('signer').grant(c.get('claims').user);
  const item = toPlayerItem(entry, new URL(c.req.url).origin, (url) => c.get('signer').sign(url, grant));
  return c.json({ status_ret: 'OK', Item: item });
});
