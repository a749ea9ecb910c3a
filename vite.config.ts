import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';

/**
 * The player's code is lazy (its own chunk), yet it is needed for the first frame: index.html asks for it
 * with modulepreload, so it downloads alongside the shell instead of after it.
 */
function preloadPlayerChunk(): Plugin {
  return {
    name: 'sphere-preload-player-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith('/src/player/player-page.tsx'),
        );
        if (chunk?.type !== 'chunk') return [];
        const tags: HtmlTagDescriptor[] = [
          { tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `./${chunk.fileName}` }, injectTo: 'head' },
        ];
        for (const css of chunk.viteMetadata?.importedCss ?? []) {
          tags.push({
            tag: 'link',
            attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `./${css}` },
            injectTo: 'head',
          });
        }
        return tags;
      },
    },
  };
}

export default defineConfig({
  // Relative asset URLs, so operators can deploy the build under any path.
  base: './',
  plugins: [react(), preloadPlayerChunk()],
  resolve: {
    alias: [
      { find: '@/', replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
      // The message contract, shared with the host SDK (host-sdk/src/protocol.ts).
      {
        find: /^@sphere\/host-sdk\/protocol$/,
        replacement: fileURLToPath(new URL('./host-sdk/src/protocol.ts', import.meta.url)),
      },
      // The browser's DOMParser for VHS's DASH parser, instead of xmldom (see the module).
      {
        find: /^@xmldom\/xmldom$/,
        replacement: fileURLToPath(new URL('./src/player/engine/browser-dom-parser.ts', import.meta.url)),
      },
    ],
  },
  build: { target: 'es2022', sourcemap: true },
  server: { host: '127.0.0.1', port: 4173 },
  preview: { host: '127.0.0.1', port: 4173 },
});
