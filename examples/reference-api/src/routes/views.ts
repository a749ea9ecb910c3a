/** GET/POST playervisualizacao: where the viewer stopped and what they watched. */
import { Hono } from 'hono';
import { viewSaveRequest } from '../../../../src/services/api-contract.ts';
import { findEntry, toPlayerItem } from '../catalog.ts';
import { assertOwnToken, nok, readBody, type ApiEnv } from '../http.ts';

export const viewRoutes = new Hono<ApiEnv>()
  .get('/playervisualizacao', async (c) => {
    assertOwnToken(c, c.req.query('token'));
    const { user, videoId } = c.get('claims');
    const view = await c.get('db').getView(user, videoId);
    // An empty body means "no records": the viewer starts from the beginning.
    if (!view) return c.body(null, 200);
    return c.json({ status_ret: 'OK', Item: view });
  })
  .post('/playervisualizacao', async (c) => {
    const body = await readBody(c, viewSaveRequest());
    assertOwnToken(c, body.token);
    const { user, videoId, issuedAt } = c.get('claims');
    const entry = findEntry(videoId);
    if (!entry) return nok(c, 'Vídeo não encontrado.', 404);
    // The duration is the server's, and the new time a save adds is bounded by the wall clock since the
    // viewer's previous save (or the token's issue): ranges alone cannot complete a lesson (view-credit.ts).
    // A live item has no duration, so no view.
    const duration = toPlayerItem(entry, '').duracao;
    if (!(duration > 0)) return nok(c, 'Este vídeo não guarda visualização.', 400);
    const item = await c.get('db').saveView(user, videoId, body.posicao, body.intervalos, duration, issuedAt ?? null);
    return c.json({ status_ret: 'OK', Item: item });
  });
