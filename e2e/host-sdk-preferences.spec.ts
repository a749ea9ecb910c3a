// Covers the host's calls as the viewer's preferences, against the real widget, SDK and storage: the host's
// setAudioMode and setPlaybackRate as the widget starts (before the media's metadata) are applied (the rate outlasts
// the media's load, which resets it), stand over the audio mode or rate the viewer remembered, and are remembered as
// the viewer's button is (as the host's calls after the metadata are). The host page is on the widget's site (another
// port of 127.0.0.1): a frame of another site is denied storage by the test browser, and its preferences last only as
// long as its document.
import type { Page } from '@playwright/test';
import { expect, openPlayer, readStored, test, writeStored } from './fixtures.ts';
import { call, embed, heard } from './host-sdk-page.ts';
import { holdRequests } from './hold-requests.ts';

type Stack = Parameters<Parameters<typeof test>[2]>[0]['stack'];

/** Holds the item's media (the master playlist, the MP3) until released: no metadata can come before. */
const holdMedia = async (page: Page): Promise<() => void> =>
  (await holdRequests(page, (url) => url.pathname.endsWith('/hls/master.m3u8') || url.pathname.endsWith('.mp3'))).release;

/** Embeds the lesson with the SDK in a host page on the widget's site, which the widget lists in HOST_ORIGINS. */
async function embedOnSameSite(page: Page, stack: Stack): Promise<void> {
  const host = `http://127.0.0.1:${new URL(stack.host.url).port}`;
  stack.widget.setConfig(stack.widgetConfig({ HOST_ORIGINS: [host] }));
  await page.goto(`${host}/index.html`);
  await embed(page, stack.widget.url, `token=${await stack.token('licao-fotossintese')}`);
}

/** The preferences the widget's frame has stored. */
async function stored(page: Page, stack: Stack): Promise<unknown> {
  const frame = page.frames().find((candidate) => candidate.url().startsWith(`${stack.widget.url}/player`));
  return frame ? (JSON.parse(await readStored(frame, 'sphere_preferences')) as unknown) : null;
}

/** Lets the held media load; resolves once the host has heard the metadata. */
async function metadataIn(page: Page, release: () => void): Promise<void> {
  release();
  await expect.poll(async () => (await heard(page, 'loadedmetadata')).length, { timeout: 20_000 }).toBeGreaterThan(0);
}

test("the host's setAudioMode(true) as the widget starts is remembered as the viewer's: the next visit starts in audio mode", async ({
  page,
  stack,
}) => {
  const release = await holdMedia(page);
  await embedOnSameSite(page, stack);
  expect(await call(page, 'setAudioMode', true)).toMatchObject({ value: true });
  expect(await heard(page, 'loadedmetadata'), 'before the metadata').toEqual([]);
  await metadataIn(page, release);
  await expect(page.frameLocator('iframe').locator('.video-js')).toHaveClass(/vjs-audio-only-mode/);
  await expect.poll(() => stored(page, stack)).toEqual({ audioMode: true });

  // As the host's calls after the metadata are.
  expect(await call(page, 'setPlaybackRate', 1.5)).toMatchObject({ value: 1.5 });
  await expect.poll(() => stored(page, stack)).toEqual({ audioMode: true, playbackRate: 1.5 });

  // The viewer's next visit, on the widget's own page (the same site's storage).
  await page.unrouteAll({ behavior: 'wait' });
  await openPlayer(page, await stack.playerUrl('seguranca-senhas'));
  await expect(page.locator('.player-page')).toHaveClass(/sp-audio-mode/);
});

test("audio mode remembered on: the host's setAudioMode(false) as the widget starts holds, and is remembered", async ({
  page,
  stack,
}) => {
  await openPlayer(page, await stack.playerUrl('licao-fotossintese'));
  await writeStored(page, 'sphere_preferences', { audioMode: true });
  await page.goto('about:blank');
  const release = await holdMedia(page);
  await embedOnSameSite(page, stack);
  expect(await call(page, 'setAudioMode', false)).toMatchObject({ value: false });
  expect(await heard(page, 'loadedmetadata'), 'before the metadata').toEqual([]);
  await metadataIn(page, release);
  await expect.poll(() => stored(page, stack)).toEqual({ audioMode: false });
  // Long enough for the stored preferences to have been applied (at the metadata) and any switch to have begun.
  await page.waitForTimeout(1_000);
  expect(await call(page, 'getAudioMode')).toMatchObject({ value: false });
  await expect(page.frameLocator('iframe').locator('.video-js')).not.toHaveClass(/vjs-audio-only-mode/);
  expect(await stored(page, stack)).toEqual({ audioMode: false });
});

test("the host's setPlaybackRate as the widget starts outlasts the media's load, stands over the stored rate, and is remembered", async ({
  page,
  stack,
}) => {
  await openPlayer(page, await stack.playerUrl('licao-fotossintese'));
  await writeStored(page, 'sphere_preferences', { playbackRate: 1.25 });
  await page.goto('about:blank');
  const release = await holdMedia(page);
  await embedOnSameSite(page, stack);
  expect(await call(page, 'setPlaybackRate', 1.75)).toMatchObject({ value: 1.75 });
  expect(await heard(page, 'loadedmetadata'), 'before the metadata').toEqual([]);
  await metadataIn(page, release);
  await expect.poll(async () => (await call(page, 'getPlaybackRate')) as unknown).toMatchObject({ value: 1.75 });
  await expect.poll(() => stored(page, stack)).toEqual({ playbackRate: 1.75 });
  expect(
    await page
      .frameLocator('iframe')
      .locator('video')
      .evaluate((video: HTMLVideoElement) => video.playbackRate),
  ).toBe(1.75);
});
