// Covers the production build's console: the widget is a guest in its host's page, so under the faults it
// handles itself (a failed download, a segment that fails and is retried) it writes nothing to the console,
// neither its own code nor Video.js and VHS. The browser's own line for a failed request is the browser's.
import { clickControl, clickPlay, currentTime, expect, openPlayer, test } from './fixtures.ts';

test('the console stays silent through a failed download and a failed segment', async ({ page, stack }) => {
  const written: string[] = [];
  page.on('console', (message) => {
    if (!message.text().startsWith('Failed to load resource')) written.push(`${message.type()}: ${message.text()}`);
  });
  // The third segment of every rendition fails once: VHS retries it on another rendition.
  const failed = new Set<string>();
  await page.route(/\/hls\/\d+p\/seg_002\.ts/, (route) => {
    const rendition = /\/hls\/(\d+p)\//.exec(route.request().url())?.[1] ?? '';
    if (failed.has(rendition)) return route.fallback();
    failed.add(rendition);
    return route.fulfill({ status: 404, body: 'Not Found' });
  });
  await page.setViewportSize({ width: 1280, height: 720 });
  await openPlayer(page, await stack.playerUrl());
  await clickPlay(page);
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(12);
  expect(failed.size, 'a segment failed').toBeGreaterThan(0);

  await page.route('**/api/download**', (route) =>
    route.fulfill({ status: 500, contentType: 'text/html', body: '<html><h1>500</h1></html>' }),
  );
  await clickControl(page, /^Download/);
  await page.getByRole('dialog', { name: 'Download' }).getByRole('button', { name: 'Original' }).click();
  await expect(page.getByRole('dialog', { name: 'Download' }).getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  expect(written).toEqual([]);
});
