/** Sample media (/media/…) and the simulated live stream (/live/…), each behind a signed URL. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { createMiddleware } from 'hono/factory';
import { findEntry, mediaRoot } from '../catalog.ts';
import { livePlaylist, liveSegment, loadRenditions, type Segment } from '../live-playlist.ts';
import type { MediaGrant, MediaSigner } from '../media-signature.ts';
import { signPlaylist, signThumbnailTrack } from '../playlist-signing.ts';
import { serveOneFile, staticFiles } from '../static-files.ts';

const liveRenditions = ['240p', '480p', '720p', 'audio'];
const playlistHeaders = { 'Content-Type': 'application/vnd.apple.mpegurl', 'Cache-Control': 'no-cache' };

interface MediaEnv {
  Variables: { grant: MediaGrant };
}

export function mediaRoutes(signer: MediaSigner, liveEpochMs: number): Hono<MediaEnv> {
  const renditionCache = new Map<string, Map<string, Segment[]>>();
  const renditionsOf = (folder: string): Map<string, Segment[]> => {
    const cached = renditionCache.get(folder) ?? loadRenditions(join(mediaRoot, folder, 'hls'), liveRenditions);
    renditionCache.set(folder, cached);
    return cached;
  };

  /**
   * A HEAD gets the headers its GET would, without the body: the rest of the chain sees a GET, since
   * serveStatic answers a HEAD before a playlist is signed (with the unsigned file's length) and compress
   * passes a HEAD by. Range is for GET alone (RFC 9110 §14.2).
   */
  const headLikeGet = createMiddleware<MediaEnv>(async (c, next) => {
    if (c.req.method !== 'HEAD') return next();
    const head = c.req.raw;
    c.req.raw = new Request(head, { method: 'GET' });
    c.req.raw.headers.delete('Range');
    try {
      await next();
    } finally {
      c.req.raw = head;
    }
    await c.res.body?.cancel();
    c.res = new Response(null, c.res);
  });

  /** 403 unless the URL carries a live signature for its scope. */
  const signed = createMiddleware<MediaEnv>(async (c, next) => {
    const url = new URL(c.req.url);
    const grant = signer.verify(url.pathname, url.searchParams);
    if (!grant) return c.json({ status_ret: 'NOK', erro: 'Link de mídia inválido ou expirado.' }, 403);
    c.set('grant', grant);
    await next();
  });

  /** A playlist (or a thumbnails track) lists its URIs signed for the same viewer and expiry as the request that fetched it. */
  const signListedUris = createMiddleware<MediaEnv>(async (c, next) => {
    const thumbnails = c.req.path.endsWith('/thumbnails.vtt');
    if (!c.req.path.endsWith('.m3u8') && !thumbnails) return next();
    // A playlist is answered whole (players such as Chromium's own HLS ask for `bytes=0-`): a slice of it
    // could not be signed line by line.
    c.req.raw.headers.delete('Range');
    await next();
    if (c.res.status !== 200) return;
    const sign = (uri: string): string => signer.sign(uri, c.get('grant'), c.req.url);
    const text = (thumbnails ? signThumbnailTrack : signPlaylist)(await c.res.text(), sign);
    c.res = new Response(text, { status: 200, headers: c.res.headers });
    c.res.headers.set('Content-Length', String(Buffer.byteLength(text)));
  });

  /**
   * What a signed answer may be kept for: what is left of its signature, privately (its URL names the viewer).
   * A VOD file or playlist never changes while its signature lives (a playlist's URIs carry the same grant), so
   * a second request for it (boot's prefetch, then VHS) is served from the cache. A live playlist changes: no-cache.
   */
  const keepWhileSigned = createMiddleware<MediaEnv>(async (c, next) => {
    await next();
    if (c.res.status !== 200 && c.res.status !== 206) return;
    if (c.req.path.startsWith('/live/') && c.req.path.endsWith('.m3u8')) return;
    const secondsLeft = Math.max(0, c.get('grant').exp - Math.floor(Date.now() / 1000));
    c.res.headers.set('Cache-Control', `private, max-age=${secondsLeft}`);
  });

  // Text goes out compressed, as a CDN sends it: a playlist repeats one signature on every line, so gzip
  // takes a VOD playlist from 4.1 KB to a few hundred bytes. Segments, images and ranges go as they are.
  const compressText = compress({
    contentTypeFilter: (type) => COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) || /^application\/vnd\.apple\.mpegurl\b/i.test(type),
  });

  return new Hono<MediaEnv>()
    .use('/media/*', headLikeGet, compressText, signed, keepWhileSigned, signListedUris)
    .use('/live/*', headLikeGet, compressText, signed, keepWhileSigned, signListedUris)
    .get(
      '/media/*',
      staticFiles(mediaRoot, {
        prefix: '/media',
        // The generator script is not media.
        hidden: (relative) => relative.endsWith('.sh'),
      }),
    )
    .get('/live/:id/:file', (c) => {
      const entry = findEntry(c.req.param('id'));
      if (!entry?.aoVivo) return c.notFound();
      const file = c.req.param('file');
      if (file === 'master.m3u8') {
        // The VOD master, pointing at the live media playlists beside it.
        const vod = readFileSync(join(mediaRoot, entry.folder, 'hls', 'master.m3u8'), 'utf8');
        const live = vod
          .replace(/^(?:URI=")?([\w-]+)\/index\.m3u8/gm, '$1.m3u8')
          .replace(/URI="([\w-]+)\/index\.m3u8"/g, 'URI="$1.m3u8"');
        return c.body(live, 200, playlistHeaders);
      }
      // Only `{rendition}.m3u8`: signListedUris signs the URIs of what ends in .m3u8, so a bare `{rendition}`
      // would list its segments unsigned.
      const name = /^(.+)\.m3u8$/.exec(file)?.[1];
      const segments = name === undefined ? undefined : renditionsOf(entry.folder).get(name);
      if (name === undefined || !segments) return c.notFound();
      return c.body(livePlaylist(segments, name, liveEpochMs, Date.now()), 200, playlistHeaders);
    })
    .get('/live/:id/:rendition/:segment', (c) => {
      // A live segment is named by sequence number under the live path, and served only while the stream
      // serves it: the live signature (scope /live/{id}/) reaches neither the recording nor its other segments.
      const entry = findEntry(c.req.param('id'));
      const rendition = c.req.param('rendition');
      const segments = entry?.aoVivo ? renditionsOf(entry.folder).get(rendition) : undefined;
      const n = /^(\d+)\.ts$/.exec(c.req.param('segment'))?.[1];
      const segment = segments && n ? liveSegment(segments, Number(n), liveEpochMs, Date.now()) : null;
      if (!entry || !segment) return c.notFound();
      return serveOneFile(c, join(mediaRoot, entry.folder, 'hls', rendition, segment.uri));
    });
}
