// Covers the sample media: Debian's Chromium plays every file the reference API serves, the progressive
// MP4s and the MP3 natively (through the item's signed URLs, with byte ranges), and each HLS rendition
// through the widget's quality menu.
import type { PlayerItem } from '../src/services/api-contract.ts';
import type { Stack } from '../examples/servers/stack.ts';
import { clickControl, clickPlay, recordSegmentRenditions, currentTime, expect, openPlayer, test } from './fixtures.ts';

/** The item as the widget gets it, with its media URLs signed for the viewer. */
async function itemOf(stack: Stack, video: string): Promise<PlayerItem> {
  const token = await stack.token(video);
  const response = await fetch(`${stack.api.url}/api/player?token=${token}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: token, 'Ocp-Apim-Subscription-Key': stack.options.apiKey },
    body: '{}',
  });
  return ((await response.json()) as { Item: PlayerItem }).Item;
}

for (const [video, field] of [
  ['licao-fotossintese', 'urlProgressivo'],
  ['licao-fotossintese', 'urlOriginal'],
  ['licao-fotossintese', 'urlMp3'],
  ['seguranca-senhas', 'urlOriginal'],
] as const) {
  test(`Chromium plays the ${field} of ${video}`, async ({ page, stack }) => {
    const src = (await itemOf(stack, video))[field] ?? '';
    expect(src).toMatch(/[?&]sig=/);
    await page.goto(`${stack.widget.url}/assets/data/config.json`);
    await page.setContent(`<video src="${src.replaceAll('&', '&amp;')}" muted autoplay></video>`);
    await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(1);
  });
}

test('a media file without its signature does not play', async ({ page, stack }) => {
  const src = ((await itemOf(stack, 'licao-fotossintese')).urlProgressivo ?? '').replace(/\?.*$/, '');
  expect((await fetch(src)).status).toBe(403);
  await page.goto(`${stack.widget.url}/assets/data/config.json`);
  await page.setContent(`<video src="${src}" muted autoplay></video>`);
  // MEDIA_ERR_SRC_NOT_SUPPORTED: the browser got no media to play.
  await expect.poll(() => page.evaluate(() => document.querySelector('video')?.error?.code)).toBe(4);
  expect(await currentTime(page)).toBe(0);
});

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
