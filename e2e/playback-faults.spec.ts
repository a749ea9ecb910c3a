// Covers media the browser cannot play, against the real stack's media (docs/reliability.md, Playback): a
// corrupt segment among good ones is skipped by VHS; segments that are all corrupt, or a playlist whose
// codecs this browser cannot decode, end after at most one reload in the panel that says why, without a
// retry that cannot help, and the host hears `error {code: 'playback'}`; a reload that brings nothing back
// ends in the panel with a retry, never in a still player or 'Carregando' for good; truncated segments stall,
// are reloaded once where they were, then end in the panel with a retry.
import type { Page, Route } from '@playwright/test';
import { clickControl, clickPlay, currentTime, expect, openPlayer, test } from './fixtures.ts';
import { fetchRoute } from './route-fetch.ts';
import { loadSdk } from './host-sdk-page.ts';
import { holdRequests } from './hold-requests.ts';

const SEGMENT = /\/hls\/\d+p\/seg_(\d+)\.ts(\?|$)/;
const AUDIO_PLAYLIST = /\/hls\/audio\/index\.m3u8\?/;
const AUDIO_SEGMENT = /\/hls\/audio\/seg_(\d+)\.ts(\?|$)/;
const MASTER = /\/hls\/master\.m3u8(\?|$)/;
const ITEM = /\/api\/player\?/;
const UNDECODABLE = {
  pt: 'Este vídeo não pode ser reproduzido: o arquivo está danificado ou em um formato que este navegador não consegue reproduzir.',
  en: 'This video cannot be played: the file is damaged or in a format this browser cannot play.',
  es: 'Este video no se puede reproducir: el archivo está dañado o en un formato que este navegador no reproduce.',
};

/** Bytes that are no media at all, the same on every run (mulberry32). */
function noise(length: number, seed = 13): Buffer {
  const bytes = Buffer.alloc(length);
  let state = seed;
  for (let i = 0; i < length; i++) {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t ^= t + Math.imul(t ^ (t >>> 7), 61 | t);
    bytes[i] = ((t ^ (t >>> 14)) >>> 0) & 0xff;
  }
  return bytes;
}

/** Answers the segments `which` selects (by index) with noise of a segment's size, as a corrupt file on a CDN. */
async function corruptSegments(page: Page, which: (index: number) => boolean = () => true): Promise<void> {
  await page.route(SEGMENT, (route) => {
    const index = Number(SEGMENT.exec(route.request().url())?.[1]);
    if (!which(index)) return route.continue();
    return route.fulfill({ status: 200, contentType: 'video/mp2t', body: noise(12_220, index + 1) });
  });
}

/**
 * How many times the widget reloaded the source: every reload asks the API for the item again (a freshly
 * signed URL), so it is the `POST player` calls after the first.
 */
function countReloads(page: Page): () => number {
  let itemCalls = 0;
  page.on('request', (request) => {
    if (/\/api\/player\?/.test(request.url()) && request.method() === 'POST') itemCalls++;
  });
  return () => Math.max(0, itemCalls - 1);
}

/** What the widget posted to playerlogerror. */
function loggedErrors(page: Page): string[] {
  const logged: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/playerlogerror')) logged.push(request.postData() ?? '');
  });
  return logged;
}

/** How many of the source's renditions VHS may still play (it excludes one it judges broken for good). */
function renditionsInUse(page: Page): Promise<{ enabled: number; of: number }> {
  return page.locator('.video-js').evaluate((element) => {
    const player = (element as unknown as { player: { tech(safety: boolean): unknown } }).player;
    const vhs = (player.tech(true) as { vhs: { representations(): { enabled(): boolean }[] } }).vhs;
    const renditions = vhs.representations();
    return { enabled: renditions.filter((rendition) => rendition.enabled()).length, of: renditions.length };
  });
}

/**
 * Serves the lesson's master without its AUDIO group: its video-only variants are then the whole stream, and VHS
 * runs no audio loader beside the main one (as for a master whose audio is muxed into the video segments).
 */
async function serveMasterWithoutAudioGroup(page: Page): Promise<void> {
  await page.route(MASTER, async (route) => {
    const response = await fetchRoute(route);
    const body = (await response.text())
      .split('\n')
      .filter((line) => !line.startsWith('#EXT-X-MEDIA:TYPE=AUDIO'))
      .join('\n')
      .replaceAll(',AUDIO="aac"', '')
      .replaceAll('CODECS="avc1.4d401f,mp4a.40.2"', 'CODECS="avc1.4d401f"');
    await route.fulfill({ response, body });
  });
}

/** The URL of the source the player plays. */
const playingSource = (page: Page): Promise<string> =>
  page.locator('.video-js').evaluate((element) => {
    const player = (element as unknown as { player: { currentSource(): { src?: string } } }).player;
    return player.currentSource().src ?? '';
  });

/** A master playlist whose variants claim a video codec no browser decodes from MPEG-TS here (HEVC). */
async function unsupportedCodecs(route: Route): Promise<void> {
  const response = await fetchRoute(route);
  await route.fulfill({ response, body: (await response.text()).replaceAll('avc1.4d401f', 'hvc1.1.6.L93.B0') });
}

for (const [master, serveMaster] of [
  ['', async () => undefined],
  [' on a master without an audio group (no audio loader beside the main one)', serveMasterWithoutAudioGroup],
] as const) {
  test(`a corrupt segment among good ones is skipped by VHS${master}: playback goes on past it, with no reload, no error and no rendition given up`, async ({
    page,
    stack,
  }) => {
    await serveMaster(page);
    // The 8–10 s segment of every rendition is noise.
    await corruptSegments(page, (index) => index === 4);
    const reloads = countReloads(page);
    await openPlayer(page, await stack.playerUrl('licao-fotossintese'));
    await clickPlay(page);
    await expect.poll(() => currentTime(page), { timeout: 30_000 }).toBeGreaterThan(12);
    expect(reloads()).toBe(0);
    await expect(page.getByTestId('player-error-message')).toHaveCount(0);
    // VHS used to exclude two renditions for good (and on a slow machine all three, then fail and reload) for one
    // segment without media; without an audio group, every one.
    expect(await renditionsInUse(page)).toEqual({ enabled: 3, of: 3 });
  });
}

test('in audio mode, a corrupt segment of the HLS audio rendition it plays is skipped: its one rendition is kept', async ({
  page,
  stack,
}) => {
  // The item has no MP3: audio mode plays its HLS audio rendition's playlist as the source, one rendition and no
  // audio loader beside it. Its 8–10 s segment is noise from the moment audio mode is asked for.
  let corrupt = false;
  await page.route(AUDIO_SEGMENT, (route) => {
    const index = Number(AUDIO_SEGMENT.exec(route.request().url())?.[1]);
    if (!corrupt || index !== 4) return route.continue();
    return route.fulfill({ status: 200, contentType: 'video/mp2t', body: noise(12_220, index + 1) });
  });
  const reloads = countReloads(page);
  await openPlayer(page, await stack.playerUrl('seguranca-senhas'));
  await clickPlay(page);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(1);
  corrupt = true;
  await clickControl(page, 'Audio Player');
  await expect.poll(() => playingSource(page)).toMatch(AUDIO_PLAYLIST);
  await expect.poll(() => currentTime(page), { timeout: 30_000 }).toBeGreaterThan(12);
  expect(reloads()).toBe(0);
  await expect(page.getByTestId('player-error-message')).toHaveCount(0);
  expect(await renditionsInUse(page)).toEqual({ enabled: 1, of: 1 });
});

test('segments that are all corrupt end after one reload in the panel that says why, in the viewer language, without a retry', async ({
  page,
  stack,
}) => {
  await corruptSegments(page);
  const reloads = countReloads(page);
  const logged = loggedErrors(page);
  await page.goto(await stack.playerUrl('licao-fotossintese', '&lang=en'));
  await expect(page.getByTestId('player-error-message')).toHaveText(UNDECODABLE.en, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(page.getByText('Loading content')).toBeHidden();
  await expect(page.locator('.video-js')).toHaveCount(0);
  expect(reloads()).toBe(1);
  await expect.poll(() => logged.length).toBe(1);
  expect(logged[0]).toContain('Player: code 3');
  // No loop: nothing more is asked for once the panel is up.
  await page.waitForTimeout(3_000);
  expect(reloads()).toBe(1);
});

test("a playlist whose codecs this browser cannot decode ends after one reload in the panel (es), and the host hears 'playback'", async ({
  page,
  stack,
}) => {
  await page.route(MASTER, unsupportedCodecs);
  const reloads = countReloads(page);
  await page.goto(`${stack.host.url}/index.html`);
  await loadSdk(page);
  await page.evaluate(
    async ({ url }) => {
      const token = await (await fetch('/token?video=licao-fotossintese')).text();
      const box = document.createElement('div');
      document.body.append(box);
      const w = window as unknown as { SpherePlayer: { embed(el: Element, o: object): unknown }; heard: unknown[] };
      const player = w.SpherePlayer.embed(box, { url: `${url}/player?lang=es`, getToken: async () => token }) as {
        on(name: string, cb: (data: unknown) => void): void;
      };
      w.heard = [];
      player.on('error', (data) => w.heard.push(data));
    },
    { url: stack.widget.url },
  );
  const heard = () => page.evaluate(() => (window as unknown as { heard: unknown[] }).heard);
  await expect.poll(heard, { timeout: 30_000 }).toEqual([{ code: 'playback', message: UNDECODABLE.es }]);
  const frame = page.frameLocator('iframe');
  await expect(frame.getByTestId('player-error-message')).toHaveText(UNDECODABLE.es);
  await expect(frame.getByRole('button', { name: 'Intentar de nuevo' })).toHaveCount(0);
  expect(reloads()).toBe(1);
  await page.waitForTimeout(3_000);
  expect(reloads()).toBe(1);
  expect(await heard()).toHaveLength(1);
});

test('a reload that brings nothing back ends in the panel with a retry that works, never in a still player', async ({
  page,
  stack,
}) => {
  test.setTimeout(60_000);
  await corruptSegments(page);
  const reloads = countReloads(page);
  const logged = loggedErrors(page);
  // Between the error and the reload, the failed source reports metadata: VHS, having given up on every
  // video rendition, still appends the (good) audio it had. That order comes by chance, about one run in
  // twenty, and once left a still player; the event is fired on the element at that point so it is certain.
  let itemRequests = 0;
  await page.route(ITEM, async (route) => {
    if (route.request().method() === 'POST' && ++itemRequests === 2)
      await page.locator('video').evaluate((video) => video.dispatchEvent(new Event('loadedmetadata')));
    return route.continue();
  });
  // Once the widget reloads, no segment answers (held until the test lets them go): its playlists come, no frame.
  // (A playlist that never answers is a fault of its own, at its timeout: playlist-timeout.spec.ts.)
  const segments = await holdRequests(page, SEGMENT, { only: () => itemRequests >= 2, then: 'fail' });
  await page.goto(await stack.playerUrl('licao-fotossintese'));
  // VHS excludes every rendition (their segments are noise) and fails; the source is reloaded once.
  await expect.poll(reloads, { timeout: 20_000 }).toBe(1);
  // The reload's deadline (RELOAD_DEADLINE_MS, 15 s) ends it: not the load watchdog (30 s), nor never.
  await expect(page.getByTestId('player-error-message')).toHaveText('Não foi possível reproduzir este vídeo.', {
    timeout: 25_000,
  });
  await expect.poll(() => logged).toEqual([expect.stringContaining('no media 15 s after the reload')]);
  expect(reloads()).toBe(1);
  await expect(page.getByText('Carregando conteúdo')).toBeHidden();

  segments.release();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.locator('.video-js')).toHaveCount(1);
  await clickPlay(page);
  await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(0.5);
});

test('truncated segments stall: the source is reloaded once where it was, then the panel offers a retry', async ({
  page,
  stack,
}) => {
  test.setTimeout(90_000);
  // From 6 s on, every segment is cut after its first kilobyte, as a transfer a proxy ended early.
  await page.route(SEGMENT, async (route) => {
    if (Number(SEGMENT.exec(route.request().url())?.[1]) < 3) return route.continue();
    const response = await fetchRoute(route);
    return route.fulfill({ response, body: (await response.body()).subarray(0, 1_000) });
  });
  const reloads = countReloads(page);
  await openPlayer(page, await stack.playerUrl('licao-fotossintese'));
  await clickPlay(page);
  // Stalled: the time stands still for a second (a busy machine plays the good segments later than a free one).
  await expect
    .poll(
      async () => {
        const before = await currentTime(page);
        await page.waitForTimeout(1_000);
        return before > 5 && (await currentTime(page)) === before;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  const stalledAt = await currentTime(page);
  // The stall watchdog (20 s without progress while playing) raises the error; the source reloads once.
  await expect.poll(reloads, { timeout: 30_000 }).toBe(1);
  // Where it was: a reload from the start would be playing the good first segments by now.
  expect(stalledAt).toBeGreaterThan(5);
  await page.waitForTimeout(3_000);
  // Back where it was (a busy machine may still have played on a little before the stall); a reload from
  // the start would stand below 3.5 s.
  const reloadedAt = await currentTime(page);
  expect(reloadedAt).toBeGreaterThan(stalledAt - 0.5);
  expect(reloadedAt).toBeLessThan(stalledAt + 1.5);
  await expect(page.getByTestId('player-error-message')).toHaveText('Não foi possível reproduzir este vídeo.', {
    timeout: 40_000,
  });
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  expect(reloads()).toBe(1);
});
