// Covers the audio-track menu in audio mode: a choice switches between the MP3 and an HLS rendition, keeping the
// position and the pause or the play; the video comes back with the rendition chosen there; choices made while
// another still loads, from the menu and from the host SDK, end on the last one. At 360 × 203, 640 × 360 and
// 1280 × 720.
import { controlBoxes, overflowingX, overlapping } from './layout-checks.ts';
import { axeViolations, expect, openFeature, openPausedPlayer, screenshot, test, wakeControls } from './fixtures.ts';
import { hasFocus, tabTo } from './keyboard.ts';
import { recordAudioRequests, RENDITIONS, serveAudioMaster } from './audio-master.ts';
import { call, embed } from './host-sdk-page.ts';
import {
  audioState,
  bar,
  playingSource,
  expectPlaysOn,
  chooseWithMouse,
  focusedEntry,
  expectAt,
  media,
  storedAudioTrack,
} from './audio-track-helpers.ts';
import { holdRequests } from './hold-requests.ts';
import { FRAME_SIZES } from './frame-sizes.ts';

for (const size of FRAME_SIZES) {
  const at = `${size.width}x${size.height}`;

  test(`at ${at} audio mode keeps the audio-track menu: a choice switches between the MP3 and an HLS rendition, keeping the position and the pause or the play`, async ({
    page,
    stack,
    pageErrors,
  }) => {
    await serveAudioMaster(page);
    const audio = recordAudioRequests(page);
    await openPausedPlayer(page, await stack.playerUrl(), size);
    await openFeature(page, 'Audio Player');
    await expect(page.locator('.video-js')).toHaveClass(/vjs-audio-only-mode/);
    await expect.poll(() => playingSource(page), 'the default rendition plays as the MP3').toMatch(/\/audio\.mp3\?/);
    // Far enough into the lesson that a source starting from 0 cannot pass for one that kept the position. Through
    // the player, as a viewer's seek: the MP3 may still be loading, and the switch's restore would undo a seek of
    // the media element itself.
    await page
      .locator('.player-page .video-js')
      .evaluate((element) => (element as HTMLElement & { player: { currentTime(to: number): void } }).player.currentTime(20));
    await expectAt(page, 20, 'the MP3 stands at 20 s');

    // The menu is in the audio bar, with the master's renditions, the MP3's one checked.
    await wakeControls(page);
    const button = bar(page).getByRole('button', { name: 'Faixa de áudio' });
    await expect(button).toBeVisible();
    const box = await button.boundingBox();
    expect(Math.min(box?.width ?? 0, box?.height ?? 0), 'a target of 24 px at least').toBeGreaterThanOrEqual(24);
    expect(await overflowingX(page), 'nothing sticks out of the frame').toEqual([]);
    expect(overlapping(await controlBoxes(bar(page))), 'no control overlaps another').toEqual([]);
    await screenshot(page, `audio-mode-audio-track-bar-${at}`);
    const menu = page.locator('.vjs-audio-button .vjs-menu.vjs-lock-showing');
    const entries = menu.getByRole('menuitemradio');
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await expect(entries).toHaveCount(RENDITIONS.length);
    await expect(entries.nth(0)).toHaveAccessibleName('Português , selecionada');
    await expect(entries.nth(1)).toHaveAccessibleName('English');
    await expect(entries.nth(2)).toHaveAccessibleName('Português (audiodescrição)');
    await expect.poll(() => focusedEntry(page), 'the menu opens on the rendition the MP3 holds').toBe('Português');
    await screenshot(page, `audio-mode-audio-track-menu-${at}`);
    expect(await axeViolations(page)).toEqual([]);

    // English from the keyboard: its HLS rendition replaces the MP3, paused where the MP3 was; it is remembered.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    await expect.poll(() => hasFocus(button), 'a pick gives the focus back to the button').toBe(true);
    await expect
      .poll(() => playingSource(page), 'English plays as its HLS rendition')
      .toMatch(/\/hls\/audio\/index\.m3u8\?track=en&/);
    await expectAt(page, 20, 'English starts where the MP3 was');
    expect((await media(page)).paused, 'still paused').toBe(true);
    expect(audio).toContain('playlist:en');
    await expect.poll(() => storedAudioTrack(page)).toEqual({ language: 'en', kind: 'alternative' });
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedEntry(page), 'the menu opens on the rendition chosen').toBe('English');
    await expect(entries.nth(1)).toHaveAttribute('aria-checked', 'true');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    // Back to Português with the mouse while it plays: the MP3 again, playing on from where English was.
    await page.locator('.video-js video').evaluate((video: HTMLVideoElement) => video.play());
    await expectPlaysOn(page, 0.5);
    const from = (await media(page)).time;
    await chooseWithMouse(page, 'Português');
    await expect.poll(() => playingSource(page), 'Português plays as the MP3').toMatch(/\/audio\.mp3\?/);
    await expect.poll(async () => (await media(page)).ready).toBeGreaterThanOrEqual(1);
    expect((await media(page)).time, 'the MP3 goes on from where English was').toBeGreaterThan(from - 0.5);
    await expectPlaysOn(page, 1);
    await expect.poll(() => storedAudioTrack(page)).toEqual({ language: 'pt', kind: 'main' });
    await expect(page.getByTestId('player-error-message')).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });
}

test('a rendition chosen in audio mode is the one the video comes back with', async ({ page, stack, pageErrors }) => {
  await serveAudioMaster(page);
  await openPausedPlayer(page, await stack.playerUrl(), { width: 960, height: 540 });
  await openFeature(page, 'Audio Player');
  await expect.poll(() => playingSource(page)).toMatch(/\/audio\.mp3\?/);
  await chooseWithMouse(page, 'Português (audiodescrição)');
  await expect.poll(() => playingSource(page)).toMatch(/\/hls\/audio\/index\.m3u8\?track=pt-ad&/);
  // As the viewer plays, with the bar's button: while the switch to the chosen rendition settles, the player's play is
  // the switch's to restore (switch-intent.ts); the media element's own play() was undone by the switch's pause.
  await wakeControls(page);
  await bar(page).locator('.vjs-play-control').click();
  await expectPlaysOn(page, 0.5);
  await openFeature(page, 'Audio Player');
  await expect.poll(() => playingSource(page)).toMatch(/\/hls\/master\.m3u8\?/);
  await expect
    .poll(() => audioState(page), 'the video comes back with the audio description')
    .toMatchObject({ tracks: RENDITIONS, enabled: 'Português (audiodescrição)', vhsTrack: 'Português (audiodescrição)' });
  // The video's menu is the video's again: its entries follow the player's tracks.
  await wakeControls(page);
  await bar(page).getByRole('button', { name: 'Faixa de áudio' }).click();
  await expect(
    page.locator('.vjs-audio-button .vjs-menu').getByRole('menuitemradio', { name: /audiodescrição/ }),
  ).toHaveAttribute('aria-checked', 'true');
  expect(pageErrors).toEqual([]);
});

for (const [first, last] of [
  ['English', 'Português'],
  ['Português', 'English'],
] as const) {
  test(`in audio mode, ${first} then at once ${last}, while ${first} still loads, ends on ${last}, playing where it was at its rate`, async ({
    page,
    stack,
    pageErrors,
  }) => {
    const sourceOf = { Português: /\/audio\.mp3\?/, English: /\/hls\/audio\/index\.m3u8\?track=en&/ };
    await serveAudioMaster(page);
    await openPausedPlayer(page, await stack.playerUrl(), { width: 960, height: 540 });
    await openFeature(page, 'Audio Player');
    await expect.poll(() => playingSource(page)).toMatch(sourceOf.Português);
    // Playing the rendition other than the first choice, at 20 s and at 1.5×.
    if (first === 'Português') {
      await chooseWithMouse(page, 'English');
      await expect.poll(() => playingSource(page)).toMatch(sourceOf.English);
    }
    await expect.poll(async () => (await media(page)).ready).toBeGreaterThanOrEqual(1);
    await page.locator('.video-js video').evaluate((video: HTMLVideoElement) => {
      video.currentTime = 20;
      video.playbackRate = 1.5;
      return video.play();
    });
    await expectPlaysOn(page, 0.5);
    const from = (await media(page)).time;

    // The first choice's source does not answer until the last choice is made.
    const firstSource = await holdRequests(page, first === 'English' ? '**/hls/audio/index.m3u8?track=en&*' : '**/audio.mp3?*');
    await chooseWithMouse(page, first);
    await expect.poll(firstSource.asked, `${first} is loading`).toBeGreaterThan(0);
    await chooseWithMouse(page, last);
    firstSource.release();

    await expect.poll(() => playingSource(page), `${last} plays`).toMatch(sourceOf[last]);
    await expect.poll(async () => (await media(page)).ready).toBeGreaterThanOrEqual(1);
    await expectPlaysOn(page, 0.5);
    const now = await page
      .locator('.video-js video')
      .evaluate((video: HTMLVideoElement) => ({ time: video.currentTime, rate: video.playbackRate, paused: video.paused }));
    expect(now.time, 'near where it was, not from the start').toBeGreaterThan(from - 0.5);
    expect(now.time).toBeLessThan(from + 15);
    expect(now).toMatchObject({ rate: 1.5, paused: false });
    await wakeControls(page);
    await bar(page).getByRole('button', { name: 'Faixa de áudio' }).click();
    await expect(page.locator('.vjs-audio-button .vjs-menu-item.vjs-selected')).toHaveText(new RegExp(`^${last}`));
    await expect(page.getByTestId('player-error-message')).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });
}

for (const [first, last] of [
  ['English', 'Português'],
  ['Português', 'English'],
] as const) {
  test(`in audio mode, the host SDK's ${first} and ${last} in one go end on ${last}, playing where it was at its rate`, async ({
    page,
    stack,
    pageErrors,
  }) => {
    const sourceOf = { Português: /\/audio\.mp3\?/, English: /\/hls\/audio\/index\.m3u8\?track=en&/ };
    await serveAudioMaster(page);
    await page.goto(`${stack.host.url}/index.html`);
    await embed(page, stack.widget.url, `token=${await stack.token('licao-fotossintese')}`);
    const frame = page.frameLocator('iframe');
    const video = frame.locator('.video-js video');
    const media = () =>
      video.evaluate((element: HTMLVideoElement) => ({
        time: element.currentTime,
        rate: element.playbackRate,
        paused: element.paused,
        ready: element.readyState,
      }));
    await expect
      .poll(async () => ((await call(page, 'getAudioTracks')).value as unknown[] | undefined)?.length, { timeout: 20_000 })
      .toBe(3);
    expect(await call(page, 'setAudioMode', true)).toMatchObject({ value: true });
    await expect.poll(() => playingSource(frame)).toMatch(sourceOf.Português);
    // Playing the rendition other than the last choice, at 20 s and at 1.5×.
    if (last === 'Português') {
      expect(await call(page, 'enableAudioTrack', 'English')).toMatchObject({ value: 'English' });
      await expect.poll(() => playingSource(frame)).toMatch(sourceOf.English);
    }
    await expect.poll(async () => (await media()).ready).toBeGreaterThanOrEqual(1);
    await video.evaluate((element: HTMLVideoElement) => {
      element.currentTime = 20;
      element.playbackRate = 1.5;
      return element.play();
    });
    await expect.poll(async () => (await media()).time).toBeGreaterThan(20.5);
    const from = (await media()).time;

    // Both calls at once: the second comes while the first one's source is still being set.
    await page.evaluate(
      ({ one, other }) => {
        const player = (window as unknown as { player: { enableAudioTrack(label: string): Promise<unknown> } }).player;
        return Promise.all([player.enableAudioTrack(one), player.enableAudioTrack(other)]);
      },
      { one: first, other: last },
    );
    await expect.poll(() => playingSource(frame), `${last} plays`).toMatch(sourceOf[last]);
    await expect.poll(async () => (await media()).ready).toBeGreaterThanOrEqual(1);
    await expect.poll(async () => (await media()).time).toBeGreaterThan(from + 0.5);
    const now = await media();
    expect(now.time, 'near where it was, not from the start').toBeLessThan(from + 15);
    expect(now).toMatchObject({ rate: 1.5, paused: false });
    expect(
      ((await call(page, 'getAudioTracks')).value as { label: string; enabled: boolean }[]).find((track) => track.enabled)?.label,
    ).toBe(last);
    await expect(frame.getByTestId('player-error-message')).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });
}
