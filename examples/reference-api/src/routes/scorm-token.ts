/**
 * POST token/scorm: a SCORM package's launch page sends its dispatch key and the learner id from the LMS's
 * runtime, and gets a short-lived viewer token (`sub` = `scorm:<learner>`, `vid` = the key's video, `via` = 'scorm': the
 * rate limit counts such learners per address too, app.ts). No subscription key and any origin: the package
 * runs on whichever LMS hosts it (docs/lms.md, the trust model).
 */
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { scormSubject, signToken } from '../auth.ts';
import { findEntry } from '../catalog.ts';
import { verifyDispatchKey } from '../dispatch-key.ts';
import { nok, readBody } from '../http.ts';
import type { ApiOptions } from '../options.ts';

/** How long a minted token lives; the launch page mints another through the SDK's getToken. */
export const SCORM_TOKEN_TTL_SECONDS = 15 * 60;

/**
 * The calls the learners of minted tokens make from one address share this many callers' rate-limit windows
 * (app.ts): minting more learner ids buys a client nothing past it, and a school behind one NAT keeps room for
 * about a hundred viewers (a viewer makes about 11 calls a minute, docs/api.md).
 */
export const SCORM_CALLERS_PER_ADDRESS = 10;

const scormTokenRequest = z.object({
  chave: z.string().check(z.minLength(1), z.maxLength(200)),
  // SCORM 1.2's cmi.core.student_id is up to 255 characters; 2004's cmi.learner_id up to 4000.
  aprendiz: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
});

export function scormTokenRoutes(options: ApiOptions): Hono {
  return new Hono().post('/token/scorm', async (c) => {
    const body = await readBody(c, scormTokenRequest);
    const videoId = verifyDispatchKey(options.jwtSecret, body.chave);
    if (!videoId || !findEntry(videoId)) return nok(c, 'Chave do pacote inválida.', 403);
    // The learner id is the LMS's word: namespaced, it can name a SCORM learner of this video but never a portal user.
    const token = await signToken(
      options.jwtSecret,
      { user: scormSubject(body.aprendiz), videoId, via: 'scorm' },
      `${SCORM_TOKEN_TTL_SECONDS}s`,
    );
    return c.json({ status_ret: 'OK', token, expiraEm: SCORM_TOKEN_TTL_SECONDS });
  });
}
