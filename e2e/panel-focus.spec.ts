// Covers where the keyboard focus goes when a panel opens from the overflow menu ('Mais opções'): into the panel
// that opened (as from the panel's own button), also when it takes the place of another panel beside the player;
// and, when it closes, back to the control that opened it, or to the panel's own button where the bar has taken
// that control away. At 360 × 203 (a sheet over the player) and 1280 × 720 (panels beside it), with axe in each.
import type { Locator, Page } from '@playwright/test';
import { axeViolations, expect, openPausedPlayer, screenshot, settledBarLayout, test } from './fixtures.ts';
import { hasFocus, tabTo } from './keyboard.ts';

const bar = (page: Page): Locator => page.locator('.vjs-control-bar');

/** The name of the dialog the focus is in (its heading), or null when it is in none. */
const focusedDialog = (page: Page): Promise<string | null> =>
  page.evaluate(() => {
    const dialog = document.activeElement?.closest('[role="dialog"]');
    const heading = dialog?.getAttribute('aria-labelledby');
    return heading ? (document.getElementById(heading)?.textContent ?? null) : null;
  });

/** Opens a panel from the overflow menu with the keyboard alone: Tab to 'Mais opções', Space, the arrows, Enter. */
async function openFromOverflow(page: Page, name: string): Promise<Locator> {
  const overflow = bar(page).getByRole('button', { name: 'Mais opções' });
  await tabTo(page, overflow);
  await page.keyboard.press('Space');
  const entry = page.locator('.sp-overflow-button .vjs-menu').getByRole('menuitemcheckbox', { name, exact: true });
  await expect(entry).toBeVisible();
  for (let step = 0; step < 12 && !(await hasFocus(entry)); step++) await page.keyboard.press('ArrowDown');
  expect(await hasFocus(entry), `the overflow entry '${name}' has the focus`).toBe(true);
  await page.keyboard.press('Enter');
  return overflow;
}

test('at 360x203 a panel opened from the overflow menu takes the focus; Escape gives it back to the overflow button', async ({
  page,
  stack,
}) => {
  await openPausedPlayer(page, await stack.playerUrl(), { width: 360, height: 203 });
  for (const name of ['Resumo', 'Transcrição']) {
    const overflow = await openFromOverflow(page, name);
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect.poll(() => focusedDialog(page), `${name}: the focus is in the panel`).toBe(name);
    // It stays there once the menu has closed behind it.
    await page.waitForTimeout(300);
    expect(await focusedDialog(page), `${name}: the focus stays in the panel`).toBe(name);
    if (name === 'Resumo') {
      await expect(dialog.locator('.spinner')).toHaveCount(0, { timeout: 15_000 });
      await screenshot(page, 'panel-focus-from-overflow-360x203');
      expect(await axeViolations(page)).toEqual([]);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect.poll(() => hasFocus(overflow), `${name}: the focus is back on 'Mais opções'`).toBe(true);
  }
});

test('at 1280x720 switching the panel beside the player from the overflow menu moves the focus into the new panel; closing it gives the focus to the bar', async ({
  page,
  stack,
}) => {
  await openPausedPlayer(page, await stack.playerUrl(), { width: 1280, height: 720 });
  // The transcript from its own button: the player narrows beside it, and the features move into 'Mais opções'.
  const transcriptButton = bar(page).getByRole('button', { name: 'Transcrição', exact: true });
  await tabTo(page, transcriptButton);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Transcrição' })).toBeVisible();
  await expect.poll(() => focusedDialog(page)).toBe('Transcrição');
  await settledBarLayout(page);

  // Resumo, then Chat, from the overflow menu: each takes the transcript's place and the focus.
  for (const name of ['Resumo', 'Chat']) {
    await openFromOverflow(page, name);
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect.poll(() => focusedDialog(page), `${name}: the focus moved into the panel`).toBe(name);
    await page.waitForTimeout(300);
    expect(await focusedDialog(page), `${name}: the focus stays in the panel`).toBe(name);
    if (name === 'Resumo') {
      await expect(dialog.locator('.spinner')).toHaveCount(0, { timeout: 15_000 });
      await screenshot(page, 'panel-focus-switched-1280x720');
      expect(await axeViolations(page)).toEqual([]);
    }
    if (name === 'Chat') break;
    // Closing it: the player widens, the bar takes 'Mais opções' away and shows Resumo's own button, which
    // gets the focus.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await settledBarLayout(page);
    const summaryButton = bar(page).getByRole('button', { name: 'Resumo', exact: true });
    await expect.poll(() => hasFocus(summaryButton), "the focus is on Resumo's button").toBe(true);
    await page.waitForTimeout(300);
    expect(await hasFocus(summaryButton), "the focus stays on Resumo's button").toBe(true);
    // Back to a panel beside the player for the next switch.
    await tabTo(page, transcriptButton);
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedDialog(page)).toBe('Transcrição');
    await settledBarLayout(page);
  }
});
