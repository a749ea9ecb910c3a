// Covers WCAG 4.1.3 (status messages): toasts, the offline banner, download progress, assistant answers and the
// player's error screen are announced. Each message lands in a live region with the right politeness that was
// already in the page before it (a region created together with its text is not reliably announced): the test
// marks the region first, then brings the message, and finds the message inside the marked node.
import type { Locator, Page } from '@playwright/test';
import { clickControl, clickPlay, expect, openPlayer, slowNetwork, test } from './fixtures.ts';

/**
 * Marks a region already in the page and records the text that is added into it from now on, so the test can
 * tell that a message landed in this very node after it existed.
 */
async function mark(region: Locator): Promise<Locator> {
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
  return region.page().locator('[data-before-message]');
}

/** The text added into the marked region since it was marked, joined. */
const landed = (page: Page): Promise<string> =>
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
  const status = await mark(menu.getByRole('status'));
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
