/** Serves the example host pages (examples/host-pages) on their own origin, as an LMS or intranet would. */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { Hono } from 'hono';
import { listen, type Listening } from '../reference-api/src/listen.ts';
import { serveFile } from '../reference-api/src/serve-file.ts';

const pagesDir = join(import.meta.dirname, '..', 'host-pages');

export type RunningHost = Listening;

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
    const filled = Object.entries(values()).reduce(
      (html, [key, value]) => html.replaceAll(`{{${key}}}`, value),
      await readFile(file, 'utf8'),
    );
    return c.html(filled);
  });
  return listen(app.fetch, hostname, port);
}
