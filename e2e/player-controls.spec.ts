// Covers the player's controls in Chromium against the real media: keyboard shortcuts, playback rate
// and captions from the bar, the live item's jump to the live edge (and falling behind it while paused), and axe with the
// menus open.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { clickControl, clickPlay, currentTime, expect, openPlayer, screenshot, test, wakeControls } from './fixtures.ts';
import { secondsBehind } from './live.ts';

const paused = (page: Page): Promise<boolean | undefined> => page.evaluate(() => document.querySelector('video')?.paused);
const muted = (page: Page): Promise<boolean | undefined> => page.evaluate(() => document.querySelector('video')?.muted);
const volume = (page: Page): Promise<number | undefined> => page.evaluate(() => document.querySelector('video')?.volume);
const rate = (page: Page): Promise<number | undefined> => page.evaluate(() => document.querySelector('video')?.playbackRate);
/** Video.js may emulate text tracks, so read its captions menu rather than the element's tracks. */
const captionsShowing = (page: Page): Promise<boolean> =>
  page
    .locator('div.vjs-subs-caps-button [role="menuitemradio"][aria-checked="true"]')
    .filter({ hasText: 'Português' })
    .count()
    .then((n) => n === 1);

test('keyboard shortcuts: k, j/l, 0–9, m, up/down, < >, c', async ({ page, stack }) => {
  await openPlayer(page, await stack.playerUrl());
  await clickPlay(page);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(0.3);
  await page.keyboard.press('>');
  await expect.poll(() => rate(page)).toBe(1.25);
  await page.keyboard.press('<');
  await expect.poll(() => rate(page)).toBe(1);
  await page.keyboard.press('<');
  await expect.poll(() => rate(page)).toBe(0.75);
  await page.keyboard.press('k');
  await expect.poll(() => paused(page)).toBe(true);
  await page.keyboard.press('5');
  await expect.poll(() => currentTime(page)).toBeGreaterThan(36);
  const atFive = await currentTime(page);
  await page.keyboard.press('l');
  await expect.poll(() => currentTime(page)).toBeCloseTo(atFive + 10, 0);
  await page.keyboard.press('j');
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => currentTime(page)).toBeCloseTo(atFive - 10, 0);
  await page.keyboard.press('m');
  await expect.poll(() => muted(page)).toBe(true);
  await page.keyboard.press('m');
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => volume(page)).toBeCloseTo(0.9, 2);
  await page.keyboard.press('c');
  await expect.poll(() => captionsShowing(page)).toBe(true);
  await page.keyboard.press('k');
  await expect.poll(() => paused(page)).toBe(false);
});

test('rate and captions apply from the control bar', async ({ page, stack }) => {
  await openPlayer(page, await stack.playerUrl());
  await clickPlay(page);
  await page
    .getByRole('button', { name: /Velocidade|Playback Rate/ })
    .first()
    .hover();
  await page.locator('.vjs-playback-rate .vjs-menu').getByRole('menuitemradio', { name: '1.5x' }).click();
  await expect.poll(() => rate(page)).toBe(1.5);
  await wakeControls(page);
  await page.locator('div.vjs-subs-caps-button').hover();
  await page
    .locator('div.vjs-subs-caps-button .vjs-menu')
    .getByRole('menuitemradio', { name: /Português/ })
    .click();
  await expect(page.locator('.vjs-text-track-display')).toContainText(/fotossíntese|clorofila|plantas/, { timeout: 15_000 });
  await screenshot(page, 'controls-captions');
});

test('on the live item, the live button jumps back to the live edge', async ({ page, stack }) => {
  await openPlayer(page, await stack.playerUrl('aula-ao-vivo'));
  await clickPlay(page);
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(0);
  await wakeControls(page);
  await expect(page.getByRole('button', { name: 'Reproduzindo ao vivo' })).toBeVisible();
  await page.keyboard.press('j');
  const goLive = page.getByRole('button', { name: 'Ir para o ao vivo' });
  await expect(goLive).toBeVisible();
  const behind = await currentTime(page);
  await screenshot(page, 'controls-live-behind');
  await goLive.click();
  // The live edge may need a fresh playlist and segments first: as long as the first live frame above.
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(behind + 8);
  await expect(page.getByRole('button', { name: 'Reproduzindo ao vivo' })).toBeVisible();
});

test('on the live item, pausing leaves the live edge: the live button says so at once, and plays from the edge', async ({
  page,
  stack,
}) => {
  test.setTimeout(60_000);
  await openPlayer(page, await stack.playerUrl('aula-ao-vivo'));
  await clickPlay(page);
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(0);
  await wakeControls(page);
  await expect(page.getByRole('button', { name: 'Reproduzindo ao vivo' })).toBeVisible();
  await page.keyboard.press('k');
  await expect(page.getByRole('button', { name: 'Ir para o ao vivo' })).toBeAttached();
  // No timeupdate comes while paused; the live edge moves on (a 2 s segment at a time) past the 6 s tolerance.
  await expect.poll(() => secondsBehind(page), { timeout: 30_000 }).toBeGreaterThan(8);
  await expect(page.getByRole('button', { name: 'Ir para o ao vivo' })).toBeAttached();
  await page.getByRole('button', { name: 'Ir para o ao vivo' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Reproduzindo ao vivo' })).toBeAttached({ timeout: 20_000 });
  expect(await page.evaluate(() => document.querySelector('video')?.paused)).toBe(false);
});

test('axe finds no violations with the quality and rate menus open', async ({ page, stack }) => {
  await openPlayer(page, await stack.playerUrl());
  await clickPlay(page);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(0.3);
  await clickControl(page, 'Qualidade');
  await expect(page.locator('.sp-resolution-button .vjs-menu').getByRole('menuitemradio')).toHaveCount(4);
  await page.locator('div.vjs-playback-rate').hover();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
