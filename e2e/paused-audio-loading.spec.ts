// Covers loading while the viewer has paused, with the lesson's audio a rendition of its own (every sample item):
// an adaptive switch then must not leave the audio behind. VHS stops the audio loader on every switch and
// restarts it only while playing, so the video loaded to the end while the audio (and so the buffered range, which
// is both) stayed where it was until the viewer pressed play (keep-audio-loading.ts).
import type { Page, Route } from '@playwright/test';
import { clickPlay, currentTime, expect, openPlayer, test } from './fixtures.ts';

/** Seconds of the lesson not yet buffered past the last buffered range's end. */
const unbuffered = (page: Page): Promise<number> =>
  page.locator('video').evaluate((video: HTMLVideoElement) => {
    const { buffered } = video;
    return video.duration - (buffered.length ? buffered.end(buffered.length - 1) : 0);
  });

const delayed = (route: Route, ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, ms)).then(() => route.continue());

/** The renditions (240p, 480p, 720p) of the video segments requested from now on. */
function videoRenditions(page: Page): string[] {
  const renditions: string[] = [];
  page.on('request', (request) => {
    const match = /\/hls\/(\d+p)\/seg_\d+\.ts$/.exec(new URL(request.url()).pathname);
    if (match?.[1]) renditions.push(match[1]);
  });
  return renditions;
}

/** Plays past 0.3 s and pauses, as a viewer who starts the lesson and stops to let it load. */
async function playAndPause(page: Page): Promise<void> {
  await clickPlay(page);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(0.3);
  await page.locator('video').evaluate((video: HTMLVideoElement) => video.pause());
}

/**
 * From now on VHS's adaptive choice (its documented `selectPlaylist`, asked before each segment) is a rendition other
 * than the one playing: a switch of its own, as a slow network's or a busy machine's answers make it do.
 */
async function switchAdaptively(page: Page): Promise<void> {
  await page.locator('.video-js').evaluate((element) => {
    interface Playlist {
      uri: string;
    }
    const player = (element as unknown as { player: { tech(safety: boolean): { vhs: unknown } } }).player;
    const vhs = player.tech(true).vhs as {
      playlists: { main: { playlists: Playlist[] }; media(): Playlist };
      selectPlaylist: () => Playlist;
    };
    const playing = vhs.playlists.media().uri;
    const other = vhs.playlists.main.playlists.find((playlist) => playlist.uri !== playing);
    if (!other) throw new Error('one rendition only');
    vhs.selectPlaylist = () => other;
  });
}

test('paused, the audio loads to the end across an adaptive switch', async ({ page, stack }) => {
  test.slow();
  const renditions = videoRenditions(page);
  // The audio's segments answer in 400 ms, so it is still loading when the switch comes; the video's in 300 ms, so
  // some are still to load once paused, and the switch comes with the next.
  await page.route(/\/hls\/audio\/seg_\d+\.ts\?/, (route) => delayed(route, 400));
  await page.route(/\/hls\/\d+p\/seg_\d+\.ts\?/, (route) => delayed(route, 300));
  await openPlayer(page, await stack.playerUrl('seguranca-senhas'));
  await playAndPause(page);
  const before = renditions.length;
  await switchAdaptively(page);

  await expect.poll(() => unbuffered(page), { timeout: 30_000 }).toBeLessThan(0.5);
  expect(new Set(renditions.slice(before - 1)).size, 'VHS switched rendition while paused').toBeGreaterThan(1);
});
