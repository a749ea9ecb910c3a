/**
 * Who is calling, by network address: the connection's own address, or, only when that connection is a
 * configured trusted proxy, the nearest untrusted address its `X-Forwarded-For` names.
 */
import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * An address in one spelling: an IPv4-mapped IPv6 address as its IPv4 one, IPv6 in its canonical form (lower case,
 * no leading zeros, the longest run of zeros as `::`), so one caller is one key however a proxy wrote it. What is
 * no IP address (a proxy passing on what the client wrote) is 'unknown'.
 */
export function canonicalAddress(address: string): string {
  // A zone (fe80::1%eth0) names the proxy's interface, not the caller; URL() below refuses it.
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '').replace(/%.*$/, '');
  const version = isIP(plain);
  if (version === 4) return plain;
  if (version !== 6) return 'unknown';
  const canonical = new URL(`http://[${plain}]/`).hostname.slice(1, -1);
  return canonical.replace(/^::ffff:([\da-f]{1,4}):([\da-f]{1,4})$/, (_match, high: string, low: string) =>
    [parseInt(high, 16) >> 8, parseInt(high, 16) & 255, parseInt(low, 16) >> 8, parseInt(low, 16) & 255].join('.'),
  );
}

export function clientAddress(c: Context, trustedProxies: readonly string[] = []): string {
  let address = 'unknown';
  try {
    address = canonicalAddress(getConnInfo(c).remote.address ?? 'unknown');
  } catch {
    // Not behind a Node server (a test's app.request): no connection to read.
  }
  // A listed proxy that is no address (a host name) trusts nothing: it never stands for 'unknown'.
  const trusted = trustedProxies.map(canonicalAddress).filter((proxy) => proxy !== 'unknown');
  if (!trusted.includes(address)) return address;
  const forwarded = (c.req.header('X-Forwarded-For') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
    .map(canonicalAddress);
  // Read from the right: the proxies appended these; the first one no trusted proxy added is the client.
  for (const hop of forwarded.reverse()) if (!trusted.includes(hop)) return hop;
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

/** Whether a canonical address (canonicalAddress) is this machine's: 127.0.0.0/8 or ::1. */
export const isLoopback = (address: string): boolean => (isIP(address) === 4 && address.startsWith('127.')) || address === '::1';
