import { defineConfig } from '@playwright/test';
import { launchOptions } from './e2e/browser.ts';

export default defineConfig({
  testDir: 'e2e',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  outputDir: 'test-results/artifacts',
  use: {
    browserName: 'chromium',
    viewport: { width: 960, height: 540 },
    locale: 'pt-BR',
    launchOptions: launchOptions(),
  },
});
