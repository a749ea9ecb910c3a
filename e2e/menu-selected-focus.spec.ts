// Covers where the focus lands when a menu of the bar opens from the keyboard: on the selected entry (the current
// speed, quality, captions choice), as in YouTube's and Vimeo's menus, with Enter, Space or ArrowDown on its
// button; on the first entry of a menu that selects nothing (the overflow menu's checkboxes); the arrows walk on
// from there; Escape closes it onto its button. At 360 × 203 and 1280 × 720, with axe on the open speed menu.
import type { Locator, Page } from '@playwright/test';
import { axeViolations, expect, openPausedPlayer, screenshot, test } from './fixtures.ts';
import { hasFocus, tabTo } from './keyboard.ts';

const sizes = [
  { width: 360, height: 203 },
  { width: 1280, height: 720 },
] as const;

const bar = (page: Page): Locator => page.locator('.vjs-control-bar');

/** The open menu of a menu button's wrapper. */
const openMenu = (button: Locator): Locator => button.locator('xpath=..').locator('.vjs-menu.vjs-lock-showing .vjs-menu-content');

/** The text of the focused menu entry (without Video.js's hidden ', selecionada'), or null. */
const focusedEntry = (page: Page): Promise<string | null> =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active?.matches('li.vjs-menu-item')) return null;
    return active.querySelector('.vjs-menu-item-text')?.textContent?.trim() ?? null;
  });

/** The video's playback rate. */
const rate = (page: Page): Promise<number> => page.evaluate(() => document.querySelector('video')?.playbackRate ?? 0);

for (const size of sizes) {
  const at = `${size.width}x${size.height}`;

  test(`at ${at} the speed menu opens on the selected rate with Enter, Space and ArrowDown; Escape closes it onto its button`, async ({
    page,
    stack,
  }) => {
    await openPausedPlayer(page, await stack.playerUrl(), size);
    const button = bar(page).getByRole('button', { name: /^Velocidade/ });
    const menu = openMenu(button);
    await tabTo(page, button);
    const volume = await page.evaluate(() => document.querySelector('video')?.volume);
    for (const key of ['Enter', 'Space', 'ArrowDown']) {
      await page.keyboard.press(key);
      await expect(menu, `${key} opens the speed menu`).toBeVisible();
      await expect.poll(() => focusedEntry(page), `${key}: the focus is on the selected rate`).toBe('1x');
      await expect(menu.getByRole('menuitemradio', { name: /^1x/ })).toHaveAttribute('aria-checked', 'true');
      await page.keyboard.press('Escape');
      await expect(menu, `Escape closes the menu opened with ${key}`).toBeHidden();
      expect(await hasFocus(button), `after ${key} and Escape the focus is back on the speed button`).toBe(true);
    }
    // ArrowDown on the menu's button opens it: it is not the volume shortcut there.
    expect(await page.evaluate(() => document.querySelector('video')?.volume)).toBe(volume);

    // Another rate picked from the keyboard: the menu opens on it next time, and the arrows walk on from it.
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedEntry(page)).toBe('1x');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => focusedEntry(page)).toBe('1.5x');
    await page.keyboard.press('Enter');
    await expect.poll(() => rate(page)).toBe(1.5);
    await expect(menu).toBeHidden();
    expect(await hasFocus(button)).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(() => focusedEntry(page), 'the menu opens on the rate picked').toBe('1.5x');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusedEntry(page), 'ArrowDown goes on from the selected rate').toBe('1.25x');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => focusedEntry(page)).toBe('1.5x');
    await screenshot(page, `speed-menu-selected-${at}`);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    expect(await hasFocus(button)).toBe(true);
  });

  test(`at ${at} the quality and captions menus open on their selected entry, the overflow menu on its first`, async ({
    page,
    stack,
  }) => {
    await openPausedPlayer(page, await stack.playerUrl(), size);

    // Quality: 'Automática' first; a resolution picked from the keyboard is where the menu opens next.
    const quality = bar(page).getByRole('button', { name: /^Qualidade/ });
    const qualityMenu = openMenu(quality);
    await tabTo(page, quality);
    await page.keyboard.press('Enter');
    await expect(qualityMenu).toBeVisible();
    await expect.poll(() => focusedEntry(page)).toMatch(/^Automática/);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const picked = await focusedEntry(page);
    expect(picked).toMatch(/^\d+p/);
    await page.keyboard.press('Enter');
    await expect(qualityMenu).toBeHidden();
    await expect.poll(() => hasFocus(quality)).toBe(true);
    await page.keyboard.press('Enter');
    await expect(qualityMenu).toBeVisible();
    await expect.poll(() => focusedEntry(page), 'the quality menu opens on the resolution picked').toBe(picked);
    await screenshot(page, `quality-menu-selected-${at}`);
    await page.keyboard.press('Escape');
    await expect(qualityMenu).toBeHidden();
    expect(await hasFocus(quality)).toBe(true);

    // Captions: off is selected at first; then the track picked.
    const captions = bar(page).getByRole('button', { name: /^Legendas/ });
    const captionsMenu = openMenu(captions);
    await tabTo(page, captions);
    await page.keyboard.press('Enter');
    await expect(captionsMenu).toBeVisible();
    const off = await captionsMenu.getByRole('menuitemradio', { checked: true }).locator('.vjs-menu-item-text').textContent();
    await expect.poll(() => focusedEntry(page), 'the captions menu opens on the selected choice').toBe(off?.trim());
    await captionsMenu.getByRole('menuitemradio', { name: /Português/ }).focus();
    await page.keyboard.press('Enter');
    await expect(captionsMenu).toBeHidden();
    await expect.poll(() => hasFocus(captions)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedEntry(page), 'the captions menu opens on the track picked').toMatch(/^Português/);
    await page.keyboard.press('Escape');
    await expect(captionsMenu).toBeHidden();

    // The overflow menu (narrow frames) selects nothing: it opens on its first entry.
    const overflow = bar(page).getByRole('button', { name: 'Mais opções' });
    if (await overflow.isVisible()) {
      const overflowMenu = openMenu(overflow);
      await tabTo(page, overflow);
      await page.keyboard.press('Enter');
      await expect(overflowMenu).toBeVisible();
      const first = (await overflowMenu.locator('li.vjs-menu-item .vjs-menu-item-text').first().textContent())?.trim();
      await expect.poll(() => focusedEntry(page)).toBe(first);
      await page.keyboard.press('Escape');
      await expect(overflowMenu).toBeHidden();
      expect(await hasFocus(overflow)).toBe(true);
    }
  });
}
