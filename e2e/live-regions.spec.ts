// Covers WCAG 4.1.3 (status messages): toasts, the offline banner, download progress, assistant answers and the
// player's error screen are announced. Each message lands in a live region with the right politeness that was
// already in the page before it (a region created together with its text is not reliably announced): the test
// marks the region first, then brings the message, and finds the message inside the marked node: a region
// created together with its text (or created anew for it) fails the test. Failed downloads and the sandboxed
// frame's offer note too.
import type { Frame, FrameLocator, Locator, Page } from '@playwright/test';
import { clickControl, clickPlay, expect, openPlayer, slowNetwork, test } from './fixtures.ts';

/**
 * Marks a region already in the page and records the text that is added into it from now on, so the test can
 * tell that a message landed in this very node after it existed.
 */
async function mark(region: Locator, scope: Page | FrameLocator = region.page()): Promise<Locator> {
  await expect(region).toHaveCount(1);
  await region.evaluate((node) => {
    node.setAttribute('data-before-message', '');
    const landed: string[] = [];
    (window as unknown as { landed: string[] }).landed = landed;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const added of record.addedNodes) landed.push(added.textContent ?? '');
        if (record.type === 'characterData') landed.push(record.target.textContent ?? '');
      }
    }).observe(node, { childList: true, subtree: true, characterData: true });
  });
  return scope.locator('[data-before-message]');
}

/** The text added into the marked region since it was marked, joined (in the page, or in the frame it is in). */
const landed = (page: Page | Frame): Promise<string> =>
  page.evaluate(() => (window as unknown as { landed: string[] }).landed.join(' | '));

/** The region's politeness as assistive technology reads it: its role, or its aria-live. */
const politeness = (region: Locator): Promise<string> =>
  region.evaluate((node) => {
    const live = node.getAttribute('aria-live');
    if (live) return live;
    return { alert: 'assertive', status: 'polite', log: 'polite' }[node.getAttribute('role') ?? ''] ?? 'off';
  });

async function openWide(page: Page, url: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 720 });
  await openPlayer(page, url);
  await clickPlay(page);
}

const toast = (page: Page, Mensagem: string, Severidade: number): Promise<void> =>
  page.evaluate((detail) => void window.dispatchEvent(new CustomEvent('Toast', { detail })), {
    Mensagem,
    Severidade,
    Posicao: 'bottom',
  });

test('toasts land in live regions of the stack: danger in an alert, the others in a status', async ({ page, stack }) => {
  await openPlayer(page, await stack.playerUrl());
  const stackRegion = page.getByRole('region', { name: /Notificações/ }).last();
  const alert = await mark(stackRegion.getByRole('alert'));
  await toast(page, 'Falha ao salvar.', 2);
  await expect(alert).toContainText('Falha ao salvar.');
  expect(await landed(page)).toContain('Falha ao salvar.');
  expect(await politeness(alert)).toBe('assertive');
  await alert.evaluate((node) => node.removeAttribute('data-before-message'));

  const status = await mark(stackRegion.getByRole('status'));
  await toast(page, 'Progresso salvo.', 0);
  await expect(status).toContainText('Progresso salvo.');
  expect(await landed(page)).toContain('Progresso salvo.');
  expect(await politeness(status)).toBe('polite');
  // Each toast still closes with its own button, from inside its region.
  await status.getByRole('button', { name: 'Fechar' }).click();
  await expect(status).toBeEmpty();
});

test('the offline banner is an alert region the message lands in', async ({ page, stack }) => {
  await openPlayer(page, await stack.playerUrl());
  // getByRole finds only what assistive technology sees: the empty region is exposed, not aria-hidden.
  const banner = await mark(page.getByRole('alert').and(page.getByTestId('offline-banner')));
  await expect(banner).toBeEmpty();
  expect(await politeness(banner)).toBe('assertive');
  await page.context().setOffline(true);
  await expect(banner).toHaveText('Sem conexão à internet.');
  expect(await landed(page)).toContain('Sem conexão à internet.');
  await expect(page.getByRole('alert').filter({ hasText: 'Sem conexão à internet.' })).toBeVisible();
  await page.context().setOffline(false);
  await expect(banner).toBeEmpty();
});

test('download progress is announced in a status region of the menu', async ({ page, stack }) => {
  await openWide(page, await stack.playerUrl());
  // Slow enough that the download takes a few seconds and reports its progress.
  await slowNetwork(page);
  await clickControl(page, /^Download/);
  const menu = page.getByRole('dialog', { name: 'Download' });
  const status = await mark(menu.getByRole('status').and(menu.locator('.download-status')));
  await expect(status).toBeEmpty();
  await menu.locator('button[data-quality="alta"]').click();
  await expect(status).toHaveText(/^Baixando: \d+%$/, { timeout: 15_000 });
  expect(await landed(page)).toMatch(/Baixando: \d+%/);
  expect(await politeness(status)).toBe('polite');
  await menu.getByRole('button', { name: 'Cancelar' }).click();
  await expect(status).toBeEmpty();
});

test("the assistant's answer lands in the conversation's polite live region", async ({ page, stack }) => {
  await openWide(page, await stack.playerUrl());
  await clickControl(page, /^Sphere AI$/);
  const panel = page.getByRole('dialog', { name: 'Sphere AI' });
  const conversation = await mark(panel.locator('[aria-live]'));
  expect(await politeness(conversation)).toBe('polite');
  await panel.getByRole('textbox').fill('onde fica a clorofila?');
  await panel.getByRole('button', { name: 'Enviar' }).click();
  await expect(conversation.locator('.assistant-assistant')).toContainText('cloroplastos', { timeout: 15_000 });
  expect(await landed(page)).toContain('cloroplastos');
});

test("the player's error lands in an alert region that was there before it", async ({ page, stack, faults }) => {
  // The item fails twice: the first load, and the retry.
  faults.arm('player', { status: 200, body: { status_ret: 'NOK', erro: 'x' } }, 2);
  await page.goto(await stack.playerUrl());
  const message = page.getByTestId('player-error-message');
  await expect(message).toHaveText('Erro na consulta dos vídeo(s).', { timeout: 20_000 });
  const region = await mark(page.getByRole('alert').filter({ has: message }));
  expect(await politeness(region)).toBe('assertive');
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  // The retry takes the message away while it loads; the second failure puts it back into the same region.
  await expect.poll(() => landed(page), { timeout: 20_000 }).toContain('Erro na consulta dos vídeo(s).');
  await expect(region.getByTestId('player-error-message')).toHaveText('Erro na consulta dos vídeo(s).');
  await expect(region.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
});

test("a failed download's message lands in the menu's alert region that was there, empty, before it", async ({
  page,
  stack,
  faults,
  pageErrors,
}) => {
  await openWide(page, await stack.playerUrl());
  await clickControl(page, /^Download/);
  const menu = page.getByRole('dialog', { name: 'Download' });
  const alert = await mark(menu.getByRole('alert'));
  await expect(alert).toBeEmpty();
  expect(await politeness(alert)).toBe('assertive');
  // An expired link, twice: nothing is saved, and the menu says why.
  faults.arm('files', { status: 401, body: { status_ret: 'NOK', erro: 'Link de download inválido ou expirado.' } }, 2);
  await menu.locator('button[data-quality="baixa"]').click();
  await expect(alert).toContainText('O download falhou. Nenhum arquivo foi salvo.');
  expect(await landed(page)).toContain('O download falhou.');
  // Its retry is in the region with it; a retry empties the region, and a second failure lands in it again.
  await alert.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect.poll(() => landed(page).then((text) => text.split('O download falhou.').length - 1)).toBe(2);
  await expect(alert).toContainText('O download falhou.');
  // The failures were logged to the console, as download failures are, beside Chromium's line for each 401.
  expect(pageErrors.filter((line) => !line.includes('Download failed') && !line.includes('status of 401'))).toEqual([]);
  pageErrors.length = 0;
});

/** The download menu in the sandboxed LMS page's frame (no allow-downloads, no allow-popups). */
async function sandboxedMenu(page: Page, hostUrl: string): Promise<{ frame: FrameLocator; menu: Locator; inner: Frame }> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${hostUrl}/sandboxed-lms.html`);
  const frame = page.frameLocator('#sphere');
  await expect(frame.getByText('Carregando conteúdo')).toBeHidden({ timeout: 20_000 });
  await frame.locator('.vjs-big-play-button').click();
  const box = await page.locator('#sphere').boundingBox();
  if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3, { steps: 3 });
  await frame
    .locator('.vjs-control-bar')
    .getByRole('button', { name: /^Download/ })
    .first()
    .click();
  const inner = page.frames().find((candidate) => candidate.url().includes('/player'));
  if (!inner) throw new Error('no widget frame');
  return { frame, menu: frame.getByRole('dialog', { name: 'Download' }), inner };
}

test("a sandboxed frame's offer note, and what it says of a refused new tab, land in a status region that was there, empty, before them", async ({
  page,
  stack,
  pageErrors,
}) => {
  // No verified host: the menu offers the file in a new tab, which the frame may not open either.
  stack.widget.setConfig(stack.widgetConfig({ HOST_ORIGINS: ['https://lms.elsewhere.example'] }));
  const { frame, menu, inner } = await sandboxedMenu(page, stack.host.url);
  const region = await mark(menu.getByRole('status').and(menu.locator('.download-offer-region')), frame);
  await expect(region).toBeEmpty();
  expect(await politeness(region)).toBe('polite');
  await menu.locator('button[data-quality="baixa"]').click();
  await expect(region.locator('.download-offer')).toContainText('abra o arquivo em uma nova aba');
  expect(await landed(inner)).toContain('Se o download não começou, abra o arquivo em uma nova aba para salvá-lo.');
  await region.getByRole('link', { name: 'Abrir o arquivo em uma nova aba' }).click();
  await expect(region).toContainText('Esta página também não permite abrir novas abas.');
  expect(await landed(inner)).toContain('Esta página também não permite abrir novas abas.');
  // Chromium says in the console that it blocked the popup.
  expect(pageErrors.filter((line) => !line.includes("'allow-popups'"))).toEqual([]);
  pageErrors.length = 0;
});
