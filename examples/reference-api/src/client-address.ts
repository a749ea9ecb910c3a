/**
 * Who is calling, by network address: the connection's own address, or, only when that connection is a
 * configured trusted proxy, the nearest untrusted address its `X-Forwarded-For` names.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

const unmapped = (address: string): string => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

export function clientAddress(c: Context, trustedProxies: readonly string[] = []): string {
  let address = 'unknown';
  try {
    address = unmapped(getConnInfo(c).remote.address ?? 'unknown');
  } catch {
    // Not behind a Node server (a test's app.request): no connection to read.
  }
  if (!trustedProxies.includes(address)) return address;
  const forwarded = (c.req.header('X-Forwarded-For') ?? '')
    .split(',')
    .map((hop) => unmapped(hop.trim()))
    .filter(Boolean);
  // Read from the right: the proxies appended these; the first one no trusted proxy added is the client.
  for (const hop of forwarded.reverse()) if (!trustedProxies.includes(hop)) return hop;
  return address;
}

/** The key a rate limit counts an address under: IPv6 callers by their /64, which one host usually owns whole. */
export function addressKey(address: string): string {
  if (!address.includes(':')) return address;
  const groups = address.split('::');
  const head = (groups[0] ?? '').split(':').filter(Boolean);
  const tail = groups.length > 1 ? (groups[1] ?? '').split(':').filter(Boolean) : [];
  const full = [...head, ...Array<string>(Math.max(0, 8 - head.length - tail.length)).fill('0'), ...tail];
  return `${full.slice(0, 4).join(':')}::/64`;
}

export const isLoopback = (address: string): boolean => /^127\.|^::1$/.test(address);
