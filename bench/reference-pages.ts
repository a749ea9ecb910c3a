/**
 * The pages the widget is measured against (`npm run bench`, e2e/first-load-budget.spec.ts), served the
 * way the widget server serves the widget: HTML through the same compression middleware, scripts and
 * styles as precompressed brotli under hashed names with the same immutable cache headers
 * (`cacheControlFor`), on an origin of their own.
 *
 * - `/bare`: Video.js 8 from its own dist (`video.min.js`, VHS inside), forced onto VHS
 *   (`overrideNative: true`), so it plays with the widget's engine. The source is set from script, not with
 *   a `<source>` element, which Chromium would start playing natively before `video.min.js` arrives.
 * - `/native`: a plain `<video>` with the HLS as its `src` and no script: Chromium (Debian's, too) plays HLS
 *   itself, so this is the browser's own floor for the same stream.
 *
 * Each request of a page gets freshly signed media URLs (`media()`), as the widget gets with its item: a
 * second visit downloads the media again on every page alike.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { listen } from '../examples/reference-api/src/listen.ts';
import { staticFiles } from '../examples/reference-api/src/static-files.ts';
import { cacheControlFor } from '../examples/servers/widget-server.ts';

export interface ReferenceMedia {
  /** The signed multivariant playlist. */
  hls: string;
  poster: string | null;
}

export interface ReferencePages {
  origin: string;
  bareUrl: string;
  nativeUrl: string;
  close(): Promise<void>;
}

const videoJsDist = join(dirname(createRequire(import.meta.url).resolve('video.js')), '..', 'dist');

/** Copies a file as `assets/NAME-HASH.ext` with `.br` and `.gz` beside it, as the widget's build does; the URL path. */
function hashedAsset(folder: string, source: string, name: string, extension: string): string {
  const content = readFileSync(source);
  const hash = createHash('sha256').update(content).digest('base64url').slice(0, 8);
  const path = `assets/${name}-${hash}.${extension}`;
  copyFileSync(source, join(folder, path));
  writeFileSync(join(folder, `${path}.br`), brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(join(folder, `${path}.gz`), gzipSync(content, { level: 9 }));
  return `/${path}`;
}

const attribute = (value: string): string =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const head = (title: string, extra = ''): string =>
  `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${title}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">${extra}
<style>html,body{margin:0;height:100%;background:#000}video{width:100%;height:100%}</style></head>`;

export async function startReferencePages(media: () => Promise<ReferenceMedia>): Promise<ReferencePages> {
  const folder = mkdtempSync(join(tmpdir(), 'sphere-reference-pages-'));
  mkdirSync(join(folder, 'assets'));
  const script = hashedAsset(folder, join(videoJsDist, 'video.min.js'), 'video.min', 'js');
  const style = hashedAsset(folder, join(videoJsDist, 'video-js.min.css'), 'video-js.min', 'css');

  const barePage = ({ hls, poster }: ReferenceMedia): string =>
    `${head('Bare Video.js', `\n<link rel="stylesheet" href="${style}">`)}
<body><video id="player" class="video-js" controls preload="auto" autoplay playsinline crossorigin="anonymous"${poster ? ` poster="${attribute(poster)}"` : ''}></video>
<script src="${script}"></script>
<script>
const player = videojs('player', { fill: true, html5: { vhs: { overrideNative: true }, nativeAudioTracks: false, nativeVideoTracks: false } });
player.src({ src: ${JSON.stringify(hls).replaceAll('<', '\\u003c')}, type: 'application/x-mpegURL' });
</script></body></html>`;
  const nativePage = ({ hls, poster }: ReferenceMedia): string =>
    `${head('Native HLS')}
<body><video controls preload="auto" autoplay playsinline crossorigin="anonymous"${poster ? ` poster="${attribute(poster)}"` : ''} src="${attribute(hls)}"></video></body></html>`;

  const app = new Hono();
  app.use('*', compress());
  const html = (body: string): Response =>
    new Response(body, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' } });
  app.get('/bare', async () => html(barePage(await media())));
  app.get('/native', async () => html(nativePage(await media())));
  app.get('*', staticFiles(folder, { cacheControl: cacheControlFor, precompressed: true }));
  const server = await listen(app.fetch, '127.0.0.1', 0);
  return {
    origin: server.url,
    bareUrl: `${server.url}/bare`,
    nativeUrl: `${server.url}/native`,
    close: async () => {
      await server.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
