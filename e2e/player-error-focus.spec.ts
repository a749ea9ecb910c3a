// Covers the focus of a keyboard user around the player's error panel: a failure that takes the player the focus was
// in (the viewer had pressed 'Tocar') hands it to the panel's retry, and the retry that brings the player back hands
// it to the new player (its region, where the shortcuts work and Tab goes on); never to the page, whose top a
// keyboard or screen reader user would start over from. At 1280×720 and 360×203.
import { axeViolations, currentTime, expect, openPausedPlayer, test } from './fixtures.ts';

const MASTER = /\/hls\/master\.m3u8(\?|$)/;

for (const size of [
  { width: 1280, height: 720 },
  { width: 360, height: 203 },
]) {
  test(`${size.width}×${size.height}: the error panel's retry that succeeds hands the focus to the new player`, async ({
    page,
    stack,
  }) => {
    await page.setViewportSize(size);
    await page.route(MASTER, (route) => route.fulfill({ status: 404, body: 'not found' }));
    await page.goto(await stack.playerUrl());
    const retry = page.getByRole('button', { name: 'Tentar novamente' });
    await expect(retry).toBeVisible({ timeout: 30_000 });
    await page.unroute(MASTER);
    await retry.focus();
    await page.keyboard.press('Enter');
    const player = page.locator('.player-page .video-js');
    await expect(player).toBeFocused();
    await expect(page.locator('.loading-screen')).toBeHidden({ timeout: 20_000 });
    await expect(player).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    // The focus is where the player's keys work: 'k' plays.
    await page.keyboard.press('k');
    await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(0.3);
    // And Tab goes on into the player's controls, not from the page's top.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('.video-js') !== null)).toBe(true);
  });

  test(`${size.width}×${size.height}: a failure while the focus is on 'Tocar' hands it to the panel's retry`, async ({
    page,
    stack,
  }) => {
    test.setTimeout(120_000);
    await openPausedPlayer(page, await stack.playerUrl(), size);
    // From here nothing of the stream answers, and the player stands far from what it has buffered.
    await page.route(/\/hls\/|\.m3u8/, (route) => route.fulfill({ status: 404, body: 'not found' }));
    await page.locator('.video-js video').evaluate((video: HTMLVideoElement) => (video.currentTime = 60));
    const play = page.locator('.vjs-control-bar').getByRole('button', { name: 'Tocar', exact: true });
    await play.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('player-error-message')).toBeVisible({ timeout: 90_000 });
    await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
  });
}
