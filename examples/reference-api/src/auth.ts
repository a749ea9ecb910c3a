/** Demo JWTs: HS256, claims `sub` (user), `vid` (video id), `exp`. */
import { SignJWT, jwtVerify, errors } from 'jose';

export interface TokenClaims {
  user: string;
  videoId: string;
}

export async function signToken(secret: Uint8Array, claims: TokenClaims, ttl: string | number = '2h'): Promise<string> {
  return new SignJWT({ vid: claims.videoId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.user)
    .setIssuedAt()
    .setExpirationTime(ttl)
    .sign(secret);
}

/** Verifies signature and expiry; returns null for anything that is not a valid token of ours. */
export async function verifyToken(secret: Uint8Array, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload['vid'] !== 'string') return null;
    return { user: payload.sub, videoId: payload['vid'] };
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
