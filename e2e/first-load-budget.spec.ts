// Covers the speed rule of the shell: the JavaScript loaded before the first frame stays within its
// budget (gzip), and the app's code (React, the router, the panels) is not part of it.
import { gzipSync } from 'node:zlib';
import { expect, openPlayer, test } from './fixtures.ts';

/** The budget stated in the README: JavaScript before the first frame, gzip (the bare Video.js build is 198 KB). */
const FIRST_LOAD_BUDGET_KB = 235;

test(`the JavaScript loaded before the first frame is at most ${FIRST_LOAD_BUDGET_KB} KB gzip`, async ({ page, stack }) => {
  const scripts = new Map<string, Promise<number>>();
  let firstFrame = false;
  await page.exposeFunction('__firstFrame', () => (firstFrame = true));
  await page.addInitScript(() => {
    const w = window as unknown as { __firstFrame(): void };
    document.addEventListener('loadeddata', () => w.__firstFrame(), { capture: true, once: true });
  });
  page.on('request', (request) => {
    // VHS's transmuxer workers are blob: URLs made in memory, not downloads.
    if (firstFrame || request.resourceType() !== 'script' || request.url().startsWith('blob:')) return;
    scripts.set(
      new URL(request.url()).pathname,
      request.response().then(async (response) => gzipSync((await response?.body()) ?? Buffer.alloc(0)).length),
    );
  });
  await openPlayer(page, await stack.playerUrl());
  const sizes = Object.fromEntries(await Promise.all([...scripts].map(async ([name, size]) => [name, await size] as const)));
  const totalKb = Object.values(sizes).reduce((sum, size) => sum + size, 0) / 1024;
  console.log(`first load: ${totalKb.toFixed(1)} KB gzip in ${scripts.size} scripts: ${Object.keys(sizes).join(', ')}`);
  expect(totalKb).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB);
  expect(
    Object.keys(sizes).filter((name) => /mount-app|jsx-runtime|player-screen|chat-panel|assistant-panel/.test(name)),
  ).toEqual([]);
});
