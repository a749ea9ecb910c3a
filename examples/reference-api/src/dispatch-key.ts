/**
 * A SCORM package's dispatch key: `<videoId>.<HMAC-SHA256 by the operator's secret>`. It proves the package
 * was made by the operator for that one video; `POST token/scorm` exchanges it for a viewer token.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Keeps dispatch keys apart from every other use of the secret. */
const PURPOSE = 'sphere-scorm-dispatch:v1:';

const mac = (secret: Uint8Array, videoId: string): Buffer =>
  createHmac('sha256', secret)
    .update(PURPOSE + videoId)
    .digest();

/** Signs the dispatch key a package carries for `videoId`. */
export function signDispatchKey(secret: Uint8Array, videoId: string): string {
  return `${videoId}.${mac(secret, videoId).toString('base64url')}`;
}

/** The video a dispatch key names, when its signature is ours; null otherwise. */
export function verifyDispatchKey(secret: Uint8Array, key: string): string | null {
  const match = /^([a-z0-9-]{1,64})\.([A-Za-z0-9_-]{43})$/.exec(key);
  if (!match?.[1] || !match[2]) return null;
  const expected = mac(secret, match[1]);
  const given = Buffer.from(match[2], 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? match[1] : null;
}
