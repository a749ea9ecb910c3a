// Covers which keys a menu or a sheet keeps (docs/accessibility.md, 2.1.4): with the focus in the speed menu, in
// the overflow menu ('Mais opções') and in the download sheet, opened from the keyboard, the player's letters and
// digits (k, m, f, c, i, <, >, 0–9) neither play, mute, go fullscreen, turn captions on, change the speed nor seek,
// while the menu or sheet goes on working (a letter or digit moves to the entry starting with it, the arrows walk,
// Enter chooses, Escape closes onto its button). The same keys act on the player from the player itself and from
// the bar's buttons, a menu's button included. At 640 × 360.
import type { Locator, Page } from '@playwright/test';
import { expect, openPausedPlayer, test } from './fixtures.ts';
import { hasFocus, tabTo } from './keyboard.ts';

/** What the player's shortcuts change, read from the video element and the page. */
function playback(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() => {
    const video = document.querySelector<HTMLVideoElement>('.player-page video')!;
    const player = (
      document.querySelector('.player-page .video-js') as HTMLElement & {
        player: { textTracks(): ArrayLike<{ mode: string }> };
      }
    ).player;
    return {
      paused: video.paused,
      muted: video.muted,
      time: video.currentTime.toFixed(1),
      rate: video.playbackRate,
      fullscreen: document.fullscreenElement !== null,
      captions: Array.from(player.textTracks()).some((track) => track.mode === 'showing'),
    };
  });
}

/** The player's letters and digits, and one that names no entry of the menus here. */
const PLAYER_KEYS = ['k', 'm', 'f', 'c', 'i', '<', '>', 'j', 'l', '7', '0'];

const bar = (page: Page): Locator => page.locator('.vjs-control-bar');
const focusedName = (page: Page): Promise<string> =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText.trim().split('\n')[0] ?? '');

async function pressAll(page: Page, keys: string[]): Promise<void> {
  for (const key of keys) await page.keyboard.press(key);
}

test('at 640x360 the letters and digits in the speed menu, the overflow menu and the download sheet are theirs, not the player’s', async ({
  page,
  stack,
}) => {
  await openPausedPlayer(page, await stack.playerUrl(), { width: 640, height: 360 });
  const before = await playback(page);

  // The speed menu, opened with Enter on its button: on the current speed.
  const speed = bar(page).getByRole('button', { name: /Velocidade/ });
  await tabTo(page, speed);
  await page.keyboard.press('Enter');
  await expect(speed).toHaveAttribute('aria-expanded', 'true');
  expect(await focusedName(page)).toBe('1x');
  await pressAll(page, PLAYER_KEYS);
  expect(await playback(page), 'the player as it was').toEqual(before);
  await expect(speed, 'the menu still open').toHaveAttribute('aria-expanded', 'true');
  // Its own keys: '1' moves to the next speed starting with 1, the arrows walk, Enter chooses.
  await page.keyboard.press('1');
  expect(await focusedName(page)).toBe('1.5x');
  await page.keyboard.press('ArrowDown');
  expect(await focusedName(page)).toBe('1.25x');
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => document.querySelector('video')?.playbackRate)).toBe(1.25);
  await expect(speed).toHaveAttribute('aria-expanded', 'false');
  expect(await hasFocus(speed), 'the focus back on the button').toBe(true);

  // On the menu's button, as on any button of the bar, the letters are the player's again.
  await page.keyboard.press('m');
  await expect.poll(async () => (await playback(page))['muted']).toBe(true);
  await page.keyboard.press('m');
  await expect.poll(async () => (await playback(page))['muted']).toBe(false);

  // The overflow menu: a letter moves to its entry, no shortcut acts, Escape closes it onto its button.
  const overflow = bar(page).getByRole('button', { name: 'Mais opções' });
  await tabTo(page, overflow);
  await page.keyboard.press('Enter');
  await expect(overflow).toHaveAttribute('aria-expanded', 'true');
  const atOpen = await playback(page);
  await pressAll(page, PLAYER_KEYS);
  expect(await playback(page), 'the player as it was').toEqual(atOpen);
  await page.keyboard.press('d');
  expect(await focusedName(page), "'d' reaches Download").toBe('Download');

  // Enter opens the download sheet on its first option; the letters and digits leave the player alone there too.
  await page.keyboard.press('Enter');
  const original = page.getByRole('dialog', { name: 'Download' }).getByRole('button', { name: 'Original', exact: true });
  await expect.poll(() => hasFocus(original)).toBe(true);
  await pressAll(page, PLAYER_KEYS);
  expect(await playback(page), 'the player as it was').toEqual(atOpen);
  await page.keyboard.press('ArrowDown');
  expect(await focusedName(page), 'the arrows still walk the sheet').toBe('Processado');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Download' })).toBeHidden();
  await expect.poll(() => hasFocus(overflow)).toBe(true);

  // On the player itself: '5' seeks to the middle, 'k' plays.
  await page.locator('.player-page .video-js').focus();
  await page.keyboard.press('5');
  await expect.poll(async () => Number((await playback(page))['time'])).toBeGreaterThan(30);
  await page.keyboard.press('k');
  await expect.poll(async () => (await playback(page))['paused']).toBe(false);
});
