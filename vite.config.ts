import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import { devConfig, precompress, sdkBesideWidget } from './scripts/deploy-plugins.ts';
import { trimVideoJs } from './scripts/video-js-build.ts';

/**
 * The first player's code is lazy (main.ts imports it dynamically, alongside the config), yet the first
 * frame needs it: index.html asks for it, its static imports and its CSS with modulepreload / preload, so
 * they download with the entry instead of after it.
 */
function preloadFirstPlayer(): Plugin {
  return {
    name: 'sphere-preload-first-player',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter((output) => output.type === 'chunk');
        // Its chunk may hold more modules (the player page shares it), so it is found by module, not by facade.
        const entry = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith('/src/player/first-player.ts')));
        if (!entry) return [];
        const needed = new Map<string, (typeof chunks)[number]>();
        const visit = (chunk: (typeof chunks)[number]): void => {
          if (needed.has(chunk.fileName)) return;
          needed.set(chunk.fileName, chunk);
          for (const name of chunk.imports) {
            const imported = chunks.find((candidate) => candidate.fileName === name);
            if (imported && !imported.isEntry) visit(imported);
          }
        };
        visit(entry);
        const tags: HtmlTagDescriptor[] = [];
        for (const chunk of needed.values()) {
          tags.push({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `./${chunk.fileName}` },
            injectTo: 'head',
          });
          for (const css of chunk.viteMetadata?.importedCss ?? []) {
            tags.push({
              tag: 'link',
              attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `./${css}` },
              injectTo: 'head',
            });
          }
        }
        return tags;
      },
    },
  };
}

/**
 * Video.js and VHS import `global/window` and `global/document` (CommonJS) as ES modules, and the bundler's
 * interop then copies every property of the window and the document at start-up: tens of milliseconds of
 * the main thread before the first frame. For ES importers they resolve to modules exporting the globals
 * themselves; CommonJS requirers (@videojs/xhr, vtt.js) keep the package, which needs no interop.
 */
function plainBrowserGlobals(): Plugin {
  const modules: Record<string, string> = {
    'global/window': fileURLToPath(new URL('./src/player/engine/global-window.ts', import.meta.url)),
    'global/document': fileURLToPath(new URL('./src/player/engine/global-document.ts', import.meta.url)),
  };
  return {
    name: 'sphere-plain-browser-globals',
    enforce: 'pre',
    resolveId(source, _importer, options) {
      const replacement = modules[source];
      return replacement && options.kind === 'import-statement' ? replacement : null;
    },
  };
}

/**
 * The modules only the first player needs (its static imports, less what the entry imports anyway) stay
 * in its one chunk: left alone, the bundler splits out the few it shares with chunks loaded later (the
 * quality code the menus reuse, \`global/window\` that vtt.js shares), and each split is one more request
 * before the first frame.
 */
const firstPlayerOnly = new Set<string>();
function firstPlayerChunk(): Plugin {
  return {
    name: 'sphere-first-player-chunk',
    apply: 'build',
    buildEnd() {
      const closure = (from: string | undefined): Set<string> => {
        const seen = new Set<string>();
        const visit = (id: string): void => {
          if (seen.has(id)) return;
          seen.add(id);
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
        };
        if (from) visit(from);
        return seen;
      };
      const ids = [...this.getModuleIds()];
      const entry = closure(ids.find((id) => id.endsWith('/src/main.ts')));
      for (const id of closure(ids.find((id) => id.endsWith('/src/player/first-player.ts')))) {
        if (!entry.has(id)) firstPlayerOnly.add(id);
      }
    },
  };
}

export default defineConfig({
  // Relative asset URLs, so operators can deploy the build under any path.
  base: './',
  plugins: [
    react(),
    firstPlayerChunk(),
    preloadFirstPlayer(),
    plainBrowserGlobals(),
    trimVideoJs(),
    devConfig(),
    sdkBesideWidget(),
    precompress(),
  ],
  resolve: {
    alias: [
      { find: '@/', replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
      // The message contract, shared with the host SDK (host-sdk/src/protocol.ts).
      {
        find: /^@sphere\/host-sdk\/(protocol|messages|pending-calls)$/,
        replacement: fileURLToPath(new URL('./host-sdk/src/$1.ts', import.meta.url)),
      },
      // The browser's DOMParser for VHS's DASH parser, instead of xmldom (see the module).
      {
        find: /^@xmldom\/xmldom$/,
        replacement: fileURLToPath(new URL('./src/player/engine/browser-dom-parser.ts', import.meta.url)),
      },
    ],
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Video.js with VHS is one 650 KB chunk (190 KB gzip) that does not split; e2e/first-load-budget.spec.ts
    // guards what really matters, the JavaScript loaded before the first frame.
    chunkSizeWarningLimit: 700,
    // Every browser the widget supports preloads modules itself: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'first-player',
              test: (id) => firstPlayerOnly.has(id),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1', port: 4173 },
  preview: { host: '127.0.0.1', port: 4173 },
});
