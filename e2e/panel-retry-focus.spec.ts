// Covers the focus of a keyboard user who presses a panel's 'Tentar novamente': what it loads replaces the retry, and
// the focus goes to the panel's body (a tab stop, which a screen reader reads and the arrows scroll), never to the
// page, whose top a keyboard user would start over from. The summary's retry beside the player and over it (360×203),
// and the retry of a panel whose code failed.
import type { Page } from '@playwright/test';
import { clickControl, clickPlay, expect, openPausedPlayer, openPlayer, test } from './fixtures.ts';
import { SMALLEST_AND_LARGEST } from './frame-sizes.ts';

/** Presses the panel's retry from the keyboard, as a keyboard user reaches and presses it. */
async function pressRetry(page: Page, panel: ReturnType<Page['getByRole']>): Promise<void> {
  await panel.getByRole('button', { name: 'Tentar novamente' }).focus();
  await page.keyboard.press('Enter');
}

for (const size of SMALLEST_AND_LARGEST) {
  test(`${size.width}×${size.height}: the summary's retry hands the focus to the panel's body, which then holds the summary`, async ({
    page,
    stack,
    faults,
  }) => {
    faults.arm('chatgpt', { status: 504, body: { status_ret: 'NOK', erro: 'O assistente demorou demais para responder.' } });
    await openPausedPlayer(page, await stack.playerUrl(), size);
    await clickControl(page, size.width > 640 ? /^Resumo$/ : 'Mais opções');
    if (size.width <= 640) await page.getByRole('menuitemcheckbox', { name: 'Resumo' }).click();
    const panel = page.getByRole('dialog', { name: 'Resumo' });
    await expect(panel.getByRole('alert')).toContainText('Erro ao gerar resumo.');
    await pressRetry(page, panel);
    await expect(panel.locator('.overlay-body')).toBeFocused();
    await expect(panel).toContainText(/glicose/, { timeout: 15_000 });
    await expect(panel.locator('.overlay-body')).toBeFocused();
    // Tab goes on from the panel, not from the page's top.
    await page.keyboard.press('Shift+Tab');
    await expect(panel.getByRole('button', { name: 'Fechar' })).toBeFocused();
  });
}

test("the retry of a panel whose code failed hands the focus to the panel's body, which then holds the panel", async ({
  page,
  stack,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  let fail = true;
  await page.route(/\/assets\/transcript-panel-[\w-]+\.js$/, (route) =>
    fail ? route.abort('connectionreset') : route.fallback(),
  );
  await openPlayer(page, await stack.playerUrl());
  await clickPlay(page);
  await clickControl(page, /^Transcrição$/);
  const panel = page.getByRole('dialog', { name: 'Transcrição' });
  await expect(panel.getByRole('alert')).toContainText('Este recurso falhou, mas o vídeo continua.');
  fail = false;
  await pressRetry(page, panel);
  await expect(panel.getByRole('list', { name: 'Transcrição' }).getByRole('button')).toHaveCount(10);
  await expect(panel.locator('.overlay-body')).toBeFocused();
});
