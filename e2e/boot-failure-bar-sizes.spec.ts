// The first player's bar while the app's code has failed to load (boot's failure bar over the top, the video going
// on): its layout is the one for the frame's width at every size a page gives it and after every resize between them
// (two rows up to 639 px, one row above; the chapter's title only where it fits), with no control overlapping another
// or under the failure bar, and nothing past the frame's edges. Its styles come with the player's code, not the app's.
import type { Page } from '@playwright/test';
import { currentTime, expect, screenshot, test, wakeControls } from './fixtures.ts';
import { controlBoxes, overflowingX, overlapping, undersized } from './layout-checks.ts';
import { FRAME_SIZES } from './frame-sizes.ts';

type Size = (typeof FRAME_SIZES)[number];

const player = (page: Page) => page.locator('.sp-first-player .video-js');

/** Whether the player's `vjs-layout-*` class is the one its breakpoints give its width (Video.js sets it after a resize). */
const layoutSettled = (page: Page): Promise<boolean> =>
  player(page).evaluate((element) => {
    const breakpoints = (element as HTMLElement & { player: { breakpoints(): Record<string, number> } }).player.breakpoints();
    const width = element.getBoundingClientRect().width;
    const [name] = Object.entries(breakpoints).find(([, max]) => width <= max) ?? ['huge'];
    return element.classList.contains(`vjs-layout-${{ xsmall: 'x-small', xlarge: 'x-large' }[name] ?? name}`);
  });

/** The progress bar's row against the play button's, and what the bar's text labels (the chapter's title) cover. */
const barShape = (page: Page) =>
  page.locator('.vjs-control-bar').evaluate((bar) => {
    const box = (selector: string) => bar.querySelector(selector)?.getBoundingClientRect();
    const [progress, play] = [box('.vjs-progress-control'), box('.vjs-play-control')];
    const controls = [...bar.querySelectorAll<HTMLElement>(':scope > .vjs-control, :scope > .vjs-menu-button')].filter(
      (control) => control.getClientRects().length > 0,
    );
    const covered = [...bar.querySelectorAll<HTMLElement>('.sp-chapter-title')]
      .filter((label) => label.getClientRects().length > 0)
      .flatMap((label) => {
        const text = label.getBoundingClientRect();
        return controls
          .filter((control) => !control.contains(label))
          .filter((control) => {
            const other = control.getBoundingClientRect();
            const across = (a: [number, number], b: [number, number]) => Math.min(a[1], b[1]) - Math.max(a[0], b[0]) > 1;
            return (
              across([text.left, text.right], [other.left, other.right]) &&
              across([text.top, text.bottom], [other.top, other.bottom])
            );
          })
          .map((control) => `${label.textContent ?? ''} × ${control.className.split(' ')[0] ?? ''}`);
      });
    return { twoRows: !!progress && !!play && progress.bottom <= play.top + 1, covered };
  });

async function checkBar(page: Page, size: Size, label: string): Promise<void> {
  await expect.poll(() => layoutSettled(page), `${label}: the layout class for the width`).toBe(true);
  await wakeControls(page);
  const shape = await barShape(page);
  expect(shape.twoRows, `${label}: two rows up to 639 px, one above`).toBe(size.width <= 639);
  expect(shape.covered, `${label}: the chapter's title over another control`).toEqual([]);
  const bar = page.locator('.vjs-control-bar');
  const retry = await controlBoxes(page.locator('#boot-failure'));
  expect(overlapping([...(await controlBoxes(bar)), ...retry]), `${label}: overlapping controls`).toEqual([]);
  expect(undersized(retry), `${label}: the retry button under 24 px`).toEqual([]);
  expect(await overflowingX(page), `${label}: past the frame's edges`).toEqual([]);
  const [failure, controls] = [await page.locator('#boot-failure').boundingBox(), await bar.boundingBox()];
  expect(failure && controls && failure.y + failure.height <= controls.y, `${label}: the failure bar above the controls`).toBe(
    true,
  );
  await screenshot(page, `boot-failure-bar-${label}`);
}

for (const start of FRAME_SIZES) {
  test(`the bar under a failed app’s code fits ${start.width} × ${start.height}, and each size it is resized to`, async ({
    page,
    stack,
  }) => {
    test.setTimeout(60_000);
    await page.route(/\/assets\/mount-app-[\w-]+\.js$/, (route) => route.fulfill({ status: 502, body: 'Bad Gateway' }));
    await page.setViewportSize(start);
    await page.goto(await stack.playerUrl());
    await expect(page.locator('#boot-failure')).toHaveClass(/boot-error-bar/, { timeout: 20_000 });
    await player(page).locator('.vjs-big-play-button').click();
    await expect.poll(() => currentTime(page)).toBeGreaterThan(0.3);
    // Paused, the bar stays up; the later controls (the chapters, the menus, the features) have joined it.
    await player(page).evaluate((element) => element.querySelector('video')?.pause());
    await expect(page.locator('.vjs-control-bar > .vjs-playback-rate')).toHaveCount(1);
    await checkBar(page, start, `${start.width}`);
    for (const size of [...FRAME_SIZES.filter((other) => other !== start), start]) {
      await page.setViewportSize(size);
      await checkBar(page, size, `${start.width}-to-${size.width}`);
    }
  });
}
