/**
 * The launch token before the rest of boot has loaded (the entry sends the item's requests with it,
 * boot/head-start.ts): taken out of the URL, or the one kept for the tab across a reload, and what its
 * claims say. auth-token.ts owns the token from then on.
 */

/** What is wrong with a token: none, not a JWT, or past its expiry. */
export type TokenProblem = 'missing' | 'invalid' | 'expired';

export interface TokenClaims {
  /** The JWT's `sub`: whose progress and likes these are. */
  viewer: string | null;
  /** The JWT's `exp`, in ms since the epoch. */
  expiresAt: number | null;
}

/** What is wrong with a token at `now`, or null when it can be used. */
export function tokenProblem(token: string | null, now: number): TokenProblem | null {
  if (!token) return 'missing';
  const claims = readClaims(token);
  if (!claims) return 'invalid';
  return claims.expiresAt !== null && claims.expiresAt <= now ? 'expired' : null;
}

/**
 * A JWS compact token's claims, unverified (the API verifies): three base64url parts, the middle one a
 * JSON object. Throws for anything else. (jose's decodeJwt does the same; this keeps jose out of the first
 * load.)
 */
function decodeJwtClaims(token: string): Record<string, unknown> {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1] || !/^[\w-]+$/.test(parts[1])) throw new Error('not a JWT');
  const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Uint8Array.from(atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=')), (c) =>
    c.charCodeAt(0),
  );
  const claims: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  if (!claims || typeof claims !== 'object' || Array.isArray(claims)) throw new Error('JWT claims are not an object');
  return claims as Record<string, unknown>;
}

/** What a token says, or null when it is not a JWT. */
export function readClaims(token: string): TokenClaims | null {
  try {
    const { sub, exp } = decodeJwtClaims(token);
    return { viewer: typeof sub === 'string' && sub ? sub : null, expiresAt: typeof exp === 'number' ? exp * 1000 : null };
  } catch {
    return null;
  }
}

/** Reads `?token=` and removes it from the address bar at once, keeping everything else. */
export function takeUrlToken(location: Pick<Location, 'href'>, history: History): string | null {
  const url = new URL(location.href);
  const query = url.searchParams;
  const token = query.get('token')?.trim() || null;
  if (query.has('token')) {
    query.delete('token');
    history.replaceState(history.state, '', url.pathname + (query.size ? `?${query}` : '') + url.hash);
  }
  return token;
}

/** The session-storage key a tab keeps its token under (AuthToken.keepForTab). */
export const tabTokenKey = (storageKey: string): string => `${storageKey}token`;

/** The token this tab kept, or null (none, or storage denied: a sandboxed or third-party frame). */
export function readTabToken(storageKey: string, storage: () => globalThis.Storage = () => sessionStorage): string | null {
  try {
    return storage().getItem(tabTokenKey(storageKey));
  } catch {
    return null;
  }
}
