/** GET/POST playercurtir: the viewer's like or dislike. */
import { Hono } from 'hono';
import { likeRequest } from '../../../../src/services/api-contract.ts';
import { ApiProblem, assertOwnToken, readBody, type ApiEnv } from '../http.ts';

export const likeRoutes = new Hono<ApiEnv>()
  .get('/playercurtir', async (c) => {
    if (c.req.query('operacao') !== 'usuario') throw new ApiProblem(400, 'Operação inválida.');
    assertOwnToken(c, c.req.query('token'));
    const { user, videoId } = c.get('claims');
    return c.json({ status_ret: 'OK', Item: await c.get('db').getLike(user, videoId) });
  })
  .post('/playercurtir', async (c) => {
    const body = await readBody(c, likeRequest());
    assertOwnToken(c, body.token);
    const { user, videoId } = c.get('claims');
    const db = c.get('db');
    await db.setLike(user, videoId, body.curtir);
    return c.json({ status_ret: 'OK', Item: await db.getLike(user, videoId) });
  });
