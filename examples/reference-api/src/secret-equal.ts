/** Compares a presented secret with the expected one in constant time (hashes first, so lengths leak nothing). */
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/** Whether `presented` is `expected`; never true when no secret is configured. */
export function secretEqual(presented: string | undefined, expected: string | undefined): boolean {
  if (!expected || presented === undefined) return false;
  return timingSafeEqual(digest(presented), digest(expected));
}

/** The secret of `Authorization: Bearer <secret>`, or undefined. */
export const bearer = (header: string | undefined): string | undefined => /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
