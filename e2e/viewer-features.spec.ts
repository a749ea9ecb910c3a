// Covers the viewer features against the reference API: downloads (each quality to 100 %, the saved name
// and size, cancel, NOK, a failed fetch with its retry), like and dislike across a reload, the summary
// (fetched once), the Sphere assistant (an answer from the narration, its time button seeking, hostile
// markdown staying inert), the chat route, and axe with each panel open. Screenshots at 360 and 1280 px.
import { statSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  clickControl,
  clickPlay,
  currentTime,
  expect,
  openPlayer,
  pressLike,
  screenshot,
  slowNetwork,
  test,
  wakeControls,
} from './fixtures.ts';

const media = (file: string): number => statSync(`examples/reference-api/media/licao-fotossintese/${file}`).size;

/** Records every aria-valuenow the download progress bar takes. */
async function recordProgress(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const w = window as unknown as { progress: number[] };
    w.progress = [];
    new MutationObserver(() => {
      const bar = document.querySelector('.download-progress');
      const value = Number(bar?.getAttribute('aria-valuenow'));
      if (bar && w.progress.at(-1) !== value) w.progress.push(value);
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  });
  return () => page.evaluate(() => (window as unknown as { progress: number[] }).progress);
}

/** Opens the player wide, starts it, opens Sphere AI and asks a question; returns the panel. */
async function askSphere(page: Page, url: string, question: string) {
  await page.setViewportSize({ width: 1280, height: 720 });
  await openPlayer(page, url);
  await clickPlay(page);
  await clickControl(page, /^Sphere AI$/);
  const panel = page.getByRole('dialog', { name: 'Sphere AI' });
  await panel.getByRole('textbox').fill(question);
  await panel.getByRole('button', { name: 'Enviar' }).click();
  return panel;
}

const axeViolations = async (page: Page): Promise<string[]> =>
  (await new AxeBuilder({ page }).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );

test.describe('download', () => {
  for (const [quality, file, variant] of [
    ['alta', 'original.mp4', 'video'],
    ['baixa', 'processed.mp4', 'video'],
    ['audio', 'audio.mp3', 'audio'],
  ] as const) {
    test(`${quality}: progress reaches 100 % and the file is saved as arquivo_{timestamp}_${quality}`, async ({
      page,
      stack,
    }) => {
      await page.setViewportSize({ width: 1280, height: 720 });
      await openPlayer(page, await stack.playerUrl());
      await clickPlay(page);
      if (variant === 'audio') await clickControl(page, 'Audio Player');
      await clickControl(page, /^Download/);
      const menu = page.getByRole('dialog', { name: 'Download' });
      await expect(menu.getByRole('button', { name: 'Voltar' })).toBeVisible();
      const options = menu.locator('button[data-quality]');
      await expect(options).toHaveCount(variant === 'audio' ? 3 : 2);
      if (quality === 'alta') expect(await axeViolations(page)).toEqual([]);
      const progress = await recordProgress(page);
      const downloaded = page.waitForEvent('download');
      await menu.locator(`button[data-quality="${quality}"]`).click();
      const download = await downloaded;
      expect(download.suggestedFilename()).toMatch(new RegExp(`^arquivo_\\d{13}_${quality}\\.${file.split('.')[1]}$`));
      const path = await download.path();
      expect(statSync(path).size).toBe(media(file));
      const values = await progress();
      expect(values.at(-1) ?? 100).toBe(100);
      expect(values).toEqual([...values].sort((a, b) => a - b));
      // Done: the menu closes and the button shows 'download' again.
      await expect(menu).toBeHidden();
      await expect(page.locator('.vjs-control-bar > .sp-icon-download.sp-downloading')).toHaveCount(0);
    });
  }

  test('cancel midway resets the progress and saves nothing', async ({ page, stack }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await openPlayer(page, await stack.playerUrl());
    await clickPlay(page);
    await slowNetwork(page);
    let saved = false;
    page.on('download', () => (saved = true));
    await clickControl(page, /^Download/);
    const menu = page.getByRole('dialog', { name: 'Download' });
    await menu.locator('button[data-quality="alta"]').click();
    const bar = menu.getByRole('progressbar');
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 15_000 }).toBeGreaterThan(5);
    await expect(page.locator('.vjs-control-bar > .sp-icon-download').first()).toHaveClass(/sp-downloading/);
    await screenshot(page, 'download-running');
    await menu.getByRole('button', { name: 'Cancelar' }).click();
    await expect(menu.locator('button[data-quality="alta"]')).toBeVisible();
    await expect(page.locator('.vjs-control-bar > .sp-icon-download').first()).not.toHaveClass(/sp-downloading/);
    await page.waitForTimeout(1_000);
    expect(saved).toBe(false);
  });

  test("NOK shows 'Não há opções para download deste tipo.'", async ({ page, stack, faults }) => {
    faults.arm('download', { status: 200, body: { status_ret: 'NOK', erro: 'sem arquivo' } });
    await page.setViewportSize({ width: 1280, height: 720 });
    await openPlayer(page, await stack.playerUrl());
    await clickPlay(page);
    await clickControl(page, /^Download/);
    await page.getByRole('dialog', { name: 'Download' }).locator('button[data-quality="baixa"]').click();
    await expect(page.getByText('Não há opções para download deste tipo.')).toBeVisible();
  });

  test('a failed fetch saves no file and offers a retry that works', async ({ page, stack, pageErrors }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await openPlayer(page, await stack.playerUrl());
    await clickPlay(page);
    await page.route('**/files/**', (route) => route.abort('connectionreset'));
    await clickControl(page, /^Download/);
    const menu = page.getByRole('dialog', { name: 'Download' });
    await menu.locator('button[data-quality="baixa"]').click();
    await expect(menu.getByRole('alert')).toContainText('O download falhou');
    await page.unroute('**/files/**');
    const downloaded = page.waitForEvent('download');
    await menu.getByRole('button', { name: 'Tentar novamente' }).click();
    expect(statSync(await (await downloaded).path()).size).toBe(media('processed.mp4'));
    // The failure was logged to the console (docs/reliability.md), as expected.
    pageErrors.length = 0;
  });
});

test('a like survives a reload, and pressing it again clears it', async ({ page, stack }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const url = `${stack.widget.url}/player?token=${await stack.token('licao-fotossintese', '1h', 'aluna-curtidas')}`;
  await openPlayer(page, url);
  await clickPlay(page);
  const like = page.locator('.vjs-control-bar').getByRole('button', { name: 'Gostei', exact: true });
  const dislike = page.locator('.vjs-control-bar').getByRole('button', { name: 'Não gostei', exact: true });
  const likeSaved = await pressLike(page, /^Gostei$/);
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  expect(likeSaved.ok()).toBe(true);
  await openPlayer(page, url);
  await clickPlay(page);
  await wakeControls(page);
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await dislike.click();
  await expect(dislike).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await dislike.click();
  await expect(dislike).toHaveAttribute('aria-pressed', 'false');
});

test('the summary appears, is fetched once, and axe is clean with it open', async ({ page, stack }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  let summaries = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/chatgpt') && request.postData()?.includes('"isResumo":"S"')) summaries++;
  });
  await openPlayer(page, await stack.playerUrl());
  await clickPlay(page);
  await clickControl(page, /^Resumo$/);
  const panel = page.getByRole('dialog', { name: 'Resumo' });
  await expect(panel).toContainText(/glicose/, { timeout: 15_000 });
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'summary-1280');
  await panel.getByRole('button', { name: 'Fechar' }).click();
  await clickControl(page, /^Resumo$/);
  await expect(panel).toContainText(/glicose/);
  expect(summaries).toBe(1);
});

test('Sphere answers from the narration, and its time button seeks there', async ({ page, stack }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await openPlayer(page, await stack.playerUrl());
  await clickPlay(page);
  await clickControl(page, /^Sphere AI$/);
  const panel = page.getByRole('dialog', { name: 'Sphere AI' });
  await expect(panel.getByRole('button', { name: 'O que é a clorofila?' })).toBeVisible();
  await panel.getByRole('textbox').fill('   onde fica a clorofila?   ');
  await panel.getByRole('button', { name: 'Enviar' }).click();
  await expect(panel.locator('.assistant-user')).toHaveText('Você: onde fica a clorofila?');
  await expect(panel.locator('.assistant-assistant')).toContainText('cloroplastos', { timeout: 15_000 });
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'assistant-1280');
  const time = panel.locator('.assistant-assistant .timestamp', { hasText: '00:14' });
  await time.click();
  await expect.poll(() => currentTime(page)).toBeGreaterThan(14);
  expect(await currentTime(page)).toBeLessThan(18);
  // An empty question is not sent.
  await panel.getByRole('textbox').fill('   ');
  await expect(panel.getByRole('button', { name: 'Enviar' })).toBeDisabled();
});

test('a hostile answer stays inert: no HTML, no remote image, no javascript: link', async ({ page, stack, faults }) => {
  faults.arm('chatgpt', {
    status: 200,
    body: {
      status_ret: 'OK',
      content:
        'Veja <img src=x onerror="window.pwned=1"> e <script>window.pwned=2</script> ![foto](http://127.0.0.1:9/track.png) [clique](javascript:window.pwned=3) [fonte](https://example.com/a)',
    },
  });
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs++;
    void dialog.dismiss();
  });
  const imageRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('track.png')) imageRequests.push(request.url());
  });
  const panel = await askSphere(page, await stack.playerUrl(), 'teste');
  const answer = panel.locator('.assistant-assistant');
  await expect(answer).toContainText('Veja');
  await expect(answer.locator('img, script')).toHaveCount(0);
  await answer.getByText('clique').click();
  await expect(answer.getByRole('link', { name: 'fonte' })).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(answer.getByRole('link', { name: 'clique' })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
  expect(imageRequests).toEqual([]);
  expect(dialogs).toBe(0);
});

test("an empty answer shows 'Não há consultas.'", async ({ page, stack, faults }) => {
  faults.arm('chatgpt', { status: 200, body: null });
  const panel = await askSphere(page, await stack.playerUrl(), 'algo que a aula não diz');
  await expect(panel.locator('.assistant-error')).toHaveText('Não há consultas.');
});

test('the chat route shows the chat page beside the player; Voltar and the back button go back without stopping it', async ({
  page,
  stack,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await openPlayer(page, await stack.playerUrl());
  await clickPlay(page);
  const videoId = await page.evaluate(() => document.querySelector('video')?.id);
  await clickControl(page, /^Chat$/);
  await expect(page).toHaveURL(/\/chat$/);
  const chat = page.frameLocator('iframe.chat-frame');
  await expect(chat.getByRole('heading', { name: 'Chat da turma' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'chat-1280');
  await page.getByRole('dialog', { name: 'Chat' }).getByRole('button', { name: 'Voltar ao vídeo' }).click();
  await expect(page).toHaveURL(/\/player$/);
  expect(await page.evaluate(() => document.querySelector('video')?.id)).toBe(videoId);
  expect(await page.evaluate(() => document.querySelector('video')?.paused)).toBe(false);

  // The browser's back button leaves the chat for the video too (not the page), and forward opens it again.
  await clickControl(page, /^Chat$/);
  await expect(page).toHaveURL(/\/chat$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/player$/);
  await expect(page.getByRole('dialog', { name: 'Chat' })).toHaveCount(0);
  expect(await page.evaluate(() => document.querySelector('video')?.id)).toBe(videoId);
  expect(await page.evaluate(() => document.querySelector('video')?.paused)).toBe(false);
  await page.goForward();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByRole('dialog', { name: 'Chat' })).toBeVisible();
});

test('at 360 px the panels open as sheets over the player', async ({ page, stack }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await openPlayer(page, await stack.playerUrl());
  await clickPlay(page);
  await clickControl(page, 'Mais opções');
  await page.locator('.sp-overflow-button .vjs-menu').getByText('Sphere AI').click();
  const panel = page.getByRole('dialog', { name: 'Sphere AI' });
  await expect(panel.getByRole('button', { name: 'O que é a clorofila?' })).toBeVisible();
  await expect(page.locator('.overlay-sheet')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'assistant-360');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await clickControl(page, 'Mais opções');
  await page.locator('.sp-overflow-button .vjs-menu').getByText('Download').click();
  await expect(page.getByRole('dialog', { name: 'Download' })).toBeVisible();
  await screenshot(page, 'download-360');
});
