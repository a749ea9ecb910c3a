// Covers the viewer's preferences: volume, muted, playback rate, captions language and audio mode, set on
// one video, hold on the next video the viewer opens, through the widget's storage; captions on stay on in a video
// that lacks their language.
import type { Page } from '@playwright/test';
import { clickControl, clickPlay, expect, openPlayer, readStored, test } from './fixtures.ts';
import { fetchRoute } from './route-fetch.ts';

/** The media element's state, and the captions Video.js shows (its own text tracks, on the player's element). */
const playerState = (page: Page) =>
  page.evaluate(() => {
    const video = document.querySelector('video');
    const player = (document.querySelector('.video-js') as (Element & { player?: { textTracks(): ArrayLike<TextTrack> } }) | null)
      ?.player;
    const tracks = Array.from(player?.textTracks() ?? []).filter((track) => track.kind === 'captions');
    return {
      volume: Math.round((video?.volume ?? 0) * 100) / 100,
      muted: video?.muted,
      rate: video?.playbackRate,
      captions: tracks.find((track) => track.mode === 'showing')?.language ?? null,
    };
  });

test('volume, mute, rate, captions and audio mode set on one video hold on the next one', async ({ page, stack }) => {
  await openPlayer(page, await stack.playerUrl('licao-fotossintese'));
  await clickPlay(page);
  const video = page.locator('.video-js');
  await video.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('>');
  await page.keyboard.press('c');
  await page.keyboard.press('m');
  await expect.poll(() => playerState(page)).toEqual({ volume: 0.9, muted: true, rate: 1.25, captions: 'pt' });
  await clickControl(page, 'Audio Player');
  await expect(page.getByRole('button', { name: 'Audio Player' })).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => JSON.parse(await readStored(page, 'sphere_preferences')) as unknown)
    .toEqual({ volume: 0.9, muted: true, playbackRate: 1.25, captions: 'pt', audioMode: true });

  await openPlayer(page, await stack.playerUrl('seguranca-senhas'));
  await expect(page.getByRole('heading', { name: 'Segurança · Senhas fortes' })).toBeVisible();
  await expect(page.locator('.player-page')).toHaveClass(/sp-audio-mode/);
  await expect.poll(() => playerState(page)).toEqual({ volume: 0.9, muted: true, rate: 1.25, captions: 'pt' });

  // The viewer turns audio mode and captions off: that holds too.
  await clickControl(page, 'Audio Player');
  await page.locator('.video-js').focus();
  await page.keyboard.press('c');
  await expect
    .poll(async () => JSON.parse(await readStored(page, 'sphere_preferences')) as unknown)
    .toMatchObject({ captions: null, audioMode: false });
  await openPlayer(page, await stack.playerUrl('licao-fotossintese'));
  await expect(page.locator('.player-page')).not.toHaveClass(/sp-audio-mode/);
  await expect.poll(() => playerState(page)).toEqual({ volume: 0.9, muted: true, rate: 1.25, captions: null });
});

test('captions on, remembered in a language the next video lacks, come on there in its first track', async ({ page, stack }) => {
  // An earlier video whose captions are in French: the viewer turns them on.
  await page.route(/\/api\/player\?/, async (route) => {
    const response = await fetchRoute(route);
    const body = (await response.json()) as { Item: { legendas: { srclang: string; label: string }[] } };
    for (const captions of body.Item.legendas) Object.assign(captions, { srclang: 'fr', label: 'Français' });
    await route.fulfill({ response, json: body });
  });
  await openPlayer(page, await stack.playerUrl('licao-fotossintese'));
  await clickPlay(page);
  await page.locator('.video-js').focus();
  await page.keyboard.press('c');
  await expect
    .poll(async () => JSON.parse(await readStored(page, 'sphere_preferences')) as unknown)
    .toMatchObject({ captions: 'fr' });

  await page.unrouteAll({ behavior: 'wait' });
  await openPlayer(page, await stack.playerUrl('licao-fotossintese'));
  await expect.poll(() => playerState(page)).toMatchObject({ captions: 'pt' });
  expect(await readStored(page, 'sphere_preferences'), 'the remembered language stays French').toContain('"captions":"fr"');
});
