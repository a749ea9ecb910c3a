import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@sphere/host-sdk/protocol': fileURLToPath(new URL('./host-sdk/src/protocol.ts', import.meta.url)),
      '@sphere/host-sdk/messages': fileURLToPath(new URL('./host-sdk/src/messages.ts', import.meta.url)),
      '@sphere/host-sdk/pending-calls': fileURLToPath(new URL('./host-sdk/src/pending-calls.ts', import.meta.url)),
      // As in vite.config.ts: VHS's DASH parser uses the browser's DOMParser, not xmldom.
      '@xmldom/xmldom': fileURLToPath(new URL('./src/player/engine/browser-dom-parser.ts', import.meta.url)),
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'examples/**/*.test.ts', 'host-sdk/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    // As the app's code does before it renders: the store's React hook (store/app-store.ts).
    setupFiles: ['src/store/react-binding.ts'],
    testTimeout: 15_000,
    // Bundled, so the aliases above reach it as they do in the widget's build.
    server: { deps: { inline: ['mpd-parser'] } },
  },
});
