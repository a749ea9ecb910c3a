// Covers the resolution submenu on a ladder shaped like real masters: 720p listed in HEVC (which Chromium on
// Linux cannot play), in AVC and again in AVC on a mirror URI. Each quality is listed once, 720p stands for
// the AVC variant, and 'Automática' names what plays with the full label. Screenshots at 960 × 540 and 640 × 360.
import {
  clickControl,
  clickPlay,
  currentTime,
  expect,
  openPlayer,
  recordSegmentRenditions,
  screenshot,
  test,
} from './fixtures.ts';

/** The test ladder beside the sample lesson's master, served by the reference API like it. */
const ladderMaster = 'master-real-world-ladder.m3u8';

test('a ladder with an HEVC copy and a mirror of 720p lists each quality once and reads Automática in full', async ({
  page,
  stack,
  pageErrors,
}) => {
  // The item names the lesson's master; the request goes to the test ladder in the same folder instead,
  // with the same signature (it covers the item's whole HLS folder).
  await page.route('**/media/licao-fotossintese/hls/master.m3u8?*', (route) =>
    route.continue({
      url: route
        .request()
        .url()
        .replace(/master\.m3u8\?/, `${ladderMaster}?`),
    }),
  );
  const segments = recordSegmentRenditions(page);
  await openPlayer(page, await stack.playerUrl());
  const hevcPlays = await page.evaluate(() => MediaSource.isTypeSupported('video/mp4; codecs="hvc1.1.6.L93.B0"'));
  expect(hevcPlays, 'this test needs a browser without HEVC, such as Chromium on Linux').toBe(false);
  await clickPlay(page);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(0.5);
  await expect.poll(() => segments.includes('720p'), { timeout: 20_000 }).toBe(true);

  // The menu rebuilds (closed) whenever VHS switches, so its entries are read before it is opened.
  const entries = page.locator('.sp-resolution-button .vjs-menu li.vjs-menu-item');
  await expect(entries).toHaveText([/^Automática \(720p60\)/, '720p60', '480p', '240p'], { timeout: 20_000 });
  // VHS's id of the AVC 720p variant listed first ('<index>-<uri>'): not the HEVC one, not the mirror.
  await expect(entries.nth(1)).toHaveAttribute('data-quality', '1-720p/index.m3u8');

  await clickControl(page, 'Qualidade');
  const menu = page.locator('.sp-resolution-button .vjs-menu');
  await expect(menu.getByRole('menuitemradio')).toHaveText([/^Automática \(720p60\)/, '720p60', '480p', '240p']);
  await screenshot(page, 'quality-menu-ladder');

  // At 640 × 360 VHS may step down to 480p (it limits renditions to the player's size); the entries stay.
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 640, height: 360 });
  await clickControl(page, 'Qualidade');
  await expect(menu.getByRole('menuitemradio')).toHaveText([/^Automática \((720p60|480p)\)/, '720p60', '480p', '240p']);
  await screenshot(page, 'quality-menu-ladder-640');
  expect(pageErrors).toEqual([]);
});
