// Forced colours (Windows' contrast themes): every icon of the bar and the overflow menu is painted in the theme's
// text colour, not its background's, a pressed one in Highlight; the progress and volume bars show the played
// part apart from the track and draw no hit-area lines. Chromium's computed styles carry the forced colours.
import type { Page } from '@playwright/test';
import { expect, openFeature, openPausedPlayer, pressLike, screenshot, test, wakeControls } from './fixtures.ts';

/** Icons drawn as masks whose paint is the same colour as the text of their control, as 'class: paint vs text'. */
function iconsNotInTextColour(page: Page, scope: string): Promise<string[]> {
  return page.locator(scope).evaluate((root) =>
    [
      ...root.querySelectorAll<HTMLElement>(
        '.sp-feature-button:not(.sp-pressed) .vjs-icon-placeholder, .sp-overflow-button > button .vjs-icon-placeholder, .sp-overflow-button .vjs-menu-item',
      ),
    ]
      .filter((node) => node.getClientRects().length > 0)
      .map((node) => ({ node, paint: getComputedStyle(node, '::before').backgroundColor, text: getComputedStyle(node).color }))
      .filter(({ paint, text }) => paint !== text)
      .map(({ node, paint, text }) => `${node.closest('[class*="sp-"]')?.className ?? node.className}: ${paint} vs ${text}`),
  );
}

function trackColours(page: Page, track: string, played: string) {
  return page.evaluate(
    ([trackSelector, playedSelector]) => {
      const style = (selector: string) => getComputedStyle(document.querySelector(`.vjs-control-bar ${selector}`) as Element);
      return {
        track: style(trackSelector).backgroundColor,
        played: style(playedSelector).backgroundColor,
        border: style(trackSelector).borderTopColor,
      };
    },
    [track, played] as const,
  );
}

test.use({ forcedColors: 'active' });

test('at 1280 × 720 in forced colours the bar icons are in the text colour, a pressed one in Highlight, and the progress shows what has played', async ({
  page,
  stack,
}) => {
  await openPausedPlayer(page, await stack.playerUrl(), { width: 1280, height: 720 });
  await wakeControls(page);
  await expect(page.locator('.vjs-control-bar .sp-feature-button:visible')).not.toHaveCount(0);
  expect(await iconsNotInTextColour(page, '.vjs-control-bar')).toEqual([]);
  for (const [track, played] of [
    ['.vjs-progress-holder', '.vjs-play-progress'],
    ['.vjs-volume-bar', '.vjs-volume-level'],
  ] as const) {
    const colours = await trackColours(page, track, played);
    expect(colours.played, `${track}: the played part stands apart from the track`).not.toBe(colours.track);
    expect(colours.border, `${track}: no hit-area lines drawn`).toBe('rgba(0, 0, 0, 0)');
  }
  await pressLike(page, /^Gostei/);
  const like = page.locator('.vjs-control-bar .sp-feature-button.sp-icon-like');
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  const pressed = await like.locator('.vjs-icon-placeholder').evaluate((node) => ({
    paint: getComputedStyle(node, '::before').backgroundColor,
    text: getComputedStyle(node).color,
  }));
  expect(pressed.paint, 'a pressed icon is painted in Highlight, apart from the others').not.toBe(pressed.text);
  await screenshot(page, 'forced-colors-1280');
});

test('at 640 × 360 in forced colours the overflow menu and its entries show their icons', async ({ page, stack }) => {
  await openPausedPlayer(page, await stack.playerUrl(), { width: 640, height: 360 });
  await wakeControls(page);
  await page.locator('.vjs-control-bar').getByRole('button', { name: 'Mais opções' }).click();
  await expect(page.locator('.sp-overflow-button .vjs-menu')).toHaveClass(/vjs-lock-showing/);
  expect(await iconsNotInTextColour(page, '.vjs-control-bar')).toEqual([]);
  await screenshot(page, 'forced-colors-640-overflow');
  await page.keyboard.press('Escape');
  // A panel opened from it is still reached the usual way.
  await openFeature(page, 'Resumo');
  await expect(page.getByRole('dialog', { name: 'Resumo' })).toBeVisible();
});
