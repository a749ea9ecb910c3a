/** Serves the example host pages (examples/host-pages) on their own origin, as an LMS or intranet would. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono, type Context } from 'hono';
import { listen, type Listening } from '../reference-api/src/listen.ts';
import { pathGuard, serveOneFile, staticFiles } from '../reference-api/src/static-files.ts';

const pagesDir = join(import.meta.dirname, '..', 'host-pages');
const sdkScript = join(import.meta.dirname, '..', '..', 'host-sdk', 'dist', 'sphere-player.js');

export type RunningHost = Listening;

export interface HostServerOptions {
  /** Fill `{{NAME}}` placeholders in the pages (the widget URL…); `{{TOKEN}}` is a fresh demo token. */
  values: () => Record<string, string>;
  /** Signs a demo token for a video, as the intranet's sign-in (AD) would. */
  token: (videoId: string) => Promise<string>;
  /** The lesson's title as the LMS lists it (`{{LESSON}}`), for the video a page embeds. */
  lesson: (videoId: string) => string;
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export async function startHostServer(options: HostServerOptions, port = 0, hostname = 'localhost'): Promise<RunningHost> {
  const app = new Hono();
  app.use('*', pathGuard());
  // The host SDK's script-tag build, as an intranet would serve it.
  app.get('/sdk/sphere-player.js', async (c) => {
    const response = await serveOneFile(c, sdkScript, { cacheControl: () => 'no-cache' });
    return response.status === 404 ? c.body('Build the SDK first', 404) : response;
  });
  // The intranet's token endpoint, behind its own sign-in in real life (here: anyone on this machine).
  app.get('/token', async (c) => {
    const video = c.req.query('video') ?? 'licao-fotossintese';
    if (!/^[a-z0-9-]{1,64}$/.test(video)) return c.body('Bad video', 400);
    return c.text(await options.token(video), 200, { 'Cache-Control': 'no-store' });
  });
  // The pages are templates: filled in with the widget's URL and a fresh token when served.
  const page = async (c: Context, name: string): Promise<Response> => {
    const template = await readFile(join(pagesDir, name), 'utf8').catch(() => null);
    if (template === null) return c.body('Not Found', 404);
    const video = c.req.query('video') ?? 'licao-fotossintese';
    const values = { ...options.values(), TOKEN: await options.token(video), LESSON: escapeHtml(options.lesson(video)) };
    return c.html(Object.entries(values).reduce((html, [key, value]) => html.replaceAll(`{{${key}}}`, value), template));
  };
  app.get('/', (c) => page(c, 'index.html'));
  app.get('/:page{[a-z0-9-]+\\.html}', (c) => page(c, c.req.param('page')));
  app.get('*', staticFiles(pagesDir, { hidden: (path) => path.endsWith('.html') }));
  app.notFound((c) => c.body('Not Found', 404));
  return listen(app.fetch, hostname, port);
}
