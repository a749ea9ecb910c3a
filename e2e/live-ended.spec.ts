// Covers a live broadcast that ends: its playlists close (EXT-X-ENDLIST, as a packager writes when the encoder stops
// for good). The player plays what is left of the live window, the live controls go, and at the end the viewer is
// told, once, that the broadcast ended, with the last moments there to play again; no error, axe clean. An encoder
// that stops without closing them (its playlists stop moving) is no end: after the stall and one reload, the message
// with a retry, which plays once the stream is back.
import type { Page, Route } from '@playwright/test';
import { axeViolations, clickPlay, expect, screenshot, test } from './fixtures.ts';
import { fetchRoute } from './route-fetch.ts';
import { FAILED, MEDIA_PLAYLISTS, playLive, playsOn, SEGMENT } from './live.ts';

const ENDED = 'A transmissão ao vivo terminou.';

/** The address of `file` beside `url` in the live stream's folder (its signature covers the folder). */
const beside = (url: string, file: string): string => {
  const address = new URL(url);
  address.pathname = address.pathname.replace(/[^/]+$/, file);
  return address.href;
};

/**
 * From now on the stream stops: every rendition's media playlist is the one it has now, with `ending` after it. They
 * stop at one window, as a packager stops them all at once: the first playlist asked for after this freezes every
 * rendition's (a rendition frozen later, as the stream switched to it, would list segments the others never had). Its
 * segments stay as a packager keeps them: each is fetched as its playlist freezes and served from then on (the
 * reference stream serves one only while its live window is near).
 */
async function stopTheStream(page: Page, ending: string): Promise<void> {
  let frozen: Promise<Map<string, string>> | null = null;
  const kept = new Map<string, Promise<Buffer>>();
  const freeze = async (route: Route): Promise<Map<string, string>> => {
    const url = route.request().url();
    const text = async (file: string): Promise<string> => (await fetchRoute(route, { url: beside(url, file) })).text();
    const names = [...(await text('master.m3u8')).matchAll(/([\w-]+)\.m3u8/g)].map(([, name]) => name!);
    // The renditions' windows move together every 2 s: asked for at once, they stand at one (or at two, a slot apart).
    for (let attempt = 0; attempt < 5; attempt++) {
      const playlists = await Promise.all(names.map(async (name) => [name, await text(`${name}.m3u8`)] as const));
      const sequences = new Set(playlists.map(([, playlist]) => /#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(playlist)?.[1]));
      if (sequences.size !== 1) continue;
      const segments = playlists.flatMap(([name, playlist]) =>
        playlist
          .split('\n')
          .filter((line) => line && !line.startsWith('#'))
          .map((line) => new URL(line, beside(url, `${name}.m3u8`))),
      );
      for (const segment of segments)
        kept.set(
          segment.pathname,
          page.request.get(segment.href).then((response) => response.body()),
        );
      return new Map(playlists.map(([name, playlist]) => [`${name}.m3u8`, `${playlist}${ending}`]));
    }
    throw new Error("the renditions' playlists never stood at one window");
  };
  await page.route(MEDIA_PLAYLISTS, async (route) => {
    frozen ??= freeze(route);
    const body = (await frozen).get(new URL(route.request().url()).pathname.split('/').at(-1)!);
    if (body === undefined) return route.continue();
    return route.fulfill({ status: 200, contentType: 'application/vnd.apple.mpegurl', body });
  });
  await page.route(SEGMENT, async (route) => {
    const body = kept.get(new URL(route.request().url()).pathname);
    if (body === undefined) return route.continue();
    return route.fulfill({ status: 200, contentType: 'video/mp2t', body: await body });
  });
}

test('a live broadcast that ends plays to its end and the viewer is told it ended', async ({ page, stack }) => {
  test.setTimeout(90_000);
  await playLive(page, await stack.playerUrl('aula-ao-vivo'));
  await expect(page.getByRole('button', { name: 'Reproduzindo ao vivo' })).toBeVisible();
  // The broadcast is over: each rendition's playlist closes where it stands.
  await stopTheStream(page, '#EXT-X-ENDLIST\n');
  // What is left of the window plays on demand: the live button goes, the time left shows.
  await expect(page.getByRole('button', { name: /ao vivo/ })).toBeHidden({ timeout: 20_000 });
  await expect(page.locator('.video-js')).not.toHaveClass(/vjs-liveui/);
  await expect(page.getByText(ENDED)).toHaveCount(0);

  await expect(page.locator('.video-js')).toHaveClass(/vjs-ended/, { timeout: 45_000 });
  const toast = page.getByRole('status').filter({ hasText: ENDED });
  await expect(toast).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Tocar novamente' })).toBeVisible();
  await expect(page.getByText(FAILED)).toHaveCount(0);
  await screenshot(page, 'live-ended');
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 203 });
  await screenshot(page, 'live-ended-360');
  expect(await axeViolations(page)).toEqual([]);

  // The viewer closes the word, and the last moments play again (told once: src/player/live-ended.test.ts).
  await toast.getByRole('button', { name: 'Fechar' }).click();
  await expect(page.getByText(ENDED)).toHaveCount(0);
  await page.getByRole('button', { name: 'Tocar novamente' }).click();
  await expect(page.locator('.video-js')).not.toHaveClass(/vjs-ended/);
  await playsOn(page, 2);
  await expect(page.getByText(FAILED)).toHaveCount(0);
});

test('a live encoder that stops without closing its playlists ends in the message, with a retry that plays once it is back', async ({
  page,
  stack,
}) => {
  test.setTimeout(180_000);
  await playLive(page, await stack.playerUrl('aula-ao-vivo'));
  await stopTheStream(page, '');
  // The spinner while the player waits at the frozen edge, then the stall (20 s), one reload, the stall again.
  await expect(page.locator('.video-js.vjs-waiting')).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByText(FAILED)).toBeVisible({ timeout: 120_000 });
  await expect(page.getByText(ENDED)).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  // The encoder is back: the retry plays the stream from its live edge.
  await page.unroute(MEDIA_PLAYLISTS);
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.locator('.video-js')).toHaveCount(1);
  await clickPlay(page);
  await playsOn(page);
  await expect(page.getByText(FAILED)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reproduzindo ao vivo' })).toBeAttached();
});
