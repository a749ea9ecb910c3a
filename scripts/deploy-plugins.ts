/**
 * What the build does for a CDN deployment (docs/deploy.md): the demo config only on the dev server (the
 * build ships `config.example.json`), the host SDK beside the widget (`dist/sdk/sphere-player.js`), and
 * every text asset precompressed with brotli and gzip.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');

/** The demo config (loopback URLs, demo keys) answers `assets/data/config.json` on `npm run dev` only. */
export function devConfig(): Plugin {
  const file = join(root, 'examples', 'servers', 'demo-config.json');
  return {
    name: 'sphere-dev-config',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/assets/data/config.json', (_request, response) => {
        response.setHeader('Content-Type', 'application/json');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(readFileSync(file));
      });
    },
  };
}

/** The SDK's script-tag build, served from the widget's origin as `/sdk/sphere-player.js` (built first). */
export function sdkBesideWidget(): Plugin {
  return {
    name: 'sphere-sdk-beside-widget',
    apply: 'build',
    closeBundle() {
      const sdk = join(root, 'host-sdk', 'dist', 'sphere-player.js');
      if (!existsSync(sdk)) throw new Error('Build the host SDK first (npm run build:sdk): dist/sdk/ needs it.');
      mkdirSync(join(dist, 'sdk'), { recursive: true });
      copyFileSync(sdk, join(dist, 'sdk', 'sphere-player.js'));
    },
  };
}

const COMPRESSIBLE = /\.(js|css|html|json|svg|vtt|txt|map)$/;

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** A script this large is worth several brotli encodings (about a second each at 500 KB): the smallest is kept. */
const SEARCHED_BYTES = 100_000;

/**
 * Brotli at quality 11; for a large script, the smallest of its encodings with the encoder's own input block size and
 * with each of 2^16 to 2^24 bytes. Which one wins changes from build to build: the first-load chunk's encodings differ
 * by up to 0.2 KB, moved by nothing but the lazy chunks' hashed names it mentions. The decoder takes any of them.
 */
export function brotli(file: string, content: Buffer): Buffer {
  const encode = (block?: number): Buffer =>
    brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, ...(block ? { [constants.BROTLI_PARAM_LGBLOCK]: block } : {}) },
    });
  const blocks = file.endsWith('.js') && content.length >= SEARCHED_BYTES ? [16, 17, 18, 19, 20, 21, 22, 23, 24] : [];
  return blocks.map(encode).reduce((best, next) => (next.length < best.length ? next : best), encode());
}

/** Writes `.br` (above) and `.gz` (level 9) beside every text file of the build, for the server to send as they are. */
export function precompress(): Plugin {
  return {
    name: 'sphere-precompress',
    apply: 'build',
    enforce: 'post',
    closeBundle: {
      order: 'post',
      handler() {
        for (const file of filesUnder(dist).filter((path) => COMPRESSIBLE.test(path))) {
          const content = readFileSync(file);
          writeFileSync(`${file}.br`, brotli(file, content));
          writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        }
      },
    },
  };
}
