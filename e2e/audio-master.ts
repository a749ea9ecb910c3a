// The test master with alternate audio (examples/reference-api/media/licao-fotossintese/hls/master-audio-tracks.m3u8),
// served in place of the lesson's, for the specs of audio renditions: the audio-track menu, audio mode, Download,
// the learner's languages.
import type { Page } from '@playwright/test';
import { fetchRoute } from './route-fetch.ts';

/** The renditions' names in the test master, the default first. */
export const RENDITIONS = ['Português', 'English', 'Português (audiodescrição)'];

const lessonMaster = '**/media/licao-fotossintese/hls/master.m3u8?*';

/**
 * The item names the lesson's master; its request goes to the test master in the same folder instead, with the
 * same signature (it covers the item's whole HLS folder). With `rename`, renditions are served under other names.
 */
export async function serveAudioMaster(page: Page, rename: Record<string, string> = {}): Promise<void> {
  await page.route(lessonMaster, async (route) => {
    const url = route
      .request()
      .url()
      .replace(/master\.m3u8\?/, 'master-audio-tracks.m3u8?');
    if (Object.keys(rename).length === 0) return route.continue({ url });
    const response = await fetchRoute(route, { url });
    let body = await response.text();
    for (const [name, other] of Object.entries(rename)) body = body.replace(`NAME="${name}"`, `NAME="${other}"`);
    await route.fulfill({ response, body });
  });
}

/**
 * Records, in order, each audio request the page makes: 'playlist:<track>' or 'segment' (track '' = default). With
 * `playerOnly`, only the player's (VHS's XHRs), without boot's prefetch of the default rendition (its reads, its preloads).
 */
export function recordAudioRequests(page: Page, { playerOnly = false } = {}): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (playerOnly && request.resourceType() !== 'xhr') return;
    const url = new URL(request.url());
    if (url.pathname.endsWith('/hls/audio/index.m3u8')) requests.push(`playlist:${url.searchParams.get('track') ?? ''}`);
    else if (/\/hls\/audio\/seg_\d+\.ts$/.test(url.pathname)) requests.push('segment');
  });
  return requests;
}

/**
 * Serves each rendition's audio playlist with its segments marked by the rendition (`&rendition=en`, `default` for
 * the default's), since the renditions share their segments' files; in boot's own read of it (its prefetch's, a
 * fetch), by boot too (`&by=boot`). VHS, which reads the playlist itself or takes over its preload, never takes over
 * the segments boot preloads: each one VHS asks for goes out, and is seen.
 */
export async function markAudioSegments(page: Page): Promise<void> {
  await page.route('**/hls/audio/index.m3u8?*', async (route) => {
    const response = await fetchRoute(route);
    const rendition = new URL(route.request().url()).searchParams.get('track') ?? 'default';
    const mark = `&rendition=${rendition}${route.request().resourceType() === 'fetch' ? '&by=boot' : ''}`;
    const body = (await response.text()).replace(/^(seg_\d+\.ts\?.*)$/gm, `$1${mark}`);
    await route.fulfill({ response, body });
  });
}

/** Records each audio segment the page asks for, as markAudioSegments marks it: its rendition, and whether boot or VHS asked. */
export function recordAudioSegments(page: Page): { rendition: string; by: 'player' | 'boot' }[] {
  const segments: { rendition: string; by: 'player' | 'boot' }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!/\/hls\/audio\/seg_\d+\.ts$/.test(url.pathname)) return;
    segments.push({ rendition: url.searchParams.get('rendition') ?? '?', by: url.searchParams.has('by') ? 'boot' : 'player' });
  });
  return segments;
}
