// Covers what the viewer does while a source switch loads (audio mode turned on, its MP3 held back by the test so
// that the switch is observably pending): a pause from the control bar holds, shown at once, and the position is
// kept; a seek from the keyboard lands where the viewer sought, counted from where playback stood; a speed chosen
// in the rate menu holds; a play of the media element itself holds; the host SDK's pause, seek and rate hold too, and its getters answer with them while the
// switch is pending. The switch's restore applies these instead of the state read before the switch. Meanwhile the
// duration is the lesson's (the MP3 knows none yet, nor the video while its master playlist is held): the time display
// and the progress bar keep it, a digit key seeks to its share of it, and the host reads it, never a 0.
// A pause and a play while a paused switch loads send no xAPI seeked: the restore's seek is the switch's own.
import type { FrameLocator, Page } from '@playwright/test';
import { clickControl, clickPlay, currentTime, expect, openPlayer, secondsSince, test, wakeControls } from './fixtures.ts';
import { call, embed, heard } from './host-sdk-page.ts';
import { holdRequests } from './hold-requests.ts';

interface Media {
  paused: boolean;
  time: number;
  duration: number;
  rate: number;
  ready: number;
  seeking: boolean;
  src: string;
  /** The 'play' events since `countPlays`. */
  plays: number;
}

const media = (scope: Page | FrameLocator): Promise<Media> =>
  scope.locator('.video-js video').evaluate((video: HTMLVideoElement & { plays?: number }) => ({
    paused: video.paused,
    time: video.currentTime,
    duration: video.duration,
    rate: video.playbackRate,
    ready: video.readyState,
    seeking: video.seeking,
    src: video.currentSrc,
    plays: video.plays ?? 0,
  }));

/** Counts the media's 'play' events from now on. */
const countPlays = (scope: Page | FrameLocator): Promise<void> =>
  scope.locator('.video-js video').evaluate((video: HTMLVideoElement & { plays?: number }) => {
    video.plays = 0;
    video.addEventListener('play', () => (video.plays = (video.plays ?? 0) + 1));
  });

/** Checks that the switch is pending: the MP3 is set, asked for, and has no metadata. */
async function expectPending(scope: Page | FrameLocator, asked: () => number): Promise<void> {
  await expect.poll(asked, 'the MP3 is asked for').toBeGreaterThan(0);
  const pending = await media(scope);
  expect(pending.src, 'the switch is pending: the MP3 is set and has no metadata').toMatch(/\.mp3\?/);
  expect(pending.ready).toBe(0);
}

/** Plays the lesson past 3 s, then turns audio mode on with the MP3 held; `release` lets it load its metadata. */
async function switchHeld(
  page: Page,
  playerUrl: string,
): Promise<{ before: number; readAt: number; duration: number; release: () => Promise<void> }> {
  await openPlayer(page, playerUrl);
  await clickPlay(page);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(3);
  const mp3 = await holdRequests(page, '**/*.mp3?*', { times: 1 });
  const { time: before, duration } = await media(page);
  const readAt = Date.now();
  await clickControl(page, 'Audio Player');
  await expectPending(page, mp3.asked);
  return {
    before,
    readAt,
    duration,
    release: async () => {
      mp3.release();
      await expect.poll(async () => (await media(page)).ready, 'the MP3 read its metadata').toBeGreaterThanOrEqual(1);
    },
  };
}

/** Waits until the restore's seek is over and the MP3 has data at the position restored. */
const settled = (scope: Page | FrameLocator) =>
  expect.poll(async () => {
    const now = await media(scope);
    return now.ready >= 2 && !now.seeking;
  });

test('a pause from the control bar while audio mode loads holds: the player stays paused where it was', async ({
  page,
  stack,
}) => {
  const { before, readAt, release } = await switchHeld(page, await stack.playerUrl());
  await wakeControls(page);
  // The bar still shows the play state of the switch's target, playing: its button pauses.
  const toggle = page.locator('.vjs-play-control');
  await expect(toggle).toHaveClass(/vjs-playing/);
  await toggle.click();
  await expect(toggle).toHaveClass(/vjs-paused/);
  const pausedWithin = secondsSince(readAt);
  await countPlays(page);
  await release();
  await settled(page).toBe(true);
  const now = await media(page);
  expect(now).toMatchObject({ paused: true, plays: 0 });
  expect(now.time, 'where it was, not the MP3’s start').toBeGreaterThanOrEqual(before);
  expect(now.time).toBeLessThan(before + pausedWithin + 0.5);
  await expect(toggle).toHaveClass(/vjs-paused/);
});

test('a seek from the keyboard while audio mode loads lands where the viewer sought, from where playback stood', async ({
  page,
  stack,
}) => {
  const { before, readAt, release } = await switchHeld(page, await stack.playerUrl());
  // → seeks 10 s on from the position the switch keeps, not from the loading MP3's 0.
  await page.keyboard.press('ArrowRight');
  await release();
  await settled(page).toBe(true);
  const now = await media(page);
  expect(now.time).toBeGreaterThanOrEqual(before + 10);
  expect(now.time).toBeLessThan(before + 10 + secondsSince(readAt) + 0.5);
  expect(now.paused).toBe(false);
});

test('a speed chosen in the rate menu while audio mode loads holds', async ({ page, stack }) => {
  const { before, release } = await switchHeld(page, await stack.playerUrl());
  await wakeControls(page);
  await page.getByRole('button', { name: /^Velocidade/ }).click();
  await page.locator('.vjs-playback-rate .vjs-menu.vjs-lock-showing').getByRole('menuitemradio', { name: /^2x/ }).click();
  await release();
  await settled(page).toBe(true);
  await expect.poll(() => media(page)).toMatchObject({ rate: 2, paused: false });
  expect((await media(page)).time).toBeGreaterThanOrEqual(before);
});

test("the host SDK's pause, seek and rate while audio mode loads hold, and its getters answer with them meanwhile", async ({
  page,
  stack,
}) => {
  await page.goto(`${stack.host.url}/index.html`);
  await embed(page, stack.widget.url, `token=${await stack.token('licao-fotossintese')}`);
  const frame = page.frameLocator('iframe');
  await expect.poll(async () => (await call(page, 'getDuration')).value, { timeout: 20_000 }).toBeGreaterThan(60);
  expect(await call(page, 'play')).not.toHaveProperty('error');
  await expect.poll(async () => (await media(frame)).time).toBeGreaterThan(3);
  const { duration } = await media(frame);
  const mp3 = await holdRequests(page, '**/*.mp3?*', { times: 1 });
  expect(await call(page, 'setAudioMode', true)).toMatchObject({ value: true });
  await expectPending(frame, mp3.asked);
  // The lesson's, not the loading MP3's (none, which the host would read as 0).
  expect(await call(page, 'getDuration')).toMatchObject({ value: duration });

  expect(await call(page, 'pause')).not.toHaveProperty('error');
  expect(await call(page, 'seek', 40)).toMatchObject({ value: 40 });
  expect(await call(page, 'setPlaybackRate', 2)).toMatchObject({ value: 2 });
  // The truth of the switch's target, not the loading MP3's (at 0).
  expect(await call(page, 'getPaused')).toMatchObject({ value: true });
  expect(await call(page, 'getCurrentTime')).toMatchObject({ value: 40 });
  expect(await call(page, 'getPlaybackRate')).toMatchObject({ value: 2 });

  await countPlays(frame);
  mp3.release();
  await expect.poll(async () => (await media(frame)).ready, 'the MP3 read its metadata').toBeGreaterThanOrEqual(1);
  await settled(frame).toBe(true);
  const now = await media(frame);
  expect(now).toMatchObject({ paused: true, rate: 2, plays: 0 });
  expect(Math.abs(now.time - 40)).toBeLessThan(0.5);
});

test("a play of the media itself while audio mode loads (the picture-in-picture window's button) holds", async ({
  page,
  stack,
}) => {
  const { before, release } = await switchHeld(page, await stack.playerUrl());
  const toggle = page.locator('.vjs-play-control');
  await wakeControls(page);
  await toggle.click();
  await expect(toggle).toHaveClass(/vjs-paused/);
  // Not through the player: the media element itself, as the browser's own picture-in-picture controls play it.
  await page.locator('.video-js video').evaluate((video: HTMLVideoElement) => void video.play().catch(() => undefined));
  await release();
  await settled(page).toBe(true);
  await expect.poll(async () => (await media(page)).time, 'it plays on from where it was').toBeGreaterThan(before + 0.5);
  expect((await media(page)).paused).toBe(false);
});

test('while audio mode loads, the duration is the lesson’s: the time display and the progress bar keep it, and a digit key seeks to its share', async ({
  page,
  stack,
}) => {
  const { duration, release } = await switchHeld(page, await stack.playerUrl());
  const shown = `${Math.floor(duration / 60)}:${String(Math.floor(duration % 60)).padStart(2, '0')}`;
  await expect(page.locator('.vjs-duration-display')).toHaveText(shown);
  // The progress bar stays where playback stood, of that duration (not at 0 % of an unknown one).
  const bar = page.locator('.vjs-progress-holder');
  await expect(bar).toHaveAttribute('aria-valuetext', new RegExp(` ${shown}$`));
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  // 5: half the lesson, from the duration before the switch (the MP3 knows none yet).
  await page.keyboard.press('5');
  const releasedAt = Date.now();
  await release();
  await settled(page).toBe(true);
  const from = (await media(page)).time - duration / 2;
  expect(from, 'from half the lesson, played on since').toBeGreaterThan(-0.5);
  expect(from).toBeLessThan(secondsSince(releasedAt) + 0.5);
});

test("a pause and a play from the host while a paused audio-mode switch loads send no xAPI seeked: the restore's seek is the switch's", async ({
  page,
  stack,
}) => {
  await page.goto(`${stack.host.url}/index.html`);
  await embed(page, stack.widget.url, `token=${await stack.token('licao-fotossintese')}`);
  const frame = page.frameLocator('iframe');
  await page.evaluate(() => {
    const w = window as unknown as { verbs: string[]; player: { on(e: string, cb: (d: unknown) => void): void } };
    w.verbs = [];
    w.player.on('xapi', (data) => w.verbs.push((data as { statement: { verb: { id: string } } }).statement.verb.id));
  });
  await expect.poll(async () => (await call(page, 'getDuration')).value, { timeout: 20_000 }).toBeGreaterThan(60);
  expect(await call(page, 'play')).not.toHaveProperty('error');
  await expect.poll(async () => (await media(frame)).time).toBeGreaterThan(3);
  expect(await call(page, 'pause')).not.toHaveProperty('error');
  const before = (await media(frame)).time;
  const mp3 = await holdRequests(page, '**/*.mp3?*', { times: 1 });
  expect(await call(page, 'setAudioMode', true)).toMatchObject({ value: true });
  await expectPending(frame, mp3.asked);

  expect(await call(page, 'pause')).not.toHaveProperty('error');
  // Its answer comes once the MP3 plays: after the release.
  const played = call(page, 'play');
  await expect.poll(async () => (await media(frame)).paused, 'the media is asked to play').toBe(false);
  mp3.release();
  expect(await played).not.toHaveProperty('error');
  await settled(frame).toBe(true);
  await expect.poll(async () => (await media(frame)).time, 'it plays on from where it was').toBeGreaterThan(before + 0.5);
  const verbs = await page.evaluate(() => (window as unknown as { verbs: string[] }).verbs);
  expect(verbs.map((id) => id.split('/').at(-1))).not.toContain('seeked');
  expect(verbs.filter((id) => id.endsWith('/played'))).toHaveLength(2);
});

test("while the video loads again (audio mode turned off), the host's getDuration answers the lesson's duration, and no durationchange tells it 0", async ({
  page,
  stack,
}) => {
  await page.goto(`${stack.host.url}/index.html`);
  await embed(page, stack.widget.url, `token=${await stack.token('licao-fotossintese')}`);
  const frame = page.frameLocator('iframe');
  await expect.poll(async () => (await call(page, 'getDuration')).value, { timeout: 20_000 }).toBeGreaterThan(60);
  expect(await call(page, 'play')).not.toHaveProperty('error');
  expect(await call(page, 'setAudioMode', true)).toMatchObject({ value: true });
  await expect.poll(async () => (await media(frame)).src).toMatch(/\.mp3\?/);
  await settled(frame).toBe(true);
  const { duration } = await media(frame);
  const toldBefore = (await heard(page, 'durationchange')).length;
  const master = await holdRequests(page, '**/master.m3u8?*', { times: 1 });
  expect(await call(page, 'setAudioMode', false)).toMatchObject({ value: false });
  await expect.poll(master.asked, 'the master playlist is asked for').toBeGreaterThan(0);
  // VHS answers 0 until it has a playlist: the host reads the duration before the switch instead.
  expect(await call(page, 'getDuration')).toMatchObject({ value: duration });
  master.release();
  await settled(frame).toBe(true);
  // The video's own duration, told only where it differs from the MP3's, and never 0 meanwhile.
  const own = (await call(page, 'getDuration')).value as number;
  expect(Math.abs(own - duration)).toBeLessThan(1);
  const told = async (): Promise<number[]> =>
    ((await heard(page, 'durationchange')).slice(toldBefore) as { duration: number }[]).map((event) => event.duration);
  for (const heardDuration of await told()) expect(Math.abs(heardDuration - duration)).toBeLessThan(1);
  await expect.poll(async () => (await told()).at(-1) ?? duration, 'the last told is the video’s own').toBe(own);
});
