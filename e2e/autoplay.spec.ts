// Covers autoplay (`autoplay=1`) when the browser refuses sound without a gesture: with TRATA_ERRO_SEMSOM
// the player starts muted and offers 'Ativar som'; without it the viewer presses play.
import { axeViolations, expect, openPlayer, refuseSoundWithoutGesture, screenshot, test } from './fixtures.ts';
import { SMALLEST_AND_LARGEST } from './frame-sizes.ts';

test.beforeEach(({ page }) => refuseSoundWithoutGesture(page));

const media = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const video = document.querySelector('video');
    return { paused: video?.paused, muted: video?.muted };
  });

test('TRATA_ERRO_SEMSOM: refused sound starts muted with an Ativar som button', async ({ page, stack }) => {
  await openPlayer(page, await stack.playerUrl('licao-fotossintese', '&autoplay=1'));
  await expect.poll(() => media(page)).toEqual({ paused: false, muted: true });
  const unmute = page.getByRole('button', { name: 'Ativar som' });
  await expect(unmute).toBeVisible();
  await screenshot(page, 'autoplay-muted');
  await unmute.click();
  await expect.poll(() => media(page)).toEqual({ paused: false, muted: false });
  await expect(unmute).toBeHidden();
});

test('without TRATA_ERRO_SEMSOM a refused autoplay waits for the viewer', async ({ page, stack }) => {
  stack.widget.setConfig(stack.widgetConfig({ TRATA_ERRO_SEMSOM: 'N' }));
  await openPlayer(page, await stack.playerUrl('licao-fotossintese', '&autoplay=1'));
  await page.waitForTimeout(1_000);
  expect(await media(page)).toEqual({ paused: true, muted: false });
  await expect(page.getByRole('button', { name: 'Ativar som' })).toBeHidden();
  await expect(page.locator('.vjs-big-play-button')).toBeVisible();
});

test('a live item with autoplay starts on its own, at the live edge (VHS loads nothing of a live stream before play)', async ({
  page,
  stack,
}) => {
  await openPlayer(page, await stack.playerUrl('aula-ao-vivo', '&autoplay=1'));
  await expect.poll(() => media(page), { timeout: 15_000 }).toEqual({ paused: false, muted: true });
  await expect(page.getByRole('button', { name: 'Ativar som' })).toBeVisible();
  // Playing, near the live edge of the seekable window.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const video = document.querySelector('video');
        if (!video || video.seekable.length === 0 || video.currentTime === 0) return null;
        return video.seekable.end(0) - video.currentTime;
      }),
    )
    .toBeLessThan(15);
});

for (const size of SMALLEST_AND_LARGEST) {
  test(`${size.width}×${size.height}: 'Ativar som' pressed from the keyboard hands the focus to the bar's mute button`, async ({
    page,
    stack,
  }) => {
    await page.setViewportSize(size);
    await openPlayer(page, await stack.playerUrl('licao-fotossintese', '&autoplay=1'));
    const unmute = page.getByRole('button', { name: 'Ativar som' });
    await expect(unmute).toBeVisible();
    await unmute.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => media(page)).toEqual({ paused: false, muted: false });
    await expect(unmute).toBeHidden();
    // The control that stands for it, now 'Silenciar', not the page's body a keyboard user would start over from.
    await expect(page.locator('.vjs-control-bar').getByRole('button', { name: 'Silenciar' })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
  });
}
