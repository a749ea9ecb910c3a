// Covers the resolution submenu against the real HLS ladder: choosing a rendition makes the player fetch
// that rendition's segments, and 'Automática' restores adaptive choice; labels are the pt ones.
import {
  clickControl,
  clickPlay,
  recordSegmentRenditions,
  currentTime,
  expect,
  openPlayer,
  screenshot,
  test,
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
