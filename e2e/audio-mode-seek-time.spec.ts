// Covers the time over the progress bar in audio mode, where the frame has no room above the bar: the seek
// preview (one line, no thumbnail) and Video.js's own time tooltips stand in the title's row, inside the frame,
// and the row yields while they show, so the time is never read through the title; the video's preview keeps
// its thumbnail. At 360 × 203, 640 × 360 and 1280 × 720, with screenshots.
import type { Locator, Page } from '@playwright/test';
import { axeViolations, currentTime, expect, openFeature, openPausedPlayer, screenshot, test, wakeControls } from './fixtures.ts';
import { FRAME_SIZES } from './frame-sizes.ts';

/** Each visible time over the progress bar that stands over a visible part of the title's row, as a line. */
const timesOverTitle = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const shows = (element: Element): boolean => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === 'hidden') return false;
      for (let node: Element | null = element; node; node = node.parentElement) {
        if (getComputedStyle(node).opacity === '0') return false;
      }
      return true;
    };
    const meet = (a: DOMRect, b: DOMRect): boolean =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const times = [...document.querySelectorAll('.sp-seek-preview, .vjs-progress-control .vjs-time-tooltip')].filter(shows);
    const row = [...document.querySelectorAll('.sp-title-row > *')].filter(shows);
    return times.flatMap((time) =>
      row
        .filter((part) => meet(time.getBoundingClientRect(), part.getBoundingClientRect()))
        .map((part) => `'${time.textContent}' (${time.className}) over '${part.textContent}'`),
    );
  });

/** Video.js's time tooltips that show. */
const shownTooltips = (page: Page): Locator => page.locator('.vjs-progress-control .vjs-time-tooltip:visible');

/** Moves the pointer over the progress bar, `fraction` of the way along it. */
async function hoverBar(page: Page, fraction: number): Promise<void> {
  const box = await page.locator('.vjs-progress-holder').boundingBox();
  if (!box) throw new Error('no progress bar');
  await page.mouse.move(box.x + box.width * fraction, box.y + box.height / 2, { steps: 3 });
}

for (const size of FRAME_SIZES) {
  const at = `${size.width}x${size.height}`;

  test(`at ${at} in audio mode the time over the progress bar stands in the title's row, which yields to it`, async ({
    page,
    stack,
  }) => {
    await openPausedPlayer(page, await stack.playerUrl(), size);
    const preview = page.locator('.sp-seek-preview');
    // The video's preview first: the thumbnail, the chapter, then the time, above the bar.
    const thumbnails = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/thumbnails.vtt'));
    await hoverBar(page, 0.6);
    await thumbnails;
    await hoverBar(page, 0.61);
    await expect(preview.locator('.sp-seek-thumbnail')).toBeVisible();
    const [thumbnail, chapter, time, bar] = await Promise.all(
      ['.sp-seek-thumbnail', '.sp-seek-chapter', '.sp-seek-time', '.vjs-progress-holder'].map((selector) =>
        page.locator(selector).boundingBox(),
      ),
    );
    expect(chapter!.y).toBeGreaterThanOrEqual(thumbnail!.y + thumbnail!.height);
    expect(time!.y).toBeGreaterThanOrEqual(chapter!.y + chapter!.height);
    expect(time!.y + time!.height).toBeLessThanOrEqual(bar!.y);

    await openFeature(page, 'Audio Player');
    await expect(page.locator('.video-js')).toHaveClass(/vjs-audio-only-mode/);
    const title = page.getByRole('heading', { name: 'Lição 1 · Fotossíntese' });
    await expect(title).toBeVisible();

    // The pointer's preview, from one end of the bar to the other: one line inside the frame, no thumbnail.
    for (const fraction of [0.03, 0.5, 0.97]) {
      await hoverBar(page, fraction);
      await expect(preview).toBeVisible();
      await expect(preview, 'the preview stands inside the frame').toBeInViewport({ ratio: 1 });
      await expect(preview.locator('.sp-seek-thumbnail')).toBeHidden();
      await expect.poll(() => timesOverTitle(page), 'the title yields to the preview').toEqual([]);
    }
    await screenshot(page, `audio-mode-seek-time-${at}`);
    expect(await axeViolations(page)).toEqual([]);

    // The bar took the keyboard's focus and left it with the pointer still over it: the pointer's preview again,
    // Video.js's tooltips still aside (seek-time-tooltips.spec.ts).
    await page.locator('.vjs-progress-holder').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => timesOverTitle(page)).toEqual([]);
    await page.keyboard.press('Tab');
    await expect(preview).toBeVisible();
    await expect(shownTooltips(page)).toHaveCount(0);
    await expect.poll(() => timesOverTitle(page), 'the title yields to the preview').toEqual([]);
    await screenshot(page, `audio-mode-seek-tooltips-${at}`);

    // The pointer away, the title comes back.
    await page.mouse.move(size.width / 2, size.height - 5);
    await expect(preview).toBeHidden();
    await expect(shownTooltips(page)).toHaveCount(0);
    await expect(page.locator('.sp-title-row')).toHaveCSS('opacity', '1');
  });
}

test('in audio mode the preview fetches no thumbnails, which it does not show; back in video it fetches and shows them', async ({
  page,
  stack,
  pageErrors,
}) => {
  const thumbnailRequests: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/\/(thumbnails\.vtt|sprite\.jpg)$/.test(path)) thumbnailRequests.push(path);
  });
  await openPausedPlayer(page, await stack.playerUrl(), { width: 640, height: 360 });
  await openFeature(page, 'Audio Player');
  await expect(page.locator('.video-js')).toHaveClass(/vjs-audio-only-mode/);
  const preview = page.locator('.sp-seek-preview');
  for (const fraction of [0.2, 0.5, 0.8]) {
    await hoverBar(page, fraction);
    await expect(preview).toBeVisible();
  }
  await page.locator('.vjs-progress-holder').focus();
  await page.keyboard.press('ArrowRight');
  expect(thumbnailRequests, 'no thumbnail asked for in audio mode').toEqual([]);

  await page.mouse.move(320, 20);
  await openFeature(page, 'Audio Player');
  await expect(page.locator('.video-js')).not.toHaveClass(/vjs-audio-only-mode/);
  await wakeControls(page);
  await hoverBar(page, 0.5);
  await expect.poll(() => thumbnailRequests.some((path) => path.endsWith('/thumbnails.vtt'))).toBe(true);
  await hoverBar(page, 0.51);
  await expect(preview.locator('.sp-seek-thumbnail')).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true });

  test('in audio mode a tap on the progress bar seeks there, and the title stays with the :hover the tap leaves', async ({
    page,
    stack,
  }) => {
    await openPausedPlayer(page, await stack.playerUrl(), { width: 640, height: 360 });
    expect(await page.evaluate(() => matchMedia('(hover: hover)').matches), 'a screen without hover').toBe(false);
    await openFeature(page, 'Audio Player');
    await expect(page.locator('.video-js')).toHaveClass(/vjs-audio-only-mode/);
    const bar = page.locator('.vjs-progress-holder');
    const box = await bar.boundingBox();
    if (!box) throw new Error('no progress bar');
    await bar.tap({ position: { x: box.width / 2, y: box.height / 2 } });
    await expect.poll(() => currentTime(page), 'the tap seeks').toBeGreaterThan(30);
    await expect(page.locator('.sp-title-row')).toHaveCSS('opacity', '1');
    // A phone keeps :hover on the element last tapped, where no time shows; Playwright's tap leaves none, so the
    // state is forced as Chromium's DevTools force it.
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('DOM.enable');
    await devtools.send('CSS.enable');
    const { root } = await devtools.send('DOM.getDocument');
    const { nodeId } = await devtools.send('DOM.querySelector', { nodeId: root.nodeId, selector: '.vjs-progress-control' });
    await devtools.send('CSS.forcePseudoState', { nodeId, forcedPseudoClasses: ['hover'] });
    expect(await page.locator('.vjs-progress-control').evaluate((element) => element.matches(':hover'))).toBe(true);
    // Without the fade's transition, the opacity read is the one that holds.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await page.locator('.sp-title-row').evaluate((row) => getComputedStyle(row).opacity), 'the title stays').toBe('1');
    await expect(page.getByRole('heading', { name: 'Lição 1 · Fotossíntese' })).toBeVisible();
  });
});
