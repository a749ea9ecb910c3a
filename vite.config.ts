import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import { devConfig, precompress, sdkBesideWidget } from './scripts/deploy-plugins.ts';
import { trimVideoJs } from './scripts/video-js-build.ts';

/**
 * The rest of boot and the first player's code are lazy (the entry imports boot, boot the player), yet the
 * first frame needs both: index.html asks for them, their static imports and their CSS with modulepreload /
 * preload, so they download with the entry instead of after it (boot first: it is needed first).
 */
function preloadFirstPlayer(): Plugin {
  return {
    name: 'sphere-preload-first-player',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter((output) => output.type === 'chunk');
        // A chunk may hold more modules (the player page shares the player's), so it is found by module, not by facade.
        const holding = (path: string) => chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(path)));
        const needed = new Map<string, (typeof chunks)[number]>();
        const visit = (chunk: (typeof chunks)[number]): void => {
          if (needed.has(chunk.fileName)) return;
          needed.set(chunk.fileName, chunk);
          for (const name of chunk.imports) {
            const imported = chunks.find((candidate) => candidate.fileName === name);
            if (imported && !imported.isEntry) visit(imported);
          }
        };
        for (const path of ['/src/boot/boot.ts', '/src/player/first-player.ts']) {
          const chunk = holding(path);
          if (!chunk) throw new Error(`No chunk holds ${path}: index.html could not preload it.`);
          visit(chunk);
        }
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
 * What loads before the first frame comes in three chunks and no more: the entry, the rest of boot (its
 * static imports, less the entry's) and the first player (its static imports, less the entry's and boot's).
 * Left alone, the bundler splits out the modules boot and the player share, or that the player shares with
 * chunks loaded later (the quality code the menus reuse, \`global/window\` that vtt.js shares), and each
 * split is one more request before the first frame.
 */
const bootOnly = new Set<string>();
const firstPlayerOnly = new Set<string>();
function firstLoadChunks(): Plugin {
  return {
    name: 'sphere-first-load-chunks',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const closure = (path: string): Set<string> => {
        const seen = new Set<string>();
        const visit = (id: string): void => {
          if (seen.has(id)) return;
          seen.add(id);
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
        };
        const from = ids.find((id) => id.endsWith(path));
        if (!from) throw new Error(`No module ${path} in the build.`);
        visit(from);
        return seen;
      };
      const entry = closure('/src/main.ts');
      const boot = closure('/src/boot/boot.ts');
      for (const id of boot) if (!entry.has(id)) bootOnly.add(id);
      for (const id of closure('/src/player/first-player.ts')) if (!entry.has(id) && !boot.has(id)) firstPlayerOnly.add(id);
    },
  };
}

export default defineConfig({
  // Relative asset URLs, so operators can deploy the build under any path.
  base: './',
  plugins: [
    react(),
    firstLoadChunks(),
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
            { name: 'boot', test: (id) => bootOnly.has(id), includeDependenciesRecursively: false },
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
