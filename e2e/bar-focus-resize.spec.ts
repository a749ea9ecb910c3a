// Covers the focus on a control of the bar when the frame's width changes (a window resized, a tablet turned, a
// host page's layout giving the iframe less room): a control that leaves the bar hands the focus to the one that
// stands for it, never to the page. A feature button goes into the overflow menu (⋮): the focus goes to 'Mais
// opções'; that menu leaves a wide bar: the focus goes to the control before it (Download), one of those it held.
import type { Page } from '@playwright/test';
import { expect, openPausedPlayer, screenshot, test, wakeControls } from './fixtures.ts';

const wide = { width: 1280, height: 720 };
const narrow = { width: 360, height: 203 };
const control = (page: Page, name: string) => page.locator('.vjs-control-bar').getByRole('button', { name, exact: true });

test("a focused feature button that leaves the bar hands the focus to 'Mais opções', which opens its menu", async ({
  page,
  stack,
}) => {
  await openPausedPlayer(page, await stack.playerUrl(), wide);
  await wakeControls(page);
  // A control that stays in the bar keeps the focus.
  await control(page, 'Tocar').focus();
  await page.setViewportSize(narrow);
  await expect(control(page, 'Mais opções')).toBeVisible();
  await expect(control(page, 'Tocar')).toBeFocused();

  await page.setViewportSize(wide);
  await expect(control(page, 'Transcrição')).toBeVisible();
  await control(page, 'Transcrição').focus();
  await page.setViewportSize(narrow);
  await expect(control(page, 'Mais opções')).toBeFocused();
  await screenshot(page, 'bar-focus-after-narrowing-360');
  await page.keyboard.press('Enter');
  await expect(page.locator('.sp-overflow-button .vjs-menu')).toHaveClass(/vjs-lock-showing/);
  await expect(page.locator('.sp-overflow-button').getByRole('menuitemcheckbox', { name: /^Transcrição/ })).toBeVisible();
  await page.keyboard.press('Escape');

  // A focus the viewer took away (to nowhere, as a click on the page does) is not brought back.
  await page.setViewportSize(wide);
  await control(page, 'Transcrição').focus();
  await control(page, 'Transcrição').blur();
  await page.setViewportSize(narrow);
  await expect(control(page, 'Mais opções')).toBeVisible();
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
});

test('the overflow menu leaving a widened bar, from its button or an open entry, hands the focus to the button before it', async ({
  page,
  stack,
}) => {
  await openPausedPlayer(page, await stack.playerUrl(), narrow);
  await wakeControls(page);
  await control(page, 'Mais opções').focus();
  await page.setViewportSize(wide);
  await expect(control(page, 'Download')).toBeFocused();

  await page.setViewportSize({ width: 640, height: 360 });
  await wakeControls(page);
  await control(page, 'Mais opções').click();
  const entry = page.locator('.sp-overflow-button').getByRole('menuitemcheckbox', { name: /^Resumo/ });
  await entry.focus();
  await expect(entry).toBeFocused();
  await page.setViewportSize(wide);
  await expect(control(page, 'Download')).toBeFocused();
});
