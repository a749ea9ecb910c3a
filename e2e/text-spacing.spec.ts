// Covers WCAG 1.4.12 (text spacing): with WCAG's overrides on every element (line height 1.5, paragraph spacing
// 2 em, letter spacing 0.12 em, word spacing 0.16 em, all !important), at 360 × 203, 640 × 360 and 1280 × 720, no
// text is cut off (by a box that hides its overflow, an ellipsis or a line clamp) and no line is drawn over
// another, in the bar, each menu of the bar, each panel (Sphere AI, Resumo, Transcrição, Download), toasts and the
// error screen; nothing sticks out of the frame sideways. Screenshots of each state.
import type { Locator, Page } from '@playwright/test';
import { expect, openFeature, openPausedPlayer, screenshot, test, wakeControls } from './fixtures.ts';
import { overflowingX } from './layout-checks.ts';
import { clippedText, overlappingText, spaceText } from './text-checks.ts';
import { FRAME_SIZES } from './frame-sizes.ts';

async function expectAllTextReadable(page: Page, scope: Locator, state: string): Promise<void> {
  expect(await clippedText(scope), `${state}: no text cut off`).toEqual([]);
  expect(await overlappingText(scope), `${state}: no line of text over another`).toEqual([]);
  expect(await overflowingX(page), `${state}: nothing sticks out sideways`).toEqual([]);
}

const menus: [string, RegExp][] = [
  ['quality', /^Qualidade/],
  ['speed', /^Velocidade/],
  ['captions', /^Legendas/],
  ['chapters', /^Capítulos/],
  ['overflow', /^Mais opções/],
];
const panels = ['Sphere AI', 'Resumo', 'Transcrição', 'Download'];

for (const size of FRAME_SIZES) {
  const at = `${size.width}x${size.height}`;

  test(`at ${at} with WCAG's text spacing the bar and each of its menus lose no text`, async ({ page, stack }) => {
    await openPausedPlayer(page, await stack.playerUrl(), size);
    await spaceText(page);
    await wakeControls(page);
    const bar = page.locator('.vjs-control-bar');
    await expectAllTextReadable(page, bar, `${at} bar`);
    let opened = 0;
    for (const [name, label] of menus) {
      await wakeControls(page);
      const button = bar.getByRole('button', { name: label }).first();
      if (!(await button.isVisible())) continue;
      opened++;
      await button.click();
      const menu = page.locator('.vjs-menu.vjs-lock-showing .vjs-menu-content');
      await expect(menu, `${name} opens`).toBeVisible();
      await expectAllTextReadable(page, menu, `${at} ${name} menu`);
      await screenshot(page, `text-spacing-menu-${name}-${at}`);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
    }
    expect(opened, 'every menu the bar shows at this size').toBe(size.width < 768 ? 5 : 4);
  });

  test(`at ${at} with WCAG's text spacing each panel loses no text`, async ({ page, stack }) => {
    await openPausedPlayer(page, await stack.playerUrl(), size);
    await spaceText(page);
    for (const name of panels) {
      await openFeature(page, name);
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog, `${name} opens`).toBeVisible();
      await expect(dialog.locator('.spinner')).toHaveCount(0, { timeout: 15_000 });
      if (name === 'Sphere AI') {
        await dialog.getByRole('textbox').fill('onde fica a clorofila?');
        await dialog.getByRole('button', { name: 'Enviar' }).click();
        await expect(dialog.locator('.assistant-assistant')).toContainText('cloroplastos', { timeout: 15_000 });
      }
      await expectAllTextReadable(page, dialog, `${at} ${name}`);
      await screenshot(page, `text-spacing-panel-${name.replace(' ', '')}-${at}`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });

  test(`at ${at} with WCAG's text spacing toasts and the error screen lose no text`, async ({ page, stack }) => {
    await openPausedPlayer(page, await stack.playerUrl(), size);
    await spaceText(page);
    for (const [Mensagem, Severidade, Posicao] of [
      ['Não há opções para download deste tipo.', 2, 'top'],
      ['Seu progresso foi salvo. Você pode continuar de onde parou em qualquer dispositivo.', 0, 'bottom'],
    ] as const) {
      await page.evaluate((detail) => window.dispatchEvent(new CustomEvent('Toast', { detail })), {
        Mensagem,
        Severidade,
        Posicao,
      });
    }
    const toasts = page.locator('.toast:not(.toast-waiting)');
    await expect(toasts).toHaveCount(size.height <= 300 ? 1 : 2);
    for (const toast of await toasts.all()) await expectAllTextReadable(page, toast, `${at} toast`);
    await screenshot(page, `text-spacing-toasts-${at}`);

    // A new tab: the token lives for the tab, and this link has none.
    const tab = await page.context().newPage();
    await tab.setViewportSize(size);
    await tab.goto(`${stack.widget.url}/player`);
    await spaceText(tab);
    await expect(tab.getByText('Link sem token de acesso')).toBeVisible({ timeout: 20_000 });
    await expectAllTextReadable(tab, tab.locator('body'), `${at} error screen`);
    await screenshot(tab, `text-spacing-error-${at}`);
  });
}
