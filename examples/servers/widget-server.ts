/** Serves the built widget (dist/) with SPA fallback and a config.json that points at the reference API. */
import { join } from 'node:path';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { listen } from '../reference-api/src/listen.ts';
import { pathGuard, serveOneFile, staticFiles } from '../reference-api/src/static-files.ts';

export const distDir = join(import.meta.dirname, '..', '..', 'dist');

/** What `assets/data/config.json` answers: a JSON value, raw text, or null for 404. */
export type ServedConfig = Record<string, unknown> | string | null;

export interface RunningWidget {
  url: string;
  setConfig(config: ServedConfig): void;
  /** Serves index.html with this Content-Security-Policy (null: none). */
  setContentSecurityPolicy(policy: string | null): void;
  close(): Promise<void>;
}

const securityHeaders = {
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
};

/**
 * The build's files and the config are public and fetched without credentials. index.html loads them in CORS
 * mode (module scripts, `crossorigin`), which a frame sandboxed without allow-same-origin makes cross-origin
 * (its origin is opaque): without this header nothing loads there and the loading screen stays for ever;
 * with it the entry runs and says why the widget cannot work in that frame.
 */
const fileHeaders = { ...securityHeaders, 'Access-Control-Allow-Origin': '*' };

/** Hashed build assets (`name-HASH.ext`) are immutable; everything else (index.html, the SDK, i18n) is revalidated. */
export function cacheControlFor(path: string): string {
  return /^\/assets\/.+-[\w-]{8,}\.\w+$/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

export async function startWidgetServer(initialConfig: ServedConfig, port = 0, hostname = '127.0.0.1'): Promise<RunningWidget> {
  let config = initialConfig;
  let policy: string | null = null;
  const app = new Hono();
  app.use('*', pathGuard());
  app.use('*', compress());
  app.get('/assets/data/config.json', (c) => {
    if (config === null) return c.body('Not Found', 404);
    const body = typeof config === 'string' ? config : JSON.stringify(config, null, 2);
    return c.body(body, 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-cache',
      ...fileHeaders,
    });
  });
  const page = (c: Context) =>
    serveOneFile(c, join(distDir, 'index.html'), {
      headers: {
        ...securityHeaders,
        'Content-Type': 'text/html; charset=utf-8',
        ...(policy ? { 'Content-Security-Policy': policy } : {}),
      },
      cacheControl: () => 'no-cache',
    });
  // The page by its own name carries the policy too (the static files below would serve it without).
  app.get('/index.html', page);
  // As a CDN would: hashed assets never change (a new build has new names), the rest is revalidated.
  app.get('*', staticFiles(distDir, { headers: fileHeaders, cacheControl: cacheControlFor, precompressed: true }));
  // Unknown assets are 404; every other path is a route of the SPA.
  app.get('/assets/*', (c) => c.body('Not Found', 404));
  app.get('*', page);
  const server = await listen(app.fetch, hostname, port);
  return {
    url: server.url,
    setConfig: (next) => {
      config = next;
    },
    setContentSecurityPolicy: (next) => {
      policy = next;
    },
    close: server.close,
  };
}
