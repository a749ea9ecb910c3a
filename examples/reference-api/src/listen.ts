/** Serves a fetch handler on a loopback address; returns its URL and a close that drops open connections. */
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';

export interface Listening {
  url: string;
  close(): Promise<void>;
}

/** How long a client may take to send a request, instead of Node's 5 minutes (a held slow body ties up a socket). */
export interface RequestTimeouts {
  /** The headers, from the connection or the previous request (ms). */
  headersMs: number;
  /** The whole request, body included (ms): the largest body accepted is 64 KiB, sent in well under a second. */
  requestMs: number;
  /** How often Node looks for requests past their time (ms): a request ends at most this much late. */
  checkEveryMs: number;
}

export const REQUEST_TIMEOUTS: RequestTimeouts = { headersMs: 10_000, requestMs: 30_000, checkEveryMs: 2_000 };

export async function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  hostname: string,
  port: number,
  timeouts: RequestTimeouts = REQUEST_TIMEOUTS,
): Promise<Listening> {
  const serverOptions = {
    headersTimeout: timeouts.headersMs,
    requestTimeout: timeouts.requestMs,
    connectionsCheckingInterval: timeouts.checkEveryMs,
  };
  const server = await new Promise<ServerType>((resolve, reject) => {
    const s = serve({ fetch, hostname, port, serverOptions }, () => resolve(s));
    s.once('error', reject);
  });
  return {
    url: `http://${hostname}:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
