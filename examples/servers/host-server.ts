/** Serves the example host pages (examples/host-pages) on their own origin, as an LMS or intranet would. */
import { existsSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { serveFile } from '../reference-api/src/serve-file.ts';

const pagesDir = join(import.meta.dirname, '..', 'host-pages');

export interface RunningHost {
  url: string;
  close(): Promise<void>;
}

/** `values` fill `{{NAME}}` placeholders in the pages (the widget URL, a demo token). */
export async function startHostServer(
  values: () => Record<string, string>,
  port = 0,
  hostname = 'localhost',
): Promise<RunningHost> {
  const app = new Hono();
  app.get('*', async (c) => {
    const pathname = new URL(c.req.url).pathname;
    const file = normalize(join(pagesDir, pathname === '/' ? 'index.html' : pathname));
    if (!file.startsWith(pagesDir + sep) || !existsSync(file)) return c.body('Not Found', 404);
    if (!file.endsWith('.html')) return serveFile(file, undefined);
    const { readFile } = await import('node:fs/promises');
    const filled = Object.entries(values()).reduce(
      (html, [key, value]) => html.replaceAll(`{{${key}}}`, value),
      await readFile(file, 'utf8'),
    );
    return c.html(filled);
  });
  const server = await new Promise<ServerType>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, hostname, port }, () => resolve(s));
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
