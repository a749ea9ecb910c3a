/**
 * Short-lived signed media URLs, as CDNs sign them: `exp` (Unix seconds), `v` (the viewer) and `sig`, an
 * HMAC-SHA256 over the URL's scope, the viewer and the expiry. The scope of anything under an item's HLS
 * folder (or a live item's stream, `/live/{id}/`: its playlists and the segments they list) is that folder,
 * so one signature covers a playlist's relative children; any other file's scope is its own path. A live
 * signature never covers the recording it loops. docs/api.md ("Signed media URLs") describes it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface MediaGrant {
  viewer: string;
  /** Expiry in Unix seconds. */
  exp: number;
}

/** The path prefix a signature for this path covers. */
export function scopeOf(pathname: string): string {
  const folder = /^\/media\/[^/]+\/hls\//.exec(pathname) ?? /^\/live\/[^/]+\//.exec(pathname);
  return folder ? folder[0] : pathname;
}

export class MediaSigner {
  private readonly key: Buffer;

  constructor(
    secret: Uint8Array,
    /** Lifetime of a signature in seconds. */
    readonly ttlSeconds: number,
  ) {
    // A key of its own, derived from the API's secret, so a media signature can never pass for a JWT's.
    this.key = createHmac('sha256', secret).update('sphere media url v1').digest();
  }

  /** A grant for a viewer, expiring one lifetime from now. */
  grant(viewer: string, nowMs = Date.now()): MediaGrant {
    return { viewer, exp: Math.ceil(nowMs / 1000 + this.ttlSeconds) };
  }

  /** The query (`exp=…&v=…&sig=…`) that lets the grant's viewer fetch anything in the path's scope. */
  query(pathname: string, { viewer, exp }: MediaGrant): string {
    return new URLSearchParams({ exp: String(exp), v: viewer, sig: this.mac(scopeOf(pathname), viewer, exp) }).toString();
  }

  /** A URL (absolute, or relative to `base`) with the grant's signature added to its query. */
  sign(url: string, grant: MediaGrant, base = 'http://unused.invalid/'): string {
    const { pathname } = new URL(url, base);
    return `${url}${url.includes('?') ? '&' : '?'}${this.query(pathname, grant)}`;
  }

  /** The grant a request's signature proves, or null when it is missing, forged, for another scope or expired. */
  verify(pathname: string, query: URLSearchParams, nowMs = Date.now()): MediaGrant | null {
    const exp = Number(query.get('exp'));
    const viewer = query.get('v');
    const sig = query.get('sig');
    if (!Number.isSafeInteger(exp) || viewer === null || sig === null) return null;
    const expected = Buffer.from(this.mac(scopeOf(pathname), viewer, exp));
    const given = Buffer.from(sig);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return exp * 1000 > nowMs ? { viewer, exp } : null;
  }

  private mac(scope: string, viewer: string, exp: number): string {
    return createHmac('sha256', this.key).update(`${scope}\n${viewer}\n${exp}`).digest('base64url');
  }
}
