// Covers downloads that must save nothing, against the real reference API: a 200 that is not the file (an
// HTML page, JSON through the API's fault switch, a page labelled video/mp4), a connection the API drops
// after 60 % of the bytes (fewer than its Content-Length), an expired link, an empty file and a lookup that
// cannot reach the API. Each says why in the viewer's language, resets the progress, fires no download, and
// offers a retry that saves the real file.
import { statSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { FaultPlan } from '../examples/reference-api/src/options.ts';
import AxeBuilder from '@axe-core/playwright';
import { AXE_TAGS, clickControl, clickPlay, expect, openPlayer, screenshot, test } from './fixtures.ts';

const media = (file: string): number => statSync(`examples/reference-api/media/licao-fotossintese/${file}`).size;

const PORTAL_PAGE =
  '<!doctype html><html lang="pt-BR"><head><title>Wi-Fi</title></head><body><h1>Entre na rede Wi-Fi</h1></body></html>';

/** Records every aria-valuenow the download progress bar takes, and its disappearance as -1. */
async function recordProgress(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const w = window as unknown as { progress: number[] };
    w.progress = [];
    new MutationObserver(() => {
      const bar = document.querySelector('.download-progress');
      const value = bar ? Number(bar.getAttribute('aria-valuenow')) : -1;
      if (w.progress.at(-1) !== value) w.progress.push(value);
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  });
  return () => page.evaluate(() => (window as unknown as { progress: number[] }).progress);
}

/** Opens the player (wide), starts it and opens the download menu; records the files the page saves. */
async function openDownloadMenu(page: Page, url: string, audio = false) {
  const saved: string[] = [];
  page.on('download', (download) => saved.push(download.suggestedFilename()));
  await page.setViewportSize({ width: 1280, height: 720 });
  await openPlayer(page, url);
  await clickPlay(page);
  if (audio) await clickControl(page, 'Audio Player');
  await clickControl(page, /^Download/);
  return { menu: page.getByRole('dialog', { name: 'Download' }), saved };
}

const PT = {
  lang: '',
  message: 'Em vez do arquivo, chegou uma página',
  saved: 'Nenhum arquivo foi salvo.',
  retry: 'Tentar novamente',
};
const EN = { lang: '&lang=en', message: 'A page arrived instead of the file', saved: 'No file was saved.', retry: 'Try again' };

const notAFile = [
  {
    name: 'a 200 whose body is an HTML page (a captive portal, text/html)',
    quality: 'baixa',
    file: 'processed.mp4',
    words: PT,
    arm: (page: Page) =>
      page.route(
        '**/files/**',
        (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: PORTAL_PAGE }),
        {
          times: 1,
        },
      ),
  },
  {
    name: 'a 200 with an HTML page labelled video/mp4',
    quality: 'alta',
    file: 'original.mp4',
    words: PT,
    arm: (page: Page) =>
      page.route('**/files/**', (route) => route.fulfill({ status: 200, contentType: 'video/mp4', body: PORTAL_PAGE }), {
        times: 1,
      }),
  },
  {
    name: "application/json for an .mp3 (the API's own fault switch), in English",
    quality: 'audio',
    file: 'audio.mp3',
    words: EN,
    arm: (_page: Page, faults: FaultPlan) =>
      faults.arm('files', { status: 200, body: { status_ret: 'NOK', erro: 'Arquivo indisponível.' } }),
  },
] as const;

for (const fault of notAFile) {
  test(`${fault.name} is not saved; the menu says why and its retry saves the file`, async ({
    page,
    stack,
    faults,
    pageErrors,
  }) => {
    const { menu, saved } = await openDownloadMenu(
      page,
      await stack.playerUrl(undefined, fault.words.lang),
      fault.quality === 'audio',
    );
    await fault.arm(page, faults);
    await menu.locator(`button[data-quality="${fault.quality}"]`).click();
    const alert = menu.getByRole('alert');
    await expect(alert).toContainText(fault.words.message);
    await expect(alert).toContainText(fault.words.saved);
    await expect(menu.getByRole('progressbar')).toHaveCount(0);
    await expect(page.locator('.vjs-control-bar > .sp-icon-download.sp-downloading')).toHaveCount(0);
    if (fault.words === EN) {
      // The menu's own states (the rest of the page has its own axe runs).
      const axe = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(AXE_TAGS).analyze();
      expect(axe.violations.map((v) => v.id)).toEqual([]);
      await screenshot(page, 'download-not-a-file-1280');
    }
    await page.waitForTimeout(500);
    expect(saved).toEqual([]);
    const downloaded = page.waitForEvent('download');
    await menu.getByRole('button', { name: fault.words.retry }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(new RegExp(`^arquivo_\\d{13}_${fault.quality}\\.${fault.file.split('.')[1]}$`));
    expect(statSync(await download.path()).size).toBe(media(fault.file));
    // The refusal was logged to the console, as download failures are.
    expect(pageErrors.filter((line) => !line.includes('Download failed'))).toEqual([]);
    pageErrors.length = 0;
  });
}

test('a connection dropped at 60 % (fewer bytes than its Content-Length) saves nothing, resets, and the retry saves the file', async ({
  page,
  stack,
  faults,
  pageErrors,
}) => {
  const { menu, saved } = await openDownloadMenu(page, await stack.playerUrl());
  const progress = await recordProgress(page);
  // The API streams the real file's first 60 % under its full Content-Length, holds, then drops the connection.
  faults.arm('files', { status: 200, body: null, cut: { fraction: 0.6, holdMs: 1_500 } });
  const response = page.waitForResponse((r) => r.url().includes('/files/'));
  await menu.locator('button[data-quality="alta"]').click();
  expect(Number((await response).headers()['content-length'])).toBe(media('original.mp4'));
  // Midway, not before the first byte: the bar stands near 60 % while the connection hangs.
  const bar = menu.getByRole('progressbar');
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(55);
  await screenshot(page, 'download-cut-midway-1280');
  await expect(menu.getByRole('alert')).toContainText('A conexão caiu durante o download. Nenhum arquivo foi salvo.');
  await expect(bar).toHaveCount(0);
  await expect(page.locator('.vjs-control-bar > .sp-icon-download.sp-downloading')).toHaveCount(0);
  await screenshot(page, 'download-cut-1280');
  const beforeRetry = await progress();
  expect(Math.max(...beforeRetry)).toBeLessThanOrEqual(60);
  await page.waitForTimeout(500);
  expect(saved).toEqual([]);
  // The retry starts from 0 and saves the whole file.
  const downloaded = page.waitForEvent('download');
  await menu.getByRole('button', { name: 'Tentar novamente' }).click();
  const download = await downloaded;
  expect(statSync(await download.path()).size).toBe(media('original.mp4'));
  const afterRetry = (await progress()).slice(beforeRetry.length).filter((value) => value >= 0);
  expect(afterRetry[0]).toBeLessThan(55);
  expect(afterRetry.at(-1)).toBe(100);
  expect(saved).toHaveLength(1);
  pageErrors.length = 0;
});

const failed = [
  {
    name: "an expired download link (401 from the API's files route)",
    arm: (_page: Page, faults: FaultPlan) =>
      faults.arm('files', { status: 401, body: { status_ret: 'NOK', erro: 'Link de download inválido ou expirado.' } }),
  },
  {
    name: 'an empty file (a 200 with no bytes)',
    arm: (page: Page) =>
      page.route('**/files/**', (route) => route.fulfill({ status: 200, contentType: 'video/mp4', body: '' }), { times: 1 }),
  },
  {
    name: 'a lookup (GET download) that cannot reach the API',
    arm: (page: Page) => page.route('**/api/download?**', (route) => route.abort('connectionrefused'), { times: 1 }),
  },
] as const;

for (const fault of failed) {
  test(`${fault.name} saves nothing: 'O download falhou.' with a retry that saves the file`, async ({
    page,
    stack,
    faults,
    pageErrors,
  }) => {
    const { menu, saved } = await openDownloadMenu(page, await stack.playerUrl());
    await fault.arm(page, faults);
    await menu.locator('button[data-quality="baixa"]').click();
    await expect(menu.getByRole('alert')).toContainText('O download falhou. Nenhum arquivo foi salvo.');
    await page.waitForTimeout(500);
    expect(saved).toEqual([]);
    // The retry asks for the file anew (a freshly signed link) and saves it.
    const downloaded = page.waitForEvent('download');
    await menu.getByRole('button', { name: 'Tentar novamente' }).click();
    expect(statSync(await (await downloaded).path()).size).toBe(media('processed.mp4'));
    pageErrors.length = 0;
  });
}
