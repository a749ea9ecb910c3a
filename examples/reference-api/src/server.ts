/** Starts the reference API on 127.0.0.1 and returns its URL and a way to stop it. */
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.ts';
import { openDatabase, type Database } from './database.ts';
import type { ApiOptions } from './options.ts';

export interface RunningApi {
  url: string;
  db: Database;
  close(): Promise<void>;
}

export async function startApi(options: ApiOptions, port = 0): Promise<RunningApi> {
  const db = await openDatabase(options.databaseUrl);
  const app = createApp(options, db);
  const server = await new Promise<ServerType>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port }, () => resolve(s));
    s.once('error', reject);
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    db,
    close: () =>
      new Promise<void>((resolve) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close(() => {
          db.close();
          resolve();
        });
      }),
  };
}
