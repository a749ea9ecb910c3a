// Covers the focus of a keyboard user who closes a toast ('Fechar'): it goes back to where it came from (a control
// of the bar, here), or to the player when it came from nowhere (the host page); never to the page's body, whose
// top a keyboard or screen reader user would start over from. At 1280×720 and 360×203.
import type { Page } from '@playwright/test';
import { axeViolations, expect, openPausedPlayer, test } from './fixtures.ts';
import { focusNothing } from './keyboard.ts';
import { SMALLEST_AND_LARGEST } from './frame-sizes.ts';

const showToast = (page: Page, message: string) =>
  page.evaluate(
    (text) => window.dispatchEvent(new CustomEvent('Toast', { detail: { Mensagem: text, Severidade: 1, Posicao: 'bottom' } })),
    message,
  );

for (const size of SMALLEST_AND_LARGEST) {
  test(`${size.width}×${size.height}: a toast closed from the keyboard gives the focus back to where it came from`, async ({
    page,
    stack,
  }) => {
    await openPausedPlayer(page, await stack.playerUrl(), size);
    const play = page.locator('.vjs-control-bar').getByRole('button', { name: 'Tocar', exact: true });
    const close = page.locator('.toast:not(.toast-waiting)').getByRole('button', { name: 'Fechar' });

    await showToast(page, 'Legendas carregadas em português.');
    await play.focus();
    await close.focus();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await expect(page.locator('.toast')).toHaveCount(0);
    await expect(play).toBeFocused();

    // Reached from outside the frame (nothing in it had the focus): the player takes it.
    await showToast(page, 'Progresso salvo.');
    await focusNothing(page);
    await close.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.toast')).toHaveCount(0);
    await expect(page.locator('.player-page .video-js')).toBeFocused();
  });
}
