/** Serves the example host pages (examples/host-pages) on their own origin, as an LMS or intranet would. */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { Hono } from 'hono';
import { listen, type Listening } from '../reference-api/src/listen.ts';
import { serveFile } from '../reference-api/src/serve-file.ts';

const pagesDir = join(import.meta.dirname, '..', 'host-pages');
const sdkScript = join(import.meta.dirname, '..', '..', 'host-sdk', 'dist', 'sphere-player.js');

export type RunningHost = Listening;

export interface HostServerOptions {
  /** Fill `{{NAME}}` placeholders in the pages (the widget URL…); `{{TOKEN}}` is a fresh demo token. */
  values: () => Record<string, string>;
  /** Signs a demo token for a video, as the intranet's sign-in (AD) would. */
  token: (videoId: string) => Promise<string>;
}

export async function startHostServer(options: HostServerOptions, port = 0, hostname = 'localhost'): Promise<RunningHost> {
  const app = new Hono();
  // The host SDK's script-tag build, as an intranet would serve it.
  app.get('/sdk/sphere-player.js', () =>
    existsSync(sdkScript)
      ? serveFile(sdkScript, undefined, { 'Cache-Control': 'no-cache' })
      : new Response('Build the SDK first', { status: 404 }),
  );
  // The intranet's token endpoint, behind its own sign-in in real life (here: anyone on this machine).
  app.get('/token', async (c) => {
    const video = c.req.query('video') ?? 'licao-fotossintese';
    if (!/^[a-z0-9-]{1,64}$/.test(video)) return c.body('Bad video', 400);
    return c.text(await options.token(video), 200, { 'Cache-Control': 'no-store' });
  });
  app.get('*', async (c) => {
    const pathname = new URL(c.req.url).pathname;
    const file = normalize(join(pagesDir, pathname === '/' ? 'index.html' : pathname));
    if (!file.startsWith(pagesDir + sep) || !existsSync(file)) return c.body('Not Found', 404);
    if (!file.endsWith('.html')) return serveFile(file, undefined);
    const values = { ...options.values(), TOKEN: await options.token(c.req.query('video') ?? 'licao-fotossintese') };
    const filled = Object.entries(values).reduce(
      (html, [key, value]) => html.replaceAll(`{{${key}}}`, value),
      await readFile(file, 'utf8'),
    );
    return c.html(filled);
  });
  return listen(app.fetch, hostname, port);
}
