/**
 * The viewer's token, its one owner: where it comes from (the URL, or the host under USAR_AD), what it
 * says (one decode for the viewer and the expiry), its renewal before it expires and its refresh after a
 * 401. The API client, the view outbox and telemetry's redactor read it here; nothing else keeps a copy.
 */
import type { Bridge } from './bridge';

/** How long before expiry the widget asks the host for a new token (USAR_AD). */
export const REFRESH_BEFORE_MS = 60_000;

export interface TokenClaims {
  /** The JWT's `sub`: whose progress and likes these are. */
  viewer: string | null;
  /** The JWT's `exp`, in ms since the epoch. */
  expiresAt: number | null;
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

export class AuthToken {
  private value: string | null = null;
  private claims: TokenClaims | null = null;
  private bridge: Bridge | null = null;
  private renewal: ReturnType<typeof setTimeout> | undefined;

  constructor(
    initial: string | null,
    private readonly now: () => number = Date.now,
  ) {
    this.set(initial);
  }

  /** The token to send, or null when there is none. */
  current(): string | null {
    return this.value;
  }

  /** The viewer (`sub`), or null (no token, not a JWT, no subject). */
  viewer(): string | null {
    return this.claims?.viewer ?? null;
  }

  /** The expiry, ms since the epoch, or null when unknown. */
  expiresAt(): number | null {
    return this.claims?.expiresAt ?? null;
  }

  /** What is wrong with the token before any call: none, not a JWT, or past its expiry. */
  problem(): 'missing' | 'invalid' | 'expired' | null {
    if (!this.value) return 'missing';
    if (!this.claims) return 'invalid';
    const expiresAt = this.claims.expiresAt;
    return expiresAt !== null && expiresAt <= this.now() ? 'expired' : null;
  }

  /**
   * The token lives for the tab: a URL token is kept in sessionStorage under `key`, and a page opened
   * without one (a reload of a direct link, the same link again in this tab) takes the kept one, expired or
   * not (an expired one then says so). Storage a frame may not use is simply not used.
   */
  keepForTab(key: string, storage: () => globalThis.Storage = () => sessionStorage): void {
    try {
      if (this.value) storage().setItem(key, this.value);
      else this.set(storage().getItem(key));
    } catch {
      // Denied (a sandboxed or third-party frame): the token lasts for this page only.
    }
  }

  /** Another launch token (the host's loadVideo): it replaces the current one. */
  replace(token: string): void {
    this.set(token.trim());
  }

  /**
   * USAR_AD: from now on the token comes from this verified host, now and again before it expires.
   * Resolves true when the host handed one over.
   */
  useHost(bridge: Bridge): Promise<boolean> {
    this.bridge = bridge;
    return this.refresh();
  }

  /** After a 401 (or before expiry): asks the host for a new token; true when it handed one over. */
  async refresh(): Promise<boolean> {
    const bridge = this.bridge;
    if (!bridge) return false;
    let token: unknown;
    try {
      token = await bridge.request('getToken');
    } catch {
      return false;
    }
    if (typeof token !== 'string' || token.trim() === '') return false;
    this.set(token.trim());
    const expiresAt = this.expiresAt();
    clearTimeout(this.renewal);
    if (expiresAt !== null)
      this.renewal = setTimeout(() => void this.refresh(), Math.max(5_000, expiresAt - this.now() - REFRESH_BEFORE_MS));
    return true;
  }

  dispose(): void {
    clearTimeout(this.renewal);
  }

  private set(token: string | null): void {
    this.value = token;
    this.claims = token ? readClaims(token) : null;
  }
}
