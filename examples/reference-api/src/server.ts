/** Starts the reference API on 127.0.0.1 and returns its URL and a way to stop it. */
import { createApp } from './app.ts';
import { openDatabase, type Database } from './database.ts';
import { listen } from './listen.ts';
import type { ApiOptions } from './options.ts';

export interface RunningApi {
  url: string;
  db: Database;
  close(): Promise<void>;
}

export async function startApi(options: ApiOptions, port = 0): Promise<RunningApi> {
  const db = await openDatabase(options.databaseUrl);
  const app = createApp(options, db);
  const server = await listen(app.fetch, '127.0.0.1', port);
  return {
    url: server.url,
    db,
    close: async () => {
      await server.close();
      db.close();
    },
  };
}
