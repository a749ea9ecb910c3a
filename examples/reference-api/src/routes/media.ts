/** Static sample media (/media/…) and the simulated live stream (/live/…). */
import { existsSync, readFileSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import { Hono } from 'hono';
import { findEntry, mediaRoot } from '../catalog.ts';
import { livePlaylist, loadRenditions, type Segment } from '../live-playlist.ts';
import { serveFile } from '../serve-file.ts';

const liveRenditions = ['240p', '480p', '720p', 'audio'];

export function mediaRoutes(liveEpochMs: number): Hono {
  const renditionCache = new Map<string, Map<string, Segment[]>>();
  const renditionsOf = (folder: string): Map<string, Segment[]> => {
    const cached = renditionCache.get(folder) ?? loadRenditions(join(mediaRoot, folder, 'hls'), liveRenditions);
    renditionCache.set(folder, cached);
    return cached;
  };

  return new Hono()
    .get('/media/*', (c) => {
      const relative = decodeURIComponent(new URL(c.req.url).pathname.slice('/media/'.length));
      const path = normalize(join(mediaRoot, relative));
      // Only files inside the media folder, and never the generator script.
      if (!path.startsWith(mediaRoot + sep) || path.endsWith('.sh') || !existsSync(path)) return c.notFound();
      return serveFile(path, c.req.header('Range'));
    })
    .get('/live/:id/:file', (c) => {
      const entry = findEntry(c.req.param('id'));
      if (!entry?.aoVivo) return c.notFound();
      const origin = new URL(c.req.url).origin;
      const file = c.req.param('file');
      if (file === 'master.m3u8') {
        // The VOD master, pointing at the live media playlists beside it.
        const vod = readFileSync(join(mediaRoot, entry.folder, 'hls', 'master.m3u8'), 'utf8');
        const live = vod
          .replace(/^(?:URI=")?([\w-]+)\/index\.m3u8/gm, '$1.m3u8')
          .replace(/URI="([\w-]+)\/index\.m3u8"/g, 'URI="$1.m3u8"');
        return c.body(live, 200, { 'Content-Type': 'application/vnd.apple.mpegurl', 'Cache-Control': 'no-cache' });
      }
      const name = file.replace(/\.m3u8$/, '');
      const segments = renditionsOf(entry.folder).get(name);
      if (!segments) return c.notFound();
      const body = livePlaylist(segments, `${origin}/media/${entry.folder}/hls/${name}`, liveEpochMs, Date.now());
      return c.body(body, 200, { 'Content-Type': 'application/vnd.apple.mpegurl', 'Cache-Control': 'no-cache' });
    });
}
