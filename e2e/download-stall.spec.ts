// Covers a download whose connection stays open but sends no byte more, against the real reference API (its `files`
// fault switch streams the real file's first 60 % under its full Content-Length, then holds the connection past the
// widget's stall deadline): after DOWNLOAD_STALL_MS without a byte the menu says the connection dropped, nothing is
// saved, the progress goes, and the retry saves the file.
import { statSync } from 'node:fs';
import { DOWNLOAD_STALL_MS } from '../src/features/download/download-file.ts';
import { clickControl, clickPlay, expect, openPlayer, screenshot, test } from './fixtures.ts';

const ORIGINAL = statSync('examples/reference-api/media/licao-fotossintese/original.mp4').size;

test('a download that stops sending bytes ends at the stall deadline: nothing saved, and the retry saves the file', async ({
  page,
  stack,
  faults,
}) => {
  test.setTimeout(120_000);
  const saved: string[] = [];
  page.on('download', (download) => saved.push(download.suggestedFilename()));
  await page.setViewportSize({ width: 1280, height: 720 });
  await openPlayer(page, await stack.playerUrl());
  await clickPlay(page);
  await clickControl(page, /^Download/);
  const menu = page.getByRole('dialog', { name: 'Download' });
  // Held well past the widget's deadline: only the widget's stall watch can end it first.
  faults.arm('files', { status: 200, body: null, cut: { fraction: 0.6, holdMs: DOWNLOAD_STALL_MS + 30_000 } });
  await menu.locator('button[data-quality="alta"]').click();
  const bar = menu.getByRole('progressbar');
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(55);
  const stalledAt = Date.now();
  const alert = menu.getByRole('alert');
  await expect(alert).toContainText('A conexão caiu durante o download. Nenhum arquivo foi salvo.', {
    timeout: DOWNLOAD_STALL_MS + 10_000,
  });
  const waited = Date.now() - stalledAt;
  expect(waited).toBeGreaterThan(DOWNLOAD_STALL_MS - 5_000);
  expect(waited).toBeLessThan(DOWNLOAD_STALL_MS + 10_000);
  await expect(bar).toHaveCount(0);
  await screenshot(page, 'download-stalled-1280');
  await page.setViewportSize({ width: 360, height: 203 });
  await screenshot(page, 'download-stalled-360');
  await page.setViewportSize({ width: 1280, height: 720 });
  expect(saved).toEqual([]);
  const downloaded = page.waitForEvent('download');
  await menu.getByRole('button', { name: 'Tentar novamente' }).click();
  expect(statSync(await (await downloaded).path()).size).toBe(ORIGINAL);
});
