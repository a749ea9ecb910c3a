/**
 * A pass-through proxy in front of the reference LRS for the specs, whose Statement POSTs can be made to fail (an
 * LRS out of service) or to answer late (a slow one); the state API and the rest go through untouched.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LrsProxy {
  /** The proxy's origin: a launch's endpoint goes through it with `viaProxy`. */
  url: string;
  /** What it does to the next Statement POSTs: `down` answers that status (true: 503); `delayMs` holds each. */
  state: { down: boolean | number; delayMs: number; posts: number };
  close(): Promise<void>;
}

export async function lrsProxy(upstream: string): Promise<LrsProxy> {
  const state = { down: false as boolean | number, delayMs: 0, posts: 0 };
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const path = request.url ?? '/';
    if (request.method === 'POST' && /\/statements(\?|$)/.test(path)) {
      state.posts += 1;
      if (state.down) {
        response.writeHead(typeof state.down === 'number' ? state.down : 503, {
          'Access-Control-Allow-Origin': String(request.headers.origin ?? '*'),
          'Content-Type': 'text/html',
        });
        return void response.end('<html><body>503 Service Unavailable</body></html>');
      }
      if (state.delayMs) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers))
      if (typeof value === 'string' && !['host', 'connection', 'content-length'].includes(name)) headers[name] = value;
    try {
      const method = request.method ?? 'GET';
      const answer = await fetch(upstream + path, {
        method,
        headers,
        body: ['GET', 'HEAD', 'OPTIONS'].includes(method) ? undefined : Buffer.concat(chunks),
      });
      const out: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name)) out[name] = value;
      });
      response.writeHead(answer.status, out);
      response.end(Buffer.from(await answer.arrayBuffer()));
    } catch {
      response.writeHead(502);
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A launch URL whose cmi5 endpoint goes through the proxy. */
export function viaProxy(url: string, proxy: string): string {
  const address = new URL(url);
  const endpoint = new URL(address.searchParams.get('endpoint') ?? '');
  address.searchParams.set('endpoint', proxy + endpoint.pathname);
  return address.toString();
}
