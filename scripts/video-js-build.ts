/**
 * What the widget's build leaves out of Video.js's ES build (`video.js/dist/video.es.js`, VHS inside), or
 * loads after the first frame, because the widget never uses it before then (docs/bundle-report.md
 * measures each):
 *
 * - DASH: the widget plays HLS and progressive MP4 only (player-source.ts). VHS's DASH playlist loader is
 *   never constructed, and mpd-parser resolves to `no-dash.ts`, which throws if anything ever asks it.
 * - The SVG icon sprite (`experimentalSvgIcons`, never set: the widget uses the icon font) is emptied.
 * - Spatial navigation (TV remotes, `spatialNavigation.enabled`, never set) is never constructed.
 * - vtt.js, the WebVTT parser Video.js uses to show captions where it emulates text tracks (Chromium,
 *   Firefox): Video.js's import of it resolves to an empty object, and `engine/deferred-vtt.ts` loads the
 *   real one after the first frame; until then caption files wait for it as Video.js's own "novtt" build
 *   makes them wait.
 *
 * - The icon font, which `video-js.css` inlines as a base64 data URL (5.4 KB of the first load's CSS), is
 *   the same file as `dist/font/VideoJS.woff`: the CSS points at that file instead, so the browser fetches
 *   it (hashed, immutable) when the player first draws an icon, after the player's code is in, instead
 *   of with the first-load stylesheet; `font-display: block` keeps the icons blank rather than showing letters until it is in.
 *
 * - Its menus and caption settings dialog, built after the first frame: their code moves to a module of its
 *   own, `src/player/engine/video-js-later.ts`, which the later controls import (video-js-later.ts), and
 *   their styles to `src/player/engine/video-js-later.css` (video-js-css.ts, which also leaves out the
 *   styles of what the widget never builds).
 *
 * Each edit names the exact text it replaces and how often: a Video.js upgrade that changes that text
 * fails the build here instead of shipping an untrimmed (or broken) player.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { splitVideoJsCss, type VideoJsCss } from './video-js-css.ts';
import { splitVideoJs, type VideoJsSplit } from './video-js-later.ts';

const engine = (name: string): string => fileURLToPath(new URL(`../src/player/engine/${name}`, import.meta.url));

interface Edit {
  what: string;
  find: RegExp | string;
  replace: string;
  count: number;
}

const edits: Edit[] = [
  {
    what: 'the SVG icon sprite (experimentalSvgIcons)',
    find: /^var icons = ".*";$/m,
    replace: 'var icons = "";',
    count: 1,
  },
  {
    what: 'spatial navigation',
    find: 'this.spatialNavigation = new SpatialNavigation(this);',
    replace: "throw new Error('Spatial navigation is left out of this build (scripts/video-js-build.ts).');",
    count: 1,
  },
  {
    what: "VHS's DASH playlist loader",
    find: 'new DashPlaylistLoader(',
    replace: 'dashIsLeftOut(',
    count: 3,
  },
];

const DASH_STUB = `
function dashIsLeftOut() {
  throw new Error('DASH is left out of this build (scripts/video-js-build.ts).');
}
`;

/** Applies the edits to video.es.js, checking each one's count. */
export function trimVideoJsSource(code: string): string {
  let result = code;
  for (const edit of edits) {
    const pattern = typeof edit.find === 'string' ? new RegExp(edit.find.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g') : edit.find;
    const global = pattern.flags.includes('g') ? pattern : new RegExp(pattern.source, `${pattern.flags}g`);
    const found = result.match(global)?.length ?? 0;
    if (found !== edit.count) {
      throw new Error(`video-js-build: expected ${edit.count} × the text of ${edit.what} in video.es.js, found ${found}`);
    }
    result = result.replace(global, () => edit.replace);
  }
  return `${result}\n${DASH_STUB}`;
}

/** The icon font as its own file (the inlined one is byte for byte `dist/font/VideoJS.woff`). */
export function iconFontAsFile(css: string): string {
  const inlined = /src: url\(data:application\/font-woff;charset=utf-8;base64,[A-Za-z0-9+/=]+\) format\("woff"\);/g;
  const found = css.match(inlined)?.length ?? 0;
  if (found !== 1) throw new Error(`video-js-build: expected 1 × the inlined icon font in video-js.css, found ${found}`);
  return css.replace(inlined, 'src: url("./font/VideoJS.woff") format("woff");\n  font-display: block;');
}

const VIDEO_JS = /[\\/]video\.js[\\/]dist[\\/]video\.es\.js$/;
const VIDEO_JS_CSS = /[\\/]video\.js[\\/]dist[\\/]video-js\.css$/;
const LATER = engine('video-js-later.ts');
const LATER_CSS = engine('video-js-later.css');

export function trimVideoJs(): Plugin {
  // video.es.js, trimmed and split once for both of its parts (by its path on disk).
  const splits = new Map<string, Promise<VideoJsSplit>>();
  const split = (path: string): Promise<VideoJsSplit> => {
    let found = splits.get(path);
    if (!found) {
      found = readFile(path, 'utf8').then((code) => splitVideoJs(trimVideoJsSource(code), path));
      splits.set(path, found);
    }
    return found;
  };
  // video-js.css, split once for both of its parts.
  let styles: Promise<VideoJsCss> | undefined;
  const splitStyles = (path: string): Promise<VideoJsCss> =>
    (styles ??= readFile(path, 'utf8').then((css) => splitVideoJsCss(iconFontAsFile(css))));
  return {
    name: 'sphere-trim-video-js',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      const fromVideoJs = VIDEO_JS.test(importer);
      if (source === 'mpd-parser' && (fromVideoJs || /[\\/]@videojs[\\/]http-streaming[\\/]/.test(importer)))
        return engine('no-dash.ts');
      if (source === 'videojs-vtt.js' && fromVideoJs) return engine('vtt-later.ts');
      return null;
    },
    async load(id) {
      if (id === LATER_CSS) {
        const resolved = await this.resolve('video.js/dist/video-js.css', LATER_CSS);
        if (!resolved || !VIDEO_JS_CSS.test(resolved.id))
          throw new Error(`video-js-build: video-js.css resolved to ${resolved?.id}`);
        return { code: (await splitStyles(resolved.id)).later, map: null };
      }
      if (id !== LATER) return null;
      const resolved = await this.resolve('video.js', LATER);
      if (!resolved || !VIDEO_JS.test(resolved.id)) throw new Error(`video-js-build: 'video.js' resolved to ${resolved?.id}`);
      return { code: (await split(resolved.id)).later, map: null };
    },
    async transform(code, id) {
      if (VIDEO_JS_CSS.test(id)) return { code: (await splitStyles(id)).first, map: null };
      if (!VIDEO_JS.test(id)) return null;
      return { code: (await split(id)).main, map: null };
    },
  };
}
