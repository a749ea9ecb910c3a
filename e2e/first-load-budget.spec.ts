// Covers the speed rule of the shell: the JavaScript loaded before the first frame stays within its
// budget (gzip), and the lazily loaded routes and features are not part of it.
import { gzipSync } from 'node:zlib';
import { expect, openPlayer, test } from './fixtures.ts';

/** The budget stated in the README: JavaScript before the first frame, gzip. */
const FIRST_LOAD_BUDGET_KB = 375;

test(`the JavaScript loaded before the first frame is at most ${FIRST_LOAD_BUDGET_KB} KB gzip`, async ({ page, stack }) => {
  const scripts = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    // VHS's transmuxer workers are blob: URLs made in memory, not downloads.
    if (response.request().resourceType() !== 'script' || response.url().startsWith('blob:')) return;
    scripts.set(
      new URL(response.url()).pathname,
      response.body().then((body) => gzipSync(body).length),
    );
  });
  await openPlayer(page, await stack.playerUrl());
  const sizes = Object.fromEntries(await Promise.all([...scripts].map(async ([name, size]) => [name, await size] as const)));
  const totalKb = Object.values(sizes).reduce((sum, size) => sum + size, 0) / 1024;
  console.log(`first load: ${totalKb.toFixed(1)} KB gzip in ${scripts.size} scripts`);
  expect(totalKb).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB);
  expect(Object.keys(sizes).filter((name) => /chat-page/.test(name))).toEqual([]);
});
