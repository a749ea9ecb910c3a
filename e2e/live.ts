// Helpers of the live item's browser tests: what its requests look like, playing it, and seeing it play on.
import type { Page } from '@playwright/test';
import { clickPlay, currentTime, expect, openPlayer } from './fixtures.ts';

/** Every request of the live item's stream: its playlists and segments. */
export const LIVE = /\/live\/aula-ao-vivo\//;
/** A segment of any rendition; its number is the first group. */
export const SEGMENT = /\/live\/aula-ao-vivo\/[\w-]+\/(\d+)\.ts/;
/** The media playlists of every rendition. */
export const MEDIA_PLAYLISTS = /\/live\/aula-ao-vivo\/[\w-]+\.m3u8/;
/** The player's message for a video it cannot play. */
export const FAILED = 'Não foi possível reproduzir este vídeo.';

/** Opens the live item and plays it until a few seconds have played; returns the segment numbers asked since. */
export async function playLive(page: Page, url: string): Promise<number[]> {
  const asked: number[] = [];
  page.on('request', (request) => {
    const n = SEGMENT.exec(request.url())?.[1];
    if (n !== undefined) asked.push(Number(n));
  });
  await openPlayer(page, url);
  await clickPlay(page);
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(2);
  return asked;
}

/** The video's time, and the page's clock in seconds when it was read. */
function sample(page: Page): Promise<{ time: number; at: number }> {
  return page.evaluate(() => ({ time: document.querySelector('video')?.currentTime ?? 0, at: performance.now() / 1000 }));
}

/**
 * Playback moves on: within `timeout` ms the video plays more than `seconds` of media, and is not paused. Only the
 * time's steps forward no longer than the clock's count, so a reload's new timeline, a jump to the live edge or over
 * a gap counts for nothing, and a load that takes long (a playlist, the first segments) only takes from the timeout.
 */
export async function playsOn(page: Page, seconds = 3, timeout = 30_000): Promise<void> {
  let played = 0;
  let last = await sample(page);
  const playing = async (): Promise<number> => {
    const now = await sample(page);
    const step = now.time - last.time;
    if (step > 0 && step <= now.at - last.at + 0.25) played += step;
    last = now;
    return played;
  };
  await expect.poll(playing, { timeout, intervals: [250] }).toBeGreaterThan(seconds);
  expect(await page.evaluate(() => document.querySelector('video')?.paused)).toBe(false);
}

/** How far the video stands behind the end of its seekable window (the live edge), in seconds. */
export function secondsBehind(page: Page): Promise<number> {
  return page.evaluate(() => {
    const video = document.querySelector('video');
    return video && video.seekable.length ? video.seekable.end(video.seekable.length - 1) - video.currentTime : 0;
  });
}
