import { defineConfig } from '@playwright/test';
import { launchOptions } from './e2e/browser.ts';

export default defineConfig({
  testDir: 'e2e',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // One retry: this machine is shared and two workers share two cores, so a timing-sensitive test can lose
  // its race once. A test that fails twice fails the run; a flaky one is listed as such in the summary.
  retries: 1,
  reporter: [['list']],
  outputDir: 'test-results/artifacts',
  use: {
    browserName: 'chromium',
    viewport: { width: 960, height: 540 },
    locale: 'pt-BR',
    launchOptions: launchOptions(),
  },
});
