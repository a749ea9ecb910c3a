/** Serves a fetch handler on a loopback address; returns its URL and a close that drops open connections. */
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';

export interface Listening {
  url: string;
  close(): Promise<void>;
}

export async function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  hostname: string,
  port: number,
): Promise<Listening> {
  const server = await new Promise<ServerType>((resolve, reject) => {
    const s = serve({ fetch, hostname, port }, () => resolve(s));
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
