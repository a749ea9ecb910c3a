// Covers WCAG 2.2.1 (timing adjustable) for toasts, the widget's only time limit: a toast leaves by itself after
// 20 s, but not while the viewer holds it: the pointer over it, or the focus in it (on its 'Fechar'), keeps it for as
// long as they like; once let go it has its 20 s again. A toast nobody holds leaves on time, so the hold is seen to
// be what keeps the others. At 1280 × 720, where every toast shows.
import type { Page } from '@playwright/test';
import { expect, openPausedPlayer, test } from './fixtures.ts';

const TOAST_MS = 20_000;

async function showToast(page: Page, Mensagem: string, Posicao: 'top' | 'bottom'): Promise<void> {
  await page.evaluate((detail) => window.dispatchEvent(new CustomEvent('Toast', { detail })), {
    Mensagem,
    Severidade: 1,
    Posicao,
  });
}

test('a toast under the pointer or with the focus in it stays past its 20 s, and leaves in 20 s once let go', async ({
  page,
  stack,
}) => {
  test.setTimeout(90_000);
  await openPausedPlayer(page, await stack.playerUrl(), { width: 1280, height: 720 });
  await showToast(page, 'Aviso sob o ponteiro', 'top');
  await showToast(page, 'Aviso com o foco', 'bottom');
  await showToast(page, 'Aviso que ninguém segura', 'bottom');
  const toast = (text: string) => page.locator('.toast').filter({ hasText: text });
  const [hovered, focused, untouched] = [
    toast('Aviso sob o ponteiro'),
    toast('Aviso com o foco'),
    toast('Aviso que ninguém segura'),
  ];
  await hovered.hover();
  await focused.getByRole('button', { name: 'Fechar' }).focus();

  await page.waitForTimeout(TOAST_MS + 2_000);
  await expect(untouched, 'a toast nobody holds leaves after 20 s').toHaveCount(0);
  await expect(hovered, 'the pointer over a toast holds it').toBeVisible();
  await expect(focused, 'the focus in a toast holds it').toBeVisible();

  // Let go: the pointer to the video, the focus back to the bar's play button.
  await page.mouse.move(100, 300);
  await page.locator('.vjs-play-control').focus();
  const released = Date.now();
  await expect(hovered).toHaveCount(0, { timeout: TOAST_MS + 2_000 });
  await expect(focused).toHaveCount(0, { timeout: TOAST_MS + 2_000 });
  expect(Date.now() - released, 'they had their time again once let go').toBeGreaterThan(TOAST_MS - 1_000);
});
