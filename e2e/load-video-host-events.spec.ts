// Covers what the host hears of the state across loadVideo and in audio mode, against the real widget and reference
// API: an event says a change, so an item that starts as the one before was (its speed, volume, captions, audio mode
// carried over) sends none of them again; and no qualitychange while audio mode plays (the MP3 or an HLS audio
// rendition has no video rendition: before, 'auto' or 'Unknown' was told as one), the video's when it is back.
import type { Page } from '@playwright/test';
import { call, embed, heard } from './host-sdk-page.ts';
import { expect, test } from './fixtures.ts';
import { serveAudioMaster } from './audio-master.ts';
import { playingSource } from './audio-track-helpers.ts';

const STATES = ['audiomodechange', 'ratechange', 'volumechange', 'texttrackchange', 'audiotrackchange', 'qualitychange'];
const currentTime = async (page: Page): Promise<number> => (await call(page, 'getCurrentTime')).value as number;

/** Embeds `lesson` in the host page, recording the state events too, and plays it past 1 s. */
async function playInHost(page: Page, widgetUrl: string, token: string): Promise<void> {
  await embed(page, widgetUrl, `token=${token}`);
  await page.evaluate(() => {
    const w = window as unknown as {
      heard: { name: string; data: unknown }[];
      player: { on(n: string, l: (d: unknown) => void): void };
    };
    for (const name of ['audiomodechange', 'volumechange']) w.player.on(name, (data) => w.heard.push({ name, data }));
  });
  expect(await call(page, 'play')).toMatchObject({ value: null });
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(1);
}

/** Every state event heard, by name, from the `since`-th event on. */
const statesSince = async (page: Page, since: number) =>
  (await page.evaluate(() => (window as unknown as { heard: { name: string; data: unknown }[] }).heard))
    .slice(since)
    .filter((event) => STATES.includes(event.name));
const heardCount = (page: Page) => page.evaluate(() => (window as unknown as { heard: unknown[] }).heard.length);

test('across loadVideo the host hears no state that did not change: speed, volume, captions, audio mode; no quality in audio mode', async ({
  page,
  stack,
}) => {
  test.setTimeout(90_000);
  await page.goto(`${stack.host.url}/index.html`);
  await playInHost(page, stack.widget.url, await stack.token('licao-fotossintese'));
  expect(await call(page, 'setPlaybackRate', 1.5)).toMatchObject({ value: 1.5 });
  expect(await call(page, 'setVolume', 0.5)).toMatchObject({ value: 0.5 });
  expect(await call(page, 'enableTextTrack', 'pt')).toMatchObject({ value: 'pt' });
  expect(await call(page, 'setAudioMode', true)).toMatchObject({ value: true });
  await expect.poll(() => heard(page, 'audiomodechange')).toEqual([{ audioMode: true }]);
  await expect.poll(() => heard(page, 'texttrackchange')).toEqual([{ language: 'pt', label: 'Português' }]);
  await page.waitForTimeout(1_000);

  // To a lesson without an MP3: it plays its HLS audio rendition, in audio mode, at the speed, volume and captions kept.
  const since = await heardCount(page);
  expect(await call(page, 'loadVideo', await stack.token('seguranca-senhas'))).toMatchObject({ value: null });
  expect(await call(page, 'play')).toMatchObject({ value: null });
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(2);
  expect(await playingSource(page.frameLocator('iframe'))).toMatch(/\/seguranca-senhas\/hls\/audio\/index\.m3u8\?/);
  expect(await call(page, 'getPlaybackRate')).toMatchObject({ value: 1.5 });
  expect(await call(page, 'getAudioMode')).toMatchObject({ value: true });
  // Long enough for a repeat to arrive: the widget's events come within a few tasks of the change.
  await page.waitForTimeout(1_500);
  expect(await statesSince(page, since)).toEqual([]);

  // Audio mode off: one audiomodechange, and the quality the video plays, a video rendition's.
  expect(await call(page, 'setAudioMode', false)).toMatchObject({ value: false });
  await expect.poll(() => heard(page, 'audiomodechange')).toEqual([{ audioMode: true }, { audioMode: false }]);
  await page.waitForTimeout(1_500);
  for (const quality of await heard(page, 'qualitychange'))
    expect(quality).toMatchObject({ label: expect.stringMatching(/^\d+p$/) });
});

test('in audio mode on an HLS audio rendition the host hears no qualitychange; the video, back, tells a rendition', async ({
  page,
  stack,
}) => {
  test.setTimeout(60_000);
  await serveAudioMaster(page);
  await page.goto(`${stack.host.url}/index.html`);
  await playInHost(page, stack.widget.url, await stack.token('licao-fotossintese'));
  await expect.poll(async () => (await heard(page, 'qualitychange')).length, { timeout: 20_000 }).toBeGreaterThan(0);
  expect(await call(page, 'setAudioMode', true)).toMatchObject({ value: true });
  const since = (await heard(page, 'qualitychange')).length;
  // A rendition other than the default: its own HLS audio playlist, not the MP3.
  expect(await call(page, 'enableAudioTrack', 'English')).toMatchObject({ value: 'English' });
  const frame = page.frameLocator('iframe');
  await expect.poll(() => playingSource(frame)).toMatch(/\/hls\/audio\/index\.m3u8\?track=en&/);
  const listened = await currentTime(page);
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(listened + 1.5);
  expect((await heard(page, 'qualitychange')).slice(since)).toEqual([]);

  // Back to the video: a qualitychange there, if any, names a rendition of its ladder.
  expect(await call(page, 'setAudioMode', false)).toMatchObject({ value: false });
  await expect.poll(() => playingSource(frame)).toMatch(/\/hls\/master\.m3u8\?/);
  await page.waitForTimeout(2_000);
  for (const quality of await heard(page, 'qualitychange'))
    expect(quality).toMatchObject({ label: expect.stringMatching(/^\d+p$/) });
});
