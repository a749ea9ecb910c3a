// Covers the sample media: Debian's Chromium plays every file the reference API serves, the progressive
// MP4s and the MP3 natively, and each HLS rendition through the widget's quality menu.
import { clickControl, clickPlay, recordSegmentRenditions, currentTime, expect, openPlayer, test } from './fixtures.ts';

for (const file of [
  'licao-fotossintese/processed.mp4',
  'licao-fotossintese/original.mp4',
  'licao-fotossintese/audio.mp3',
  'seguranca-senhas/original.mp4',
]) {
  test(`Chromium plays ${file}`, async ({ page, stack }) => {
    await page.goto(`${stack.widget.url}/assets/data/config.json`);
    await page.setContent(`<video src="${stack.api.url}/media/${file}" muted autoplay></video>`);
    await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(1);
  });
}

test('each HLS rendition plays in the widget', async ({ page, stack }) => {
  const segments = recordSegmentRenditions(page);
  await openPlayer(page, await stack.playerUrl());
  await clickPlay(page);
  for (const rendition of ['240p', '480p', '720p']) {
    const before = segments.length;
    const start = await currentTime(page);
    await clickControl(page, 'Qualidade');
    await page.locator(`.sp-resolution-button li[data-quality*="${rendition}/"]`).click();
    await expect.poll(() => segments.slice(before).includes(rendition), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(start + 1);
  }
});
