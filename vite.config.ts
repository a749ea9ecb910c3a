import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  // Relative asset URLs, so operators can deploy the build under any path.
  base: './',
  plugins: [react()],
  resolve: {
    alias: {
      '@/': fileURLToPath(new URL('./src/', import.meta.url)),
      '@sphere/host-sdk': fileURLToPath(new URL('./host-sdk/src/index.ts', import.meta.url)),
    },
  },
  build: { target: 'es2022', sourcemap: true },
  server: { host: '127.0.0.1', port: 4173 },
  preview: { host: '127.0.0.1', port: 4173 },
});
