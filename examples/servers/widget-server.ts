/** Serves the built widget (dist/) with SPA fallback and a config.json that points at the reference API. */
import { existsSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { listen } from '../reference-api/src/listen.ts';
import { serveFile } from '../reference-api/src/serve-file.ts';

export const distDir = join(import.meta.dirname, '..', '..', 'dist');

/** What `assets/data/config.json` answers: a JSON value, raw text, or null for 404. */
export type ServedConfig = Record<string, unknown> | string | null;

export interface RunningWidget {
  url: string;
  setConfig(config: ServedConfig): void;
  close(): Promise<void>;
}

const securityHeaders = {
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
};

export async function startWidgetServer(initialConfig: ServedConfig, port = 0, hostname = '127.0.0.1'): Promise<RunningWidget> {
  let config = initialConfig;
  const app = new Hono();
  app.use('*', compress());
  app.get('/assets/data/config.json', (c) => {
    if (config === null) return c.body('Not Found', 404);
    const body = typeof config === 'string' ? config : JSON.stringify(config, null, 2);
    return c.body(body, 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-cache',
      ...securityHeaders,
    });
  });
  app.get('*', (c) => {
    const pathname = decodeURIComponent(new URL(c.req.url).pathname);
    const candidate = normalize(join(distDir, pathname));
    const isFile = candidate.startsWith(distDir + sep) && existsSync(candidate) && statSync(candidate).isFile();
    if (isFile) return serveFile(candidate, c.req.header('Range'), securityHeaders);
    // Unknown assets are 404; every other path is a route of the SPA.
    if (pathname.startsWith('/assets/')) return c.body('Not Found', 404);
    return serveFile(join(distDir, 'index.html'), undefined, { ...securityHeaders, 'Cache-Control': 'no-cache' });
  });
  const server = await listen(app.fetch, hostname, port);
  return {
    url: server.url,
    setConfig: (next) => {
      config = next;
    },
    close: server.close,
  };
}
