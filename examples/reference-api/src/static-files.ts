/**
 * Static files through @hono/node-server's serveStatic (its Range, HEAD and path checks), for the media and
 * the example servers; `pathGuard` answers malformed escapes (400) and dot segments (404) before any route.
 * serveStatic takes a Range it cannot parse for the whole file and answers it 206, so `byteRange` first
 * decides, as RFC 9110 §14.2 asks, which ranges it is shown.
 */
import type { IncomingMessage } from 'node:http';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';

/** Types serveStatic does not know. */
const extraTypes: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.vtt': 'text/vtt; charset=utf-8',
};

const notFound = (c: Context): Response => c.json({ status_ret: 'NOK', erro: 'Rota não encontrada.' }, 404);

/** 400 for a path whose percent escapes do not decode; 404 for `.`/`..` segments, backslashes or NUL. */
export const pathGuard = (): MiddlewareHandler =>
  createMiddleware(async (c, next) => {
    // The path as the client sent it: the request's URL has dot segments resolved already.
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.url;
    const raw = (incoming ?? new URL(c.req.url).pathname).replace(/[?#].*$/s, '');
    let decoded: string;
    try {
      decoded = decodeURIComponent(raw);
    } catch {
      return c.json({ status_ret: 'NOK', erro: 'Caminho malformado.' }, 400);
    }
    if (decoded.split('/').some((part) => part === '.' || part === '..') || /[\\\0]/.test(decoded)) return notFound(c);
    await next();
  });

export interface StaticFilesOptions {
  /** The URL prefix the folder is mounted at ('/media'); '' for the server's root. */
  prefix?: string;
  /** Cache-Control for a served file, by its request path. */
  cacheControl?: (path: string) => string;
  /** Extra headers on every file. */
  headers?: Record<string, string>;
  /** Request paths (relative to the prefix) never served. */
  hidden?: (relative: string) => boolean;
  /** Send a file's `.br` or `.gz` neighbour as it is, when the client accepts that encoding. */
  precompressed?: boolean;
}

/** The files of a folder: 200 with Content-Length, 206/416 for ranges; missing files and folders fall through. */
export function staticFiles(root: string, options: StaticFilesOptions = {}): MiddlewareHandler {
  const { prefix = '' } = options;
  // A folder is not a file: its index name can never exist.
  const serve = serveStatic({
    root,
    index: '\0',
    rewriteRequestPath: (path) => path.slice(prefix.length),
    precompressed: options.precompressed ?? false,
  });
  return createMiddleware(async (c, next) => {
    if (options.hidden?.(c.req.path.slice(prefix.length))) return next();
    return finish(c, await serveRange(c, () => serve(c, next)), options);
  });
}

/** One known file (the route chose it), with the same Range support; 404 if it has gone. */
export async function serveOneFile(c: Context, path: string, options: StaticFilesOptions = {}): Promise<Response> {
  const serve = serveStatic({ path });
  return finish(c, await serveRange(c, () => serve(c, async () => undefined)), options) ?? notFound(c);
}

/**
 * What a server that sends single ranges only (no multipart/byteranges) does with a Range header: one byte
 * range is served (`bytes=…` as serveStatic reads it); several ranges, or another unit, are ignored (the whole
 * file, 200); a `bytes` range that does not parse is rejected (416).
 */
function byteRange(header: string): `bytes=${string}` | 'ignore' | 'reject' {
  const ranges = /^\s*([^\s=]+)=(.*)$/.exec(header);
  if (ranges?.[1]?.toLowerCase() !== 'bytes') return 'ignore';
  // A list may carry empty elements (RFC 9110 §5.6.1): `bytes=0-99,` asks for one range.
  const specs = (ranges[2] ?? '').split(',').flatMap((spec) => spec.trim() || []);
  if (specs.length > 1) return 'ignore';
  const [spec = ''] = specs;
  const bounds = /^(\d+)-(\d*)$|^-\d+$/.exec(spec);
  if (!bounds || (bounds[2] && Number(bounds[2]) < Number(bounds[1]))) return 'reject';
  return `bytes=${spec}`;
}

/**
 * serveStatic, shown only the Range `byteRange` keeps; a rejected one answers 416 with the file's length.
 * If-Range (RFC 9110 §13.1.5), which serveStatic ignores: the Range holds only while the file is the one the
 * client has part of, i.e. its Last-Modified date exactly (no ETag is sent, so an entity tag never matches);
 * otherwise the Range is ignored and the whole file is sent (200).
 */
async function serveRange(c: Context, serve: () => Promise<Response | void>): Promise<Response | void> {
  const header = c.req.header('Range');
  // Range is defined for GET alone: serveStatic answers a HEAD whole already.
  if (header === undefined || c.req.method !== 'GET') return serve();
  const range = byteRange(header);
  const ifRange = c.req.header('If-Range')?.trim();
  const sameFile = (response: Response): boolean => ifRange === undefined || ifRange === response.headers.get('Last-Modified');
  if (range !== 'ignore' && range !== 'reject') {
    c.req.raw.headers.set('Range', range);
    const partial = await serve();
    if (!(partial instanceof Response) || partial.status !== 206 || sameFile(partial)) return partial;
    await partial.body?.cancel();
    // The partial answer's headers are on the context too: its Content-Range must not reach the whole file's.
    c.header('Content-Range', undefined);
    c.req.raw.headers.delete('Range');
    return serve();
  }
  c.req.raw.headers.delete('Range');
  const whole = await serve();
  if (range === 'ignore' || !(whole instanceof Response) || whole.status !== 200 || !sameFile(whole)) return whole;
  await whole.body?.cancel();
  // serveStatic set the whole file's headers on the context, which lends them to any answer: its length goes
  // into Content-Range (as in serveStatic's own 416), not onto the empty body.
  const size = whole.headers.get('Content-Length');
  c.header('Content-Range', size === null ? undefined : `bytes */${size}`);
  c.header('Content-Length', '0');
  return c.body(null, 416);
}

function finish(c: Context, response: Response | void, options: StaticFilesOptions): Response | undefined {
  if (!(response instanceof Response)) return undefined;
  const extension = /\.[a-z0-9]+$/i.exec(c.req.path)?.[0]?.toLowerCase() ?? '';
  const type = extraTypes[extension];
  if (type) response.headers.set('Content-Type', type);
  response.headers.set('Accept-Ranges', 'bytes');
  if (options.cacheControl) response.headers.set('Cache-Control', options.cacheControl(c.req.path));
  for (const [name, value] of Object.entries(options.headers ?? {})) response.headers.set(name, value);
  return response;
}
