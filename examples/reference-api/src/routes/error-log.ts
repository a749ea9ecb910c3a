/** POST playerlogerror: errors the widget reports. */
import { Hono } from 'hono';
import { logErrorRequest } from '../../../../src/services/api-contract.ts';
import { assertOwnToken, readBody, type ApiEnv } from '../http.ts';

export const errorLogRoutes = new Hono<ApiEnv>().post('/playerlogerror', async (c) => {
  const body = await readBody(c, logErrorRequest());
  assertOwnToken(c, body.token);
  const { user, videoId } = c.get('claims');
  await c.get('db').logError(user, videoId, body.mensagemerro);
  return c.json({ status_ret: 'OK' });
});
