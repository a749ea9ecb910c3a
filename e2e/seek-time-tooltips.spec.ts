// Covers the time over the progress bar after the keyboard leaves it: the bar focused from the keyboard, then Tab
// away with the pointer still over the bar, shows one time (the pointer's), never Video.js's two time tooltips (the
// playhead's and the pointer's) over each other; and in audio mode that time stands out from the dark row it is
// in (its box at least 3:1 against the row, its text at least 4.5:1 against its box). At 360 × 203, 640 × 360 and
// 1280 × 720, in video and in audio mode, with screenshots.
import type { Page } from '@playwright/test';
import { expect, openFeature, openPausedPlayer, screenshot, test } from './fixtures.ts';
import { FRAME_SIZES } from './frame-sizes.ts';

interface ShownTime {
  text: string;
  className: string;
  box: { left: number; top: number; right: number; bottom: number };
  /** Contrast of its box against what it stands on (the audio row), and of its text against its box. */
  boxContrast: number;
  textContrast: number;
}

/** The times over the progress bar that show (the seek preview, Video.js's tooltips), with their boxes and contrast. */
const shownTimes = (page: Page): Promise<ShownTime[]> =>
  page.evaluate(() => {
    const rgba = (colour: string): number[] => {
      const [r = 0, g = 0, b = 0, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
      return colour.startsWith('rgba') || colour.includes('/') ? [r, g, b, a] : [r, g, b, 1];
    };
    const over = (top: number[], under: number[]): number[] =>
      [0, 1, 2].map((i) => top[i]! * top[3]! + under[i]! * (1 - top[3]!)).concat(1);
    const luminance = (c: number[]): number => {
      const [r, g, b] = c.slice(0, 3).map((v) => {
        const s = v / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const contrast = (a: number[], b: number[]): number => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return Math.round(((hi! + 0.05) / (lo! + 0.05)) * 100) / 100;
    };
    const shows = (element: Element): boolean => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    };
    // What the time stands on: the audio row's background, else the frame's black (letterboxed video).
    const page = document.querySelector('.player-page.sp-audio-mode');
    const ground = page ? rgba(getComputedStyle(page).backgroundColor) : [0, 0, 0, 1];
    return [...document.querySelectorAll('.sp-seek-preview, .vjs-progress-control .vjs-time-tooltip')]
      .filter(shows)
      .map((time) => {
        const style = getComputedStyle(time);
        const fill = over(rgba(style.backgroundColor), ground);
        const { left, top, right, bottom } = time.getBoundingClientRect();
        return {
          text: (time as HTMLElement).innerText.trim(),
          className: time.className,
          box: { left, top, right, bottom },
          boxContrast: contrast(fill, ground),
          textContrast: contrast(over(rgba(style.color), fill), fill),
        };
      });
  });

/** Moves the pointer over the progress bar, `fraction` of the way along it. */
async function hoverBar(page: Page, fraction: number): Promise<void> {
  const box = await page.locator('.vjs-progress-holder').boundingBox();
  if (!box) throw new Error('no progress bar');
  await page.mouse.move(box.x + box.width * fraction, box.y + box.height / 2, { steps: 3 });
}

for (const mode of ['video', 'audio'] as const) {
  for (const size of FRAME_SIZES) {
    const at = `${size.width}x${size.height}`;

    test(`at ${at} in ${mode} mode the pointer's time is the one time shown after Tab leaves the progress bar`, async ({
      page,
      stack,
    }) => {
      await openPausedPlayer(page, await stack.playerUrl(), size);
      if (mode === 'audio') {
        await openFeature(page, 'Audio Player');
        await expect(page.locator('.video-js')).toHaveClass(/vjs-audio-only-mode/);
      }
      // The playhead near the middle (once the source, the MP3 in audio mode, knows its length), the pointer just past
      // it: where two times would meet.
      const video = page.locator('.video-js video');
      await expect.poll(() => video.evaluate((node: HTMLVideoElement) => Number.isFinite(node.duration))).toBe(true);
      await video.evaluate((node: HTMLVideoElement) => {
        node.currentTime = node.duration / 2;
      });
      await hoverBar(page, 0.5);
      await hoverBar(page, 0.53);
      await expect(page.locator('.sp-seek-preview')).toBeVisible();

      // The keyboard takes the bar (the preview moves to the playhead), then leaves it; the pointer has stayed.
      await page.locator('.vjs-progress-holder').focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Tab');
      await expect(page.locator('.vjs-progress-holder')).not.toBeFocused();
      const times = await shownTimes(page);
      await screenshot(page, `seek-time-after-tab-${mode}-${at}`);
      await page.screenshot({ path: `.scratch/seek-time-after-tab-${mode}-${at}.png` });
      expect(
        times.map((time) => `${time.text} (${time.className})`),
        'one time shows',
      ).toHaveLength(1);
      const [time] = times;
      expect(time!.textContrast, 'its text against its box').toBeGreaterThanOrEqual(4.5);
      if (mode === 'audio') expect(time!.boxContrast, 'its box against the audio row').toBeGreaterThanOrEqual(3);

      // The pointer away: no time.
      await page.mouse.move(size.width / 2, size.height - 2);
      await expect.poll(async () => (await shownTimes(page)).length).toBe(0);
    });
  }
}
