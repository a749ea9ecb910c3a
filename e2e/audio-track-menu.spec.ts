// Covers the audio-track menu ('Faixa de áudio') on a master with alternate audio (EXT-X-MEDIA TYPE=AUDIO):
// it shows only for an item with two or more audio renditions; its entries are the renditions' names, the
// playing one checked; it works from the keyboard (opens on the checked entry, the arrows move, Enter
// chooses, Escape closes onto its button); choosing a rendition makes VHS load that rendition's playlist and
// segments while playback goes on; the bar still fits; axe finds nothing with it open. At 360 × 203 and
// 1280 × 720, with screenshots of the open menu.
import {
  axeViolations,
  currentTime,
  expect,
  openFeature,
  openPausedPlayer,
  readStored,
  screenshot,
  test,
  wakeControls,
} from './fixtures.ts';
import { hasFocus, tabTo } from './keyboard.ts';
import { recordAudioRequests, RENDITIONS, serveAudioMaster } from './audio-master.ts';
import {
  audioState,
  bar,
  openMenu,
  entryName,
  playingSource,
  expectPlaysOn,
  chooseWithMouse,
  focusedEntry,
  expectBarFits,
} from './audio-track-helpers.ts';
import { holdRequests } from './hold-requests.ts';
import { SMALLEST_AND_LARGEST } from './frame-sizes.ts';

test('the normal master, with one audio rendition, has no audio-track menu', async ({ page, stack, pageErrors }) => {
  await openPausedPlayer(page, await stack.playerUrl(), { width: 1280, height: 720 });
  await wakeControls(page);
  expect((await audioState(page)).tracks).toEqual(['Português']);
  // Its siblings have joined the bar by now (openPausedPlayer waits for the later controls).
  await expect(bar(page).getByRole('button', { name: 'Qualidade' })).toBeVisible();
  await expect(bar(page).getByRole('button', { name: 'Faixa de áudio' })).toBeHidden();
  expect(pageErrors).toEqual([]);
});

for (const size of SMALLEST_AND_LARGEST) {
  const at = `${size.width}x${size.height}`;

  test(`at ${at} the audio-track menu names the renditions, marks the playing one and switches from the keyboard`, async ({
    page,
    stack,
    pageErrors,
  }) => {
    await serveAudioMaster(page);
    const audio = recordAudioRequests(page);
    await openPausedPlayer(page, await stack.playerUrl(), size);
    await wakeControls(page);
    expect(await audioState(page)).toMatchObject({ tracks: RENDITIONS, enabled: 'Português', vhsTrack: 'Português' });
    const button = bar(page).getByRole('button', { name: 'Faixa de áudio' });
    await expect(button).toBeVisible();
    await expectBarFits(page);
    // Its icon is the size of the bar's others (control-bar.css, "One size of icon").
    const icons = await bar(page).evaluate((element) => {
      const before = (selector: string) =>
        getComputedStyle(element.querySelector(`${selector} .vjs-icon-placeholder`)!, '::before');
      return { glyph: before('.vjs-play-control').fontSize, audioTrack: before('.sp-audio-track-button').width };
    });
    expect(icons.audioTrack).toBe(icons.glyph);

    // Opens on the checked entry; the arrows move; Escape closes onto the button and chooses nothing.
    const menu = openMenu(button);
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const entries = menu.getByRole('menuitemradio');
    await expect(entries).toHaveCount(RENDITIONS.length);
    for (const [index, name] of RENDITIONS.entries()) await expect(entries.nth(index)).toHaveAccessibleName(entryName(name));
    // The names a screen reader hears: the checked entry says so; the described rendition's name says it once.
    await expect(entries.nth(0)).toHaveAccessibleName('Português , selecionada');
    await expect(entries.nth(1)).toHaveAccessibleName('English');
    await expect(entries.nth(2)).toHaveAccessibleName('Português (audiodescrição)');
    expect(await entries.evaluateAll((items) => items.map((item) => item.getAttribute('aria-checked')))).toEqual([
      'true',
      'false',
      'false',
    ]);
    await expect.poll(() => focusedEntry(page), 'the menu opens on the playing rendition').toBe('Português');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusedEntry(page)).toBe('English');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect.poll(() => hasFocus(button), 'Escape gives the focus back to the button').toBe(true);
    expect((await audioState(page)).enabled, 'Escape chooses nothing').toBe('Português');

    // Enter on English chooses it: the menu closes onto its button, VHS loads the English rendition.
    const before = audio.length;
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedEntry(page)).toBe('Português');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    await expect.poll(() => hasFocus(button), 'a pick gives the focus back to the button').toBe(true);
    await expect.poll(() => audioState(page)).toMatchObject({ enabled: 'English', vhsTrack: 'English' });
    await expect.poll(() => audio.slice(before)).toContain('playlist:en');
    await expect.poll(async () => (await audioState(page)).vhsPlaylist).toMatch(/index\.m3u8\?track=en\b/);

    // Playback goes on with the new rendition's segments, and no error screen.
    const from = await currentTime(page);
    await page.locator('.video-js video').evaluate((video: HTMLVideoElement) => video.play());
    await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(from + 1.5);
    const afterPlaylist = audio.slice(before).slice(audio.slice(before).indexOf('playlist:en'));
    expect(afterPlaylist, 'audio segments after the English playlist').toContain('segment');
    await expect(page.getByTestId('player-error-message')).toHaveCount(0);
    await expect(page.locator('.video-js')).not.toHaveClass(/vjs-error/);
    await page.locator('.video-js video').evaluate((video: HTMLVideoElement) => video.pause());

    // The menu opens on the rendition chosen, checked; axe finds nothing with it open.
    await wakeControls(page);
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await expect.poll(() => focusedEntry(page), 'the menu opens on the rendition chosen').toBe('English');
    await expect(entries.nth(1)).toHaveAttribute('aria-checked', 'true');
    await expect(entries.nth(0)).toHaveAttribute('aria-checked', 'false');
    await expect(menu, 'the open menu stands inside the frame').toBeInViewport({ ratio: 1 });
    await screenshot(page, `audio-track-menu-${at}`);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect.poll(() => hasFocus(button)).toBe(true);
    expect(pageErrors).toEqual([]);
  });
}

for (const width of [640, 960]) {
  const height = Math.round((width * 9) / 16);
  test(`at ${width} × ${height} the bar with the audio-track menu fits and leaves the progress bar 150 px`, async ({
    page,
    stack,
  }) => {
    await serveAudioMaster(page);
    await openPausedPlayer(page, await stack.playerUrl(), { width, height });
    await wakeControls(page);
    await expect(bar(page).getByRole('button', { name: 'Faixa de áudio' })).toBeVisible();
    await expectBarFits(page);
    const progress = await bar(page).locator('.vjs-progress-control').boundingBox();
    expect(progress?.width ?? 0).toBeGreaterThanOrEqual(150);
  });
}

test('a rendition chosen with the mouse while the item plays is heard from there on, and back again', async ({
  page,
  stack,
  pageErrors,
}) => {
  await serveAudioMaster(page);
  const audio = recordAudioRequests(page);
  await openPausedPlayer(page, await stack.playerUrl(), { width: 960, height: 540 });
  await page.locator('.video-js video').evaluate((video: HTMLVideoElement) => video.play());
  for (const [name, track] of [
    ['Português (audiodescrição)', 'pt-ad'],
    ['Português', ''],
  ] as const) {
    const before = audio.length;
    await chooseWithMouse(page, name);
    await expect.poll(() => audioState(page)).toMatchObject({ enabled: name, vhsTrack: name });
    // The default rendition's playlist may still be in VHS's hands from the start; a new one is always asked for.
    if (track) await expect.poll(() => audio.slice(before)).toContain(`playlist:${track}`);
    await expectPlaysOn(page, 1.5);
  }
  await expect(page.getByTestId('player-error-message')).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test('without an MP3 the audio mode plays the rendition chosen, and the video comes back with it', async ({
  page,
  stack,
  pageErrors,
}) => {
  // The audio mode plays the MP3 where there is one; without, the HLS audio rendition.
  stack.widget.setConfig(stack.widgetConfig({ EXISTE_AUDIOMP3: 'N' }));
  await serveAudioMaster(page);
  const audio = recordAudioRequests(page);
  await openPausedPlayer(page, await stack.playerUrl(), { width: 960, height: 540 });
  await chooseWithMouse(page, 'English');
  await expect.poll(() => audioState(page)).toMatchObject({ enabled: 'English', vhsTrack: 'English' });

  const source = () => playingSource(page);
  await openFeature(page, 'Audio Player');
  await expect.poll(source, 'the audio mode plays the English rendition').toMatch(/\/hls\/audio\/index\.m3u8\?track=en&/);
  await page.locator('.video-js video').evaluate((video: HTMLVideoElement) => video.play());
  await expectPlaysOn(page, 1);

  const before = audio.length;
  await openFeature(page, 'Audio Player');
  await expect.poll(source).toMatch(/\/hls\/master\.m3u8\?/);
  await expect
    .poll(() => audioState(page), 'the video comes back with English')
    .toMatchObject({
      tracks: RENDITIONS,
      enabled: 'English',
      vhsTrack: 'English',
    });
  await expect.poll(() => audio.slice(before)).toContain('playlist:en');
  await expect(page.getByTestId('player-error-message')).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test('with an MP3, the audio mode plays it for the default rendition, and the HLS rendition for another one chosen', async ({
  page,
  stack,
  pageErrors,
}) => {
  await serveAudioMaster(page);
  await openPausedPlayer(page, await stack.playerUrl(), { width: 960, height: 540 });
  await page.locator('.video-js video').evaluate((video: HTMLVideoElement) => video.play());
  // The default rendition: the item's MP3, the main audio.
  await openFeature(page, 'Audio Player');
  await expect.poll(() => playingSource(page)).toMatch(/\/audio\.mp3\?/);
  await openFeature(page, 'Audio Player');
  await expect.poll(() => playingSource(page)).toMatch(/\/hls\/master\.m3u8\?/);

  // English is not what the MP3 holds: the audio mode plays the English rendition.
  await chooseWithMouse(page, 'English');
  await expect.poll(() => audioState(page)).toMatchObject({ enabled: 'English' });
  await openFeature(page, 'Audio Player');
  await expect.poll(() => playingSource(page), 'the audio mode plays English').toMatch(/\/hls\/audio\/index\.m3u8\?track=en&/);
  await expectPlaysOn(page, 1);
  await expect(page.getByTestId('player-error-message')).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test('a rendition chosen while the video comes back from audio mode is the one it plays once loaded', async ({
  page,
  stack,
  pageErrors,
}) => {
  await serveAudioMaster(page);
  await openPausedPlayer(page, await stack.playerUrl(), { width: 960, height: 540 });
  await openFeature(page, 'Audio Player');
  await expect.poll(() => playingSource(page)).toMatch(/\/audio\.mp3\?/);
  // The video's segments wait: its renditions are listed (the menu offers them), its metadata has not come.
  const segments = await holdRequests(page, '**/hls/*p/seg_*.ts?*');
  await openFeature(page, 'Audio Player');
  await expect.poll(segments.asked).toBeGreaterThan(0);
  await chooseWithMouse(page, 'English');
  segments.release();
  await expect
    .poll(() => page.locator('.video-js video').evaluate((video: HTMLVideoElement) => video.readyState))
    .toBeGreaterThan(0);
  await expect.poll(() => audioState(page)).toMatchObject({ enabled: 'English', vhsTrack: 'English' });
  await expect(page.getByTestId('player-error-message')).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test('the rendition chosen is remembered: the next visit starts on it, by its language and kind; a source that loads does not overwrite it', async ({
  page,
  stack,
  pageErrors,
}) => {
  await serveAudioMaster(page);
  const url = await stack.playerUrl();
  await openPausedPlayer(page, url, { width: 960, height: 540 });
  await chooseWithMouse(page, 'Português (audiodescrição)');
  await expect.poll(() => audioState(page)).toMatchObject({ enabled: 'Português (audiodescrição)' });
  const stored = async () => (JSON.parse(await readStored(page, 'sphere_preferences')) as { audioTrack?: unknown }).audioTrack;
  await expect.poll(stored).toEqual({ language: 'pt', kind: 'main-desc' });

  // Audio mode and back: each source starts on its default rendition, which is not the viewer's choice.
  await openFeature(page, 'Audio Player');
  await expect(page.locator('.player-page')).toHaveClass(/sp-audio-mode/);
  await openFeature(page, 'Audio Player');
  await expect(page.locator('.player-page')).not.toHaveClass(/sp-audio-mode/);
  await expect.poll(() => audioState(page)).toMatchObject({ enabled: 'Português (audiodescrição)' });
  expect(await stored()).toEqual({ language: 'pt', kind: 'main-desc' });

  // The next visit (another page of the course) starts on the audio description, not on the default.
  const audio = recordAudioRequests(page);
  await openPausedPlayer(page, url, { width: 960, height: 540 });
  await expect
    .poll(() => audioState(page))
    .toMatchObject({ enabled: 'Português (audiodescrição)', vhsTrack: 'Português (audiodescrição)' });
  await expect.poll(() => audio).toContain('playlist:pt-ad');
  expect(pageErrors).toEqual([]);
});
