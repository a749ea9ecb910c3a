/** Serves one file with Content-Length and single-range support (206 / 416). */
import { createReadStream, statSync } from 'node:fs';
import { extname } from 'node:path';
import { Readable } from 'node:stream';

const contentTypes: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.mp4': 'video/mp4',
  '.mp3': 'audio/mpeg',
  '.vtt': 'text/vtt; charset=utf-8',
  '.jpg': 'image/jpeg',
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

export function serveFile(path: string, rangeHeader: string | undefined, extraHeaders: Record<string, string> = {}): Response {
  const size = statSync(path).size;
  const headers: Record<string, string> = {
    'Content-Type': contentTypes[extname(path)] ?? 'application/octet-stream',
    'Accept-Ranges': 'bytes',
    'Cache-Control': extname(path) === '.m3u8' ? 'no-cache' : 'public, max-age=3600',
    ...extraHeaders,
  };
  const range = rangeHeader ? /^bytes=(\d*)-(\d*)$/.exec(rangeHeader.trim()) : null;
  if (rangeHeader && !range)
    return new Response(null, { status: 416, headers: { ...headers, 'Content-Range': `bytes */${size}` } });
  if (!range) {
    headers['Content-Length'] = String(size);
    return new Response(stream(path, 0, size - 1), { status: 200, headers });
  }
  const [, from = '', to = ''] = range;
  let start = from === '' ? size - Number(to) : Number(from);
  let end = from === '' || to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (from === '' && to === '') start = size;
  if (start < 0) start = 0;
  if (start > end || start >= size) {
    return new Response(null, { status: 416, headers: { ...headers, 'Content-Range': `bytes */${size}` } });
  }
  end = Math.min(end, size - 1);
  headers['Content-Length'] = String(end - start + 1);
  headers['Content-Range'] = `bytes ${start}-${end}/${size}`;
  return new Response(stream(path, start, end), { status: 206, headers });
}

function stream(path: string, start: number, end: number): ReadableStream<Uint8Array> {
  return Readable.toWeb(createReadStream(path, { start, end })) as ReadableStream<Uint8Array>;
}
