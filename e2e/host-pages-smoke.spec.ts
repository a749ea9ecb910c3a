// Smoke: every example host page opens from the host origin without a page error, and the SDK's
// script-tag build stays within its size budget.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures.ts';

for (const path of ['/', '/lms.html', '/intranet.html', '/sandboxed-lms.html']) {
  test(`${path} opens without errors`, async ({ page, stack, pageErrors }) => {
    await page.goto(`${stack.host.url}${path}`);
    if (path !== '/') await expect(page.locator('body[data-player-ready]')).toBeAttached({ timeout: 20_000 });
    await page.waitForTimeout(500);
    expect(pageErrors).toEqual([]);
  });
}

test('the IIFE build of the SDK is at most 3 KB gzip', () => {
  const size = gzipSync(readFileSync('host-sdk/dist/sphere-player.js'), { level: 9 }).length;
  console.log(`host SDK: ${(size / 1024).toFixed(2)} KB gzip`);
  expect(size).toBeLessThanOrEqual(3 * 1024);
});
