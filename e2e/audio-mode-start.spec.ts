// Covers a viewer who left audio mode on in an earlier visit: the next visit starts straight on the audio-only source
// (the MP3, or the HLS audio rendition they chose when it is not the master's default), without any video variant
// playlist or video segment before the first sound, in the audio bar from the first frame; the rendition menu, the
// saved position, the host's events and the way back to the video (at the same position, with its quality menu)
// work from there. At 360 × 203 and 1280 × 720.
import type { Page } from '@playwright/test';
import { RENDITIONS, serveAudioMaster } from './audio-master.ts';
import { audioState, bar, chooseWithMouse, expectAt, media, playingSource } from './audio-track-helpers.ts';
import { call, embed } from './host-sdk-page.ts';
import { expect, openFeature, openPlayer, screenshot, settledBarLayout, test, wakeControls, writeStored } from './fixtures.ts';

/** A video variant's playlist or segment (the audio renditions live under hls/audio/). */
const VIDEO = /\/hls\/\d+p\//;
const MP3 = /\/audio\.mp3\?/;

/** Records the page's requests (its frames' too) until the first sound ('playing' of any media element). */
async function recordUntilFirstSound(page: Page): Promise<{ before: string[]; all: string[]; sounded: () => boolean }> {
  const before: string[] = [];
  const all: string[] = [];
  let sounded = false;
  await page.exposeFunction('__firstSound', () => (sounded = true));
  await page.context().addInitScript(() => {
    const w = window as unknown as { __firstSound?: () => void };
    document.addEventListener('playing', () => w.__firstSound?.(), { capture: true, once: true });
  });
  page.on('request', (request) => {
    all.push(request.url());
    if (!sounded) before.push(request.url());
  });
  return { before, all, sounded: () => sounded };
}

/** A visit after an earlier one (which created the widget's storage) that remembered `preferences`. */
async function rememberThenLeave(page: Page, url: string, preferences: unknown): Promise<void> {
  await openPlayer(page, url);
  await writeStored(page, 'sphere_preferences', preferences);
  // The earlier visit's player, which may still buffer, is gone before recording starts.
  await page.goto('about:blank');
}

/** Plays from the audio bar, as a viewer does (audio mode has no big play button). */
async function playFromBar(page: Page): Promise<void> {
  await wakeControls(page);
  await bar(page).locator('.vjs-play-control').click();
}

const seekTo = (page: Page, seconds: number): Promise<void> =>
  page
    .locator('.player-page .video-js')
    .evaluate(
      (element, to) => (element as HTMLElement & { player: { currentTime(to: number): void } }).player.currentTime(to),
      seconds,
    );

for (const size of [
  { width: 360, height: 203 },
  { width: 1280, height: 720 },
] as const) {
  const at = `${size.width}x${size.height}`;

  test(`at ${at} a viewer who remembered audio mode starts on the MP3, with no video before the first sound, and goes back to the video where they were`, async ({
    page,
    stack,
    pageErrors,
  }) => {
    await page.setViewportSize(size);
    const url = await stack.playerUrl();
    await rememberThenLeave(page, url, { audioMode: true });
    const requests = await recordUntilFirstSound(page);
    await openPlayer(page, url);
    await expect(page.locator('.player-page')).toHaveClass(/sp-audio-mode/);
    await expect(page.locator('.video-js')).toHaveClass(/vjs-audio-only-mode/);
    expect(await playingSource(page), 'the first source is the MP3').toMatch(MP3);
    // The bar whole (its later controls joined), before any play.
    await expect(page.locator('.vjs-control-bar > .vjs-playback-rate')).toBeAttached();
    await settledBarLayout(page);
    await screenshot(page, `audio-mode-start-${at}`);

    await playFromBar(page);
    await expect.poll(async () => (await media(page)).time).toBeGreaterThan(0.5);
    expect(requests.sounded()).toBe(true);
    expect(requests.before.filter((request) => MP3.test(request)).length, 'the MP3 before the first sound').toBeGreaterThan(0);
    expect(
      requests.before.filter((request) => VIDEO.test(request) || /\/hls\/audio\//.test(request)),
      'no variant playlist nor segment before the first sound',
    ).toEqual([]);
    // In the bar where it fits (a narrow frame has it in the overflow menu).
    if (size.width > 640)
      await expect(bar(page).getByRole('button', { name: 'Audio Player' })).toHaveAttribute('aria-pressed', 'true');
    await screenshot(page, `audio-mode-start-playing-${at}`);

    // Further into the lesson, playing: the video comes back there, playing, with its quality menu.
    await seekTo(page, 20);
    await expectAt(page, 20, 'the MP3 stands at 20 s', true);
    expect(
      requests.all.filter((request) => VIDEO.test(request)),
      'no video while the audio plays',
    ).toEqual([]);
    await openFeature(page, 'Audio Player');
    await expect.poll(() => playingSource(page), 'the video again').toMatch(/\/hls\/master\.m3u8\?/);
    await expect.poll(async () => (await media(page)).ready).toBeGreaterThanOrEqual(1);
    const back = await media(page);
    expect(back.time, 'where the MP3 was').toBeGreaterThan(19.5);
    expect(back.time).toBeLessThan(25);
    await expect.poll(async () => (await media(page)).paused, 'still playing').toBe(false);
    await expect(page.locator('.player-page')).not.toHaveClass(/sp-audio-mode/);
    await expect
      .poll(() => page.locator('.sp-resolution-button .vjs-menu-item').allTextContents())
      .toEqual([expect.stringMatching(/^Automática/), '720p', '480p', '240p']);
    await expect(page.getByTestId('player-error-message')).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });
}

test('from an audio-mode start the rendition menu offers the master’s renditions, and a choice plays on where it was', async ({
  page,
  stack,
  pageErrors,
}) => {
  await serveAudioMaster(page);
  const url = await stack.playerUrl();
  await rememberThenLeave(page, url, { audioMode: true });
  const requests = await recordUntilFirstSound(page);
  await openPlayer(page, url);
  expect(await playingSource(page)).toMatch(MP3);
  await playFromBar(page);
  await seekTo(page, 20);
  await expectAt(page, 20, 'the MP3 stands at 20 s', true);

  await chooseWithMouse(page, 'English');
  await expect
    .poll(() => playingSource(page), 'English plays as its HLS rendition')
    .toMatch(/\/hls\/audio\/index\.m3u8\?track=en&/);
  await expectAt(page, 20, 'English starts where the MP3 was', true);
  await expect.poll(async () => (await media(page)).paused).toBe(false);
  expect(
    requests.all.filter((request) => VIDEO.test(request)),
    'still no video',
  ).toEqual([]);

  // Back to the video, with English.
  await openFeature(page, 'Audio Player');
  await expect.poll(() => playingSource(page)).toMatch(/\/hls\/master\.m3u8\?/);
  await expect
    .poll(() => audioState(page), 'the video comes back with English')
    .toMatchObject({ tracks: RENDITIONS, enabled: 'English', vhsTrack: 'English' });
  expect(pageErrors).toEqual([]);
});

test('a viewer who remembered audio mode in English (not the master’s default) starts straight on its HLS rendition', async ({
  page,
  stack,
  pageErrors,
}) => {
  await serveAudioMaster(page);
  const url = await stack.playerUrl();
  await rememberThenLeave(page, url, { audioMode: true, audioTrack: { language: 'en', kind: 'alternative' } });
  const requests = await recordUntilFirstSound(page);
  await openPlayer(page, url);
  await expect(page.locator('.player-page')).toHaveClass(/sp-audio-mode/);
  expect(await playingSource(page), 'the first source is English’s playlist').toMatch(/\/hls\/audio\/index\.m3u8\?track=en&/);
  await playFromBar(page);
  await expect.poll(async () => (await media(page)).time).toBeGreaterThan(0.5);
  expect(requests.before.filter((request) => VIDEO.test(request) || MP3.test(request))).toEqual([]);
  expect(requests.before.some((request) => /\/hls\/audio\/index\.m3u8\?track=en&/.test(request))).toBe(true);
  await wakeControls(page);
  await bar(page).getByRole('button', { name: 'Faixa de áudio' }).click();
  await expect(page.locator('.vjs-audio-button .vjs-menu-item.vjs-selected')).toHaveText(/^English/);
  expect(pageErrors).toEqual([]);
});

test('an audio-mode start resumes from the saved position', async ({ page, stack }) => {
  const token = await stack.token('licao-fotossintese', '1h', 'aluna-audio-retomada');
  const headers = { 'Content-Type': 'application/json', Authorization: token, 'Ocp-Apim-Subscription-Key': stack.options.apiKey };
  const saved = await fetch(`${stack.api.url}/api/playervisualizacao`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ token, posicao: 42, duracao: 75, intervalos: [[0, 42]] }),
  });
  expect(saved.status).toBe(200);
  const url = `${stack.widget.url}/player?token=${token}`;
  await rememberThenLeave(page, url, { audioMode: true });
  await openPlayer(page, url);
  expect(await playingSource(page)).toMatch(MP3);
  await expectAt(page, 42, 'the MP3 at the saved position');
});

test('an item without MP3 starts as before: the video, then its audio rendition', async ({ page, stack }) => {
  const url = await stack.playerUrl('seguranca-senhas');
  await rememberThenLeave(page, url, { audioMode: true });
  const requests = await recordUntilFirstSound(page);
  await openPlayer(page, url);
  await expect(page.locator('.player-page')).toHaveClass(/sp-audio-mode/);
  await expect.poll(() => playingSource(page)).toMatch(/\/hls\/audio\/index\.m3u8\?/);
  expect(
    requests.all.some((request) => VIDEO.test(request)),
    'the master’s variant first, as before',
  ).toBe(true);
});

test('the host hears an audio-mode start: its metadata, duration and audio mode, and the way back', async ({ page, stack }) => {
  // A host page on the widget's own site: a frame of another site is denied storage here (third-party storage), so
  // it would remember nothing. The frame shares the widget page's storage, where an earlier visit left audio mode on.
  const query = `token=${await stack.token('licao-fotossintese')}`;
  await rememberThenLeave(page, `${stack.widget.url}/player?${query}`, { audioMode: true });
  stack.widget.setConfig(stack.widgetConfig({ HOST_ORIGINS: [stack.widget.url] }));
  await page.route(`${stack.widget.url}/host-page`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="pt"><title>Host</title></html>' }),
  );
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(`${stack.widget.url}/host-page`);
  await embed(page, stack.widget.url, query);
  await page.evaluate(() => {
    const w = window as unknown as {
      heard: { name: string; data: unknown }[];
      player: { on(name: string, listener: (data: unknown) => void): void };
    };
    for (const name of ['audiomodechange', 'xapi']) w.player.on(name, (data) => w.heard.push({ name, data }));
  });
  const frame = page.frameLocator('iframe');
  const named = async (name: string) =>
    (await page.evaluate(() => (window as unknown as { heard: { name: string; data: unknown }[] }).heard))
      .filter((event) => event.name === name)
      .map((event) => event.data);
  const duration = async (name: string) => ((await named(name)).at(-1) as { duration?: number } | undefined)?.duration;

  await expect.poll(() => playingSource(frame), { timeout: 20_000 }).toMatch(MP3);
  await expect.poll(() => duration('loadedmetadata')).toBeGreaterThan(70);
  await expect.poll(() => duration('durationchange')).toBeGreaterThan(70);
  await expect.poll(() => named('audiomodechange')).toEqual([{ audioMode: true }]);
  expect(await call(page, 'getAudioMode'), 'a host that came after the event asks').toMatchObject({ value: true });
  expect(await call(page, 'play')).not.toHaveProperty('error');
  await expect
    .poll(async () => JSON.stringify(await named('xapi')))
    .toContain('"https://sphere-player.dev/xapi/extensions/audio-mode":true');
  expect(requests.filter((request) => VIDEO.test(request))).toEqual([]);

  expect(await call(page, 'setAudioMode', false)).toMatchObject({ value: false });
  await expect.poll(() => named('audiomodechange')).toEqual([{ audioMode: true }, { audioMode: false }]);
  expect(await call(page, 'getAudioMode')).toMatchObject({ value: false });
  await expect.poll(() => playingSource(frame)).toMatch(/\/hls\/master\.m3u8\?/);
  await expect.poll(async () => (await call(page, 'getQualities')).value as unknown[]).toHaveLength(4);
});
