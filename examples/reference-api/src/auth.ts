/**
 * Demo JWTs: HS256, claims `sub` (user), `vid` (video id), `exp`, and `aud`, which says what a token opens:
 * the API (a session token) or one file (a download link's). `via: 'scorm'` marks a token minted from a
 * SCORM package's dispatch key, whose learner id is the LMS's word (docs/lms.md, the trust model): its `sub`
 * is `scorm:<learner id>`, a namespace no other token may name.
 */
import { SignJWT, jwtVerify, errors } from 'jose';

/** The API's calls. A token without `aud` (minted before audiences, or by a portal that sets none) is one too. */
export const SESSION_AUDIENCE = 'sphere-api';
/** One file under /files/, for ten minutes; never the API. */
export const DOWNLOAD_AUDIENCE = 'sphere-download';
export type TokenAudience = typeof SESSION_AUDIENCE | typeof DOWNLOAD_AUDIENCE;

/** The subjects of SCORM learners (`scorm:<learner id>`): theirs alone, so a package never names a portal user. */
export const SCORM_SUBJECT_PREFIX = 'scorm:';
/** A SCORM learner's subject: the LMS's learner id, in the packages' namespace. */
export const scormSubject = (learner: string): string => `${SCORM_SUBJECT_PREFIX}${learner}`;

export interface TokenClaims {
  user: string;
  videoId: string;
  /** Set when `POST token/scorm` minted it: the rate limit counts such learners per address too (app.ts). */
  via?: 'scorm';
  /** When the token was issued (ms since the epoch), when it says: a session's start bounds what it can have watched. */
  issuedAt?: number;
}

export async function signToken(
  secret: Uint8Array,
  claims: TokenClaims,
  ttl: string | number = '2h',
  audience: TokenAudience = SESSION_AUDIENCE,
): Promise<string> {
  return new SignJWT({ vid: claims.videoId, ...(claims.via ? { via: claims.via } : {}) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.user)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(ttl)
    .sign(secret);
}

/**
 * Verifies signature, expiry (required) and audience; returns null for anything that is not a valid token of ours for
 * `audience`. A download token needs its own audience; a session token may also have none (backward compatible).
 */
export async function verifyToken(
  secret: Uint8Array,
  token: string,
  audience: TokenAudience = SESSION_AUDIENCE,
): Promise<TokenClaims | null> {
  try {
    // A token without `exp` would open the API forever: every token of ours, session or download, has one.
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], requiredClaims: ['exp'] });
    const audienceOk = payload.aud === audience || (audience === SESSION_AUDIENCE && payload.aud === undefined);
    if (!audienceOk || typeof payload.sub !== 'string' || typeof payload['vid'] !== 'string') return null;
    // A package's token names a SCORM learner and no other token does: the two kinds of subject never share a row.
    const scorm = payload['via'] === 'scorm';
    if (scorm !== payload.sub.startsWith(SCORM_SUBJECT_PREFIX)) return null;
    const claims: TokenClaims = { user: payload.sub, videoId: payload['vid'] };
    if (scorm) claims.via = 'scorm';
    if (typeof payload.iat === 'number') claims.issuedAt = payload.iat * 1000;
    return claims;
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}

/** Reads the token from `Authorization: <token>` or `Authorization: jwt <token>`. */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const token = header.replace(/^(jwt|bearer)\s+/i, '').trim();
  return token.length > 0 ? token : null;
}
