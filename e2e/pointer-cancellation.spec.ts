// Covers WCAG 2.5.2 (pointer cancellation): a control acts on the up event only. Pressed, then left with the
// button still down and released elsewhere, the bar's buttons (play, ±10 s, mute, a menu's button, a feature's,
// a like, fullscreen), a menu's entries (a speed, an overflow menu's feature), a panel's 'Fechar' and a toast's
// 'Fechar' do nothing; the same press released on the control does what it says, so each case is seen to be live.
// At 1280 × 720 (features in the bar) and 640 × 360 (features in the overflow menu).
import type { Locator, Page } from '@playwright/test';
import { expect, openPausedPlayer, test, wakeControls } from './fixtures.ts';
import { settled } from './settled.ts';

/** What a press could change: playback, the open menus and dialogs, likes, fullscreen, toasts. */
function playerState(page: Page): Promise<string> {
  return page.evaluate(() => {
    const video = document.querySelector('video');
    return JSON.stringify({
      paused: video?.paused,
      time: video?.currentTime.toFixed(1),
      muted: video?.muted,
      rate: video?.playbackRate,
      menus: document.querySelectorAll('.vjs-menu.vjs-lock-showing').length,
      dialogs: [...document.querySelectorAll('[role="dialog"]')].filter((node) => node.getClientRects().length > 0).length,
      pressed: [...document.querySelectorAll('[aria-pressed="true"]')].map((node) => node.className).join(' '),
      fullscreen: document.fullscreenElement !== null,
      toasts: document.querySelectorAll('.toast').length,
    });
  });
}

/** Presses the mouse on `control`, slides off it to a bare spot of the video with the button down, releases there. */
async function pressAndSlideOff(page: Page, control: Locator): Promise<void> {
  const box = await control.boundingBox();
  if (!box) throw new Error(`${control.toString()} has no box`);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  const size = page.viewportSize() ?? { width: 640, height: 360 };
  await page.mouse.move(size.width * 0.3, size.height * 0.2, { steps: 5 });
  await page.mouse.up();
}

/** A press slid off `control` changes nothing; a click on it changes the state. Leaves the state the click made. */
async function expectActsOnUpOnly(page: Page, control: Locator, name: string): Promise<void> {
  await expect(control, `${name} shows`).toBeVisible();
  const before = await playerState(page);
  await pressAndSlideOff(page, control);
  // A press's effect (a menu opening, a seek, a panel closing) has shown once the page is still.
  await settled(page, 300);
  expect(await playerState(page), `${name}: a press released off it does nothing`).toBe(before);
  await control.click();
  await expect.poll(() => playerState(page), `${name}: a click on it acts`).not.toBe(before);
}

const bar = (page: Page): Locator => page.locator('.vjs-control-bar');

test('at 1280x720 the bar, a menu entry, a panel and a toast act on the up event only', async ({ page, stack }) => {
  await openPausedPlayer(page, await stack.playerUrl(), { width: 1280, height: 720 });
  await wakeControls(page);
  for (const [name, selector] of [
    ['+10 s', '.vjs-skip-forward-10'],
    ['-10 s', '.vjs-skip-backward-10'],
    ['mute', '.vjs-mute-control'],
  ] as const) {
    await wakeControls(page);
    await expectActsOnUpOnly(page, page.locator(selector), name);
  }
  await expectActsOnUpOnly(page, bar(page).getByRole('button', { name: 'Gostei', exact: true }), 'Gostei');

  const speed = bar(page).getByRole('button', { name: /^Velocidade/ });
  await expectActsOnUpOnly(page, speed, 'the speed menu button');
  const double = page.locator('.vjs-playback-rate .vjs-menu-item').filter({ hasText: /^2x/ });
  await expectActsOnUpOnly(page, double, "the speed menu's 2x");
  await page.keyboard.press('Escape');

  await expectActsOnUpOnly(page, bar(page).getByRole('button', { name: 'Resumo', exact: true }), 'Resumo');
  await expect(page.getByRole('dialog', { name: 'Resumo' })).toBeVisible();
  const close = page.getByRole('dialog', { name: 'Resumo' }).getByRole('button', { name: 'Fechar' });
  await expectActsOnUpOnly(page, close, "the panel's Fechar");

  await page.evaluate(() =>
    window.dispatchEvent(new CustomEvent('Toast', { detail: { Mensagem: 'Aviso de teste.', Severidade: 3, Posicao: 'top' } })),
  );
  await expectActsOnUpOnly(page, page.locator('.toast').getByRole('button', { name: 'Fechar' }), "the toast's Fechar");

  await wakeControls(page);
  await expectActsOnUpOnly(page, page.locator('.vjs-fullscreen-control'), 'fullscreen');
  await page.keyboard.press('Escape');
  await wakeControls(page);
  // Last: playing, the bar may hide.
  await expectActsOnUpOnly(page, page.locator('.vjs-play-control'), 'play');
});

test("at 640x360 the overflow menu's entries act on the up event only", async ({ page, stack }) => {
  await openPausedPlayer(page, await stack.playerUrl(), { width: 640, height: 360 });
  await wakeControls(page);
  const more = bar(page).getByRole('button', { name: 'Mais opções' });
  await expectActsOnUpOnly(page, more, 'Mais opções');
  const entry = page.locator('.sp-overflow-button .vjs-menu').getByRole('menuitemcheckbox', { name: /^Transcrição/ });
  await expectActsOnUpOnly(page, entry, "the overflow menu's Transcrição");
  await expect(page.getByRole('dialog', { name: 'Transcrição' })).toBeVisible();
});
