// Covers the resolution submenu against the real HLS ladder: choosing a rendition makes the player fetch
// that rendition's segments, and 'Automática' restores adaptive choice; labels are the pt ones.
import {
  clickControl,
  clickPlay,
  recordSegmentRenditions,
  currentTime,
  expect,
  openPausedPlayer,
  openPlayer,
  screenshot,
  test,
  wakeControls,
} from './fixtures.ts';

test('choosing a rendition fetches its segments; Automática restores the adaptive choice', async ({ page, stack }) => {
  const segments = recordSegmentRenditions(page);
  await openPlayer(page, await stack.playerUrl());
  await clickPlay(page);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(0.5);

  await clickControl(page, 'Qualidade');
  const menu = page.locator('.sp-resolution-button .vjs-menu');
  await expect(menu.getByRole('menuitemradio')).toHaveText([/Automática/, '720p', '480p', '240p']);
  await screenshot(page, 'quality-menu-open');
  // A rendition other than the one playing: choosing the current one may need no new segment for a while.
  const chosen = segments.at(-1) === '240p' ? '480p' : '240p';
  const before = segments.length;
  await menu.locator(`li[data-quality*="${chosen}/"]`).click();
  await expect(menu, 'a pick closes the menu').not.toHaveClass(/vjs-lock-showing/);
  await expect.poll(() => segments.slice(before).includes(chosen), { timeout: 20_000 }).toBe(true);
  await clickControl(page, 'Qualidade');
  await expect(menu.locator(`li[data-quality*="${chosen}/"]`)).toHaveAttribute('aria-checked', 'true');

  await menu.getByRole('menuitemradio', { name: /Automática/ }).click();
  await clickControl(page, 'Qualidade');
  // Adaptive choice is back: 'Automática' is checked and names what VHS plays now. Which rendition it
  // then picks depends on its bandwidth estimate, so the test does not insist on a switch.
  await expect(menu.getByRole('menuitemradio', { name: /Automática/ })).toHaveAttribute('aria-checked', 'true');
  await expect(menu.getByRole('menuitemradio', { name: /Automática/ })).toHaveText(/^Automática \((720|480|240)p\)/);
  await expect(menu.locator(`li[data-quality*="${chosen}/"]`)).toHaveAttribute('aria-checked', 'false');
});

test('the quality menu stays open, the focus on its entry, when adaptive streaming switches rendition under it; a pick closes it', async ({
  page,
  stack,
}) => {
  await openPausedPlayer(page, await stack.playerUrl(), { width: 960, height: 540 });
  await wakeControls(page);
  const button = page.locator('.vjs-control-bar .sp-resolution-button');
  await button.getByRole('button', { name: 'Qualidade' }).focus();
  await page.keyboard.press('Enter');
  const menu = button.locator('.vjs-menu');
  await expect(menu).toHaveClass(/vjs-lock-showing/);
  await page.keyboard.press('ArrowDown');
  const second = menu.getByRole('menuitemradio').nth(1);
  await expect(second).toBeFocused();
  const label = await second.textContent();

  // What VHS does when it switches rendition: the quality levels say 'change', and the menu is rebuilt.
  await page
    .locator('.player-page .video-js')
    .evaluate((element) =>
      (element as HTMLElement & { player: { qualityLevels(): { trigger(type: string): void } } }).player
        .qualityLevels()
        .trigger('change'),
    );
  await expect(menu).toHaveClass(/vjs-lock-showing/);
  await expect(button.getByRole('button', { name: 'Qualidade' })).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('menuitemradio').nth(1)).toBeFocused();
  await expect(menu.getByRole('menuitemradio').nth(1)).toHaveText(label ?? '');

  // Choosing an entry rebuilds the menu too (resolutionchanged), and the menu still closes on the pick.
  await page.keyboard.press('Enter');
  await expect(menu).not.toHaveClass(/vjs-lock-showing/);
  await expect(button.getByRole('button', { name: 'Qualidade' })).toBeFocused();
  await expect(button.getByRole('button', { name: 'Qualidade' })).toHaveAttribute('aria-expanded', 'false');
});
