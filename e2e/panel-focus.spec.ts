// Covers where the keyboard focus goes when a panel opens from its button or from the overflow menu ('Mais
// opções'), when another panel takes its place beside the player, and when it closes: every element the focus
// lands on is recorded, and the sequence must be exactly the one a screen reader should announce, with no stop on
// the way (not on 'Mais opções' while the widened bar is about to hide it, not on the rebuilt menu's entries). At
// 360 × 203 (a sheet over the player; 'Mais opções' opened it and takes the focus back) and 1280 × 720 (panels
// beside the player; the panel's own button, back in the widened bar, takes it), with axe in each.
import type { Locator, Page } from '@playwright/test';
import { axeViolations, expect, openPausedPlayer, screenshot, settledBarLayout, test } from './fixtures.ts';
import { hasFocus, recordFocusStops, tabTo, takeFocusStops, twoFrames } from './keyboard.ts';

const bar = (page: Page): Locator => page.locator('.vjs-control-bar');

/** The name of the dialog the focus is in (its heading), or null when it is in none. */
const focusedDialog = (page: Page): Promise<string | null> =>
  page.evaluate(() => {
    const dialog = document.activeElement?.closest('[role="dialog"]');
    const heading = dialog?.getAttribute('aria-labelledby');
    return heading ? (document.getElementById(heading)?.textContent ?? null) : null;
  });

/**
 * Resolves when Video.js has handled the player's next change of size ('playerresize', 100 ms after it): by then
 * the bar has its layout for the new width, and whatever was waiting for it has moved the focus.
 */
async function nextPlayerResize(page: Page): Promise<() => Promise<void>> {
  await page.evaluate(() => {
    const element = document.querySelector('.player-page .video-js') as HTMLElement & {
      player: { one(type: string, listener: () => void): void };
    };
    (window as unknown as { resized: Promise<void> }).resized = new Promise((resolve) =>
      element.player.one('playerresize', () => resolve()),
    );
  });
  return () => page.evaluate(() => (window as unknown as { resized: Promise<void> }).resized);
}

/**
 * Opens a panel from the overflow menu with the keyboard alone (Tab to 'Mais opções', Space, the arrows, Enter)
 * and returns the focus stops from the Enter on.
 */
async function openFromOverflow(page: Page, name: string): Promise<string[]> {
  const overflow = bar(page).getByRole('button', { name: 'Mais opções' });
  await tabTo(page, overflow);
  await page.keyboard.press('Space');
  const entry = page.locator('.sp-overflow-button .vjs-menu').getByRole('menuitemcheckbox', { name, exact: true });
  await expect(entry).toBeVisible();
  for (let step = 0; step < 12 && !(await hasFocus(entry)); step++) await page.keyboard.press('ArrowDown');
  expect(await hasFocus(entry), `the overflow entry '${name}' has the focus`).toBe(true);
  await takeFocusStops(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name })).toBeVisible();
  await expect.poll(() => focusedDialog(page), `${name}: the focus is in the panel`).toBe(name);
  await twoFrames(page);
  return takeFocusStops(page);
}

/** Opens the transcript from its own button, beside the player (1280 px), and waits for the narrowed bar. */
async function openTranscriptBeside(page: Page): Promise<string[]> {
  await tabTo(page, bar(page).getByRole('button', { name: 'Transcrição', exact: true }));
  await takeFocusStops(page);
  const resized = await nextPlayerResize(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Transcrição' })).toBeVisible();
  await resized();
  await settledBarLayout(page);
  await twoFrames(page);
  return takeFocusStops(page);
}

test('at 360x203 a panel opened from the overflow menu takes the focus straight; Escape gives it straight back to the overflow button', async ({
  page,
  stack,
}) => {
  await openPausedPlayer(page, await stack.playerUrl(), { width: 360, height: 203 });
  await recordFocusStops(page);
  const overflow = bar(page).getByRole('button', { name: 'Mais opções' });
  for (const name of ['Resumo', 'Transcrição']) {
    expect(await openFromOverflow(page, name), `${name}: from the entry straight into the panel`).toEqual([`dialog ${name}`]);
    const dialog = page.getByRole('dialog', { name });
    if (name === 'Resumo') {
      await expect(dialog.locator('.spinner')).toHaveCount(0, { timeout: 15_000 });
      await screenshot(page, 'panel-focus-from-overflow-360x203');
      expect(await axeViolations(page)).toEqual([]);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect.poll(() => hasFocus(overflow), `${name}: the focus is back on 'Mais opções'`).toBe(true);
    await twoFrames(page);
    expect(await takeFocusStops(page), `${name}: straight back to 'Mais opções'`).toEqual(['button Mais opções']);
  }
});

test('at 1280x720 the focus goes straight into a panel that takes another one’s place from the overflow menu, and straight to its own button in the widened bar when it closes', async ({
  page,
  stack,
}) => {
  await openPausedPlayer(page, await stack.playerUrl(), { width: 1280, height: 720 });
  await recordFocusStops(page);
  // The transcript from its own button: the player narrows beside it, and the features move into 'Mais opções'.
  expect(await openTranscriptBeside(page), 'into the transcript').toEqual(['dialog Transcrição']);

  // Resumo, then Chat, from the overflow menu: each takes the transcript's place and the focus.
  for (const name of ['Resumo', 'Chat']) {
    expect(await openFromOverflow(page, name), `${name}: from the entry straight into the panel`).toEqual([`dialog ${name}`]);
    const dialog = page.getByRole('dialog', { name });
    if (name === 'Resumo') {
      await expect(dialog.locator('.spinner')).toHaveCount(0, { timeout: 15_000 });
      await screenshot(page, 'panel-focus-switched-1280x720');
      expect(await axeViolations(page)).toEqual([]);
    }
    // Closing it: the player widens, the bar takes 'Mais opções' away and shows the panel's own button, which gets
    // the focus without a stop on 'Mais opções' first.
    const resized = await nextPlayerResize(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await resized();
    await twoFrames(page);
    expect(await takeFocusStops(page), `${name}: straight to its own button`).toEqual([`button ${name}`]);
    expect(await hasFocus(bar(page).getByRole('button', { name, exact: true })), `${name}: its button has the focus`).toBe(true);
    // Back to a panel beside the player for the next switch.
    expect(await openTranscriptBeside(page), 'into the transcript').toEqual(['dialog Transcrição']);
  }

  // The transcript opened from its own button, which the narrowed bar hid: it takes the focus back as the bar widens.
  const resized = await nextPlayerResize(page);
  await page.keyboard.press('Escape');
  await resized();
  await twoFrames(page);
  expect(await takeFocusStops(page), 'straight back to the transcript button').toEqual(['button Transcrição']);
});
