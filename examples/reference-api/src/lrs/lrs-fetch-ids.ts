/**
 * The fetch ids of the reference LRS's launches (a fetch URL's last segment), self-describing: a random nonce and
 * its HMAC under a key of this process, so the LRS tells a fetch URL it gave out, whose launch it has since let go
 * of at the launches' bound (Cmi5Launches.add), from one it never gave out, remembering nothing per launch. The
 * first is cmi5's error-code 1 (used or expired: a launch goes only once ended, idle, or expired unspent), the
 * other error-code 2 (an invalid token). A key of the process: launches live in memory, so after a restart none
 * is held, and a fetch URL of before it answers as one never given out.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The MAC's length in base64url characters (128 bits). */
const MAC_CHARS = 22;

export class FetchIds {
  private readonly key = randomBytes(32);

  /** A new fetch id: `<nonce>.<mac>`, URL-safe. */
  issue(): string {
    const nonce = randomBytes(18).toString('base64url');
    return `${nonce}.${this.mac(nonce)}`;
  }

  /** Whether this LRS gave the fetch id out (its MAC is right), held or not. */
  issued(fetchId: string): boolean {
    const [nonce, mac, ...more] = fetchId.split('.');
    if (!nonce || mac === undefined || more.length > 0) return false;
    const given = Buffer.from(mac);
    const expected = Buffer.from(this.mac(nonce));
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private mac(nonce: string): string {
    return createHmac('sha256', this.key).update(nonce).digest('base64url').slice(0, MAC_CHARS);
  }
}
