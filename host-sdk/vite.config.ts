/** The script-tag build: one IIFE file exposing the global `SpherePlayer`. */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  publicDir: false,
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: false,
    target: 'es2020',
    minify: true,
    lib: {
      entry: fileURLToPath(new URL('./src/index.ts', import.meta.url)),
      name: 'SpherePlayer',
      formats: ['iife'],
      fileName: () => 'sphere-player.js',
    },
  },
});
