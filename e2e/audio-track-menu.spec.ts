// Covers the audio-track menu ('Faixa de áudio') on a master with alternate audio (EXT-X-MEDIA TYPE=AUDIO):
// it shows only for an item with two or more audio renditions; its entries are the renditions' names, the
// playing one checked; it works from the keyboard (opens on the checked entry, the arrows move, Enter
// chooses, Escape closes onto its button); choosing a rendition makes VHS load that rendition's playlist and
// segments while playback goes on; the bar still fits; axe finds nothing with it open. At 360 × 203 and
// 1280 × 720, with screenshots of the open menu.
import type { FrameLocator, Locator, Page } from '@playwright/test';
import { controlBoxes, overflowingX, overlapping } from './layout-checks.ts';
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
import { call, embed, heard } from './host-sdk-page.ts';

interface AudioState {
  /** The labels of the player's audio tracks. */
  tracks: string[];
  /** The label of the enabled one. */
  enabled: string | null;
  /** The id of the track VHS plays, and the URI of the audio playlist its loader has loaded. */
  vhsTrack: string | null;
  vhsPlaylist: string | null;
}

/** The player's audio tracks, and which one VHS plays. */
const audioState = (page: Page): Promise<AudioState> =>
  page.locator('.player-page .video-js').evaluate((element) => {
    interface Track {
      id: string;
      label: string;
      enabled: boolean;
    }
    interface Player {
      audioTracks(): ArrayLike<Track>;
      tech(safety: boolean): {
        vhs?: {
          playlistController_: {
            mediaTypes_: {
              AUDIO: { activeTrack(): Track | null; activePlaylistLoader?: { media(): { uri: string } | undefined } | null };
            };
          };
        };
      };
    }
    const player = (element as HTMLElement & { player: Player }).player;
    const tracks = Array.from(player.audioTracks());
    const audio = player.tech(true).vhs?.playlistController_.mediaTypes_.AUDIO;
    return {
      tracks: tracks.map((track) => track.label),
      enabled: tracks.find((track) => track.enabled)?.label ?? null,
      vhsTrack: audio?.activeTrack()?.id ?? null,
      vhsPlaylist: audio?.activePlaylistLoader?.media()?.uri ?? null,
    };
  });

const bar = (page: Page): Locator => page.locator('.vjs-control-bar');

/** The open menu of a menu button's wrapper. */
const openMenu = (button: Locator): Locator => button.locator('xpath=..').locator('.vjs-menu.vjs-lock-showing .vjs-menu-content');

/** An entry's accessible name: the rendition's, then Video.js's hidden word for the checked one. */
const entryName = (rendition: string): RegExp => new RegExp(`^${rendition.replace(/[()]/g, '\\$&')}( , selecionada)?$`);

/** The URL of the source the player plays. */
const playingSource = (scope: Page | FrameLocator): Promise<string> =>
  scope.locator('.player-page .video-js').evaluate((element) => {
    const player = (element as HTMLElement & { player: { currentSource(): { src?: string } } }).player;
    return player.currentSource().src ?? '';
  });

/** Playback goes on: the time moves more than `seconds` from where it is now. */
async function expectPlaysOn(page: Page, seconds: number): Promise<void> {
  const from = await currentTime(page);
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(from + seconds);
}

/** Chooses a rendition with the mouse, as a viewer does: wakes the bar, opens the menu, clicks the entry. */
async function chooseWithMouse(page: Page, rendition: string): Promise<void> {
  await wakeControls(page);
  await bar(page).getByRole('button', { name: 'Faixa de áudio' }).click();
  await page
    .locator('.vjs-audio-button .vjs-menu')
    .getByRole('menuitemradio', { name: entryName(rendition) })
    .click();
}

/** The visible name of the focused menu entry (its first text, without Video.js's hidden words), or null. */
const focusedEntry = (page: Page): Promise<string | null> =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active?.matches('li.vjs-menu-item')) return null;
    return active.querySelector('.vjs-menu-item-text')?.firstChild?.textContent?.trim() ?? null;
  });

/** The bar fits its frame: nothing past its edges, nothing overlapping, the buttons on one row under the progress bar. */
async function expectBarFits(page: Page): Promise<void> {
  const fit = await bar(page).evaluate((element) => ({ scroll: element.scrollWidth, width: element.clientWidth }));
  expect(fit.scroll, "the bar's content is not wider than the bar").toBeLessThanOrEqual(fit.width);
  expect(await overflowingX(page), 'nothing sticks out of the frame').toEqual([]);
  expect(overlapping(await controlBoxes(bar(page))), 'no control overlaps another').toEqual([]);
  const play = await bar(page).locator('.vjs-play-control').boundingBox();
  const fullscreen = await bar(page).locator('.vjs-fullscreen-control').boundingBox();
  expect(fullscreen?.y, 'fullscreen is on the row of play').toBe(play?.y);
}

test('the normal master, with one audio rendition, has no audio-track menu', async ({ page, stack, pageErrors }) => {
  await openPausedPlayer(page, await stack.playerUrl(), { width: 1280, height: 720 });
  await wakeControls(page);
  expect((await audioState(page)).tracks).toEqual(['Português']);
  // Its siblings have joined the bar by now (openPausedPlayer waits for the later controls).
  await expect(bar(page).getByRole('button', { name: 'Qualidade' })).toBeVisible();
  await expect(bar(page).getByRole('button', { name: 'Faixa de áudio' })).toBeHidden();
  expect(pageErrors).toEqual([]);
});

for (const size of [
  { width: 360, height: 203 },
  { width: 1280, height: 720 },
] as const) {
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

/** The media element's position, pause and readiness. */
const media = (page: Page): Promise<{ time: number; paused: boolean; ready: number }> =>
  page
    .locator('.video-js video')
    .evaluate((video: HTMLVideoElement) => ({ time: video.currentTime, paused: video.paused, ready: video.readyState }));

/** Waits until the source that now plays has its metadata and stands within half a second of `time`. */
async function expectAt(page: Page, time: number, message: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const now = await media(page);
        return now.ready >= 1 && Math.abs(now.time - time) < 0.5;
      },
      { message },
    )
    .toBe(true);
}

/** The audio-track preference stored. */
const storedAudioTrack = async (page: Page): Promise<unknown> =>
  (JSON.parse(await readStored(page, 'sphere_preferences')) as { audioTrack?: unknown }).audioTrack;

for (const size of [
  { width: 360, height: 203 },
  { width: 640, height: 360 },
  { width: 1280, height: 720 },
] as const) {
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
    // Far enough into the lesson that a source starting from 0 cannot pass for one that kept the position.
    await page.locator('.video-js video').evaluate((video: HTMLVideoElement) => (video.currentTime = 20));
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
  await page.locator('.video-js video').evaluate((video: HTMLVideoElement) => video.play());
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

test("in the SDK's audio frame, sized to the bar at 360 px, the audio-track menu opens as a sheet the frame grows to, and a choice plays", async ({
  page,
  stack,
  pageErrors,
}) => {
  await serveAudioMaster(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`${stack.host.url}/index.html`);
  // The frame at the top of the page: Chromium paints no cross-origin frame below the fold (and the bar waits for a paint).
  await page.evaluate(() => document.body.replaceChildren());
  await embed(page, stack.widget.url, `token=${await stack.token('licao-fotossintese')}`);
  const iframe = page.locator('iframe');
  const frame = page.frameLocator('iframe');
  await expect(frame.getByText('Carregando conteúdo')).toBeHidden({ timeout: 20_000 });
  expect(await call(page, 'setAudioMode', true)).toMatchObject({ value: true });
  await expect(frame.locator('.video-js')).toHaveClass(/vjs-audio-only-mode/);
  // The frame is the bar's height once the later controls (the menus) have joined it.
  await expect(frame.locator('.vjs-control-bar > .vjs-playback-rate')).toBeAttached();
  await expect.poll(async () => (await iframe.boundingBox())?.height ?? 0).toBeLessThan(150);
  const barHeight = (await iframe.boundingBox())?.height ?? 0;
  const button = frame.locator('.vjs-control-bar').getByRole('button', { name: 'Faixa de áudio' });
  await expect(button).toBeVisible();
  await screenshot(page, 'audio-mode-audio-track-sdk-frame-closed-360');

  await button.click();
  const sheet = frame.locator('.vjs-audio-button .vjs-menu.vjs-lock-showing');
  const entries = sheet.getByRole('menuitemradio');
  await expect(entries).toHaveCount(RENDITIONS.length);
  // The frame grows until every entry shows, whole, inside it.
  await expect.poll(async () => (await iframe.boundingBox())?.height ?? 0).toBeGreaterThan(barHeight);
  for (const name of RENDITIONS) await expect(sheet.getByText(name, { exact: true })).toBeInViewport({ ratio: 1 });
  await screenshot(page, 'audio-mode-audio-track-sdk-frame-open-360');
  await sheet.getByRole('menuitemradio', { name: entryName('English') }).click();
  await expect(sheet).toBeHidden();
  await expect.poll(() => playingSource(frame)).toMatch(/\/hls\/audio\/index\.m3u8\?track=en&/);
  await expect.poll(async () => (await iframe.boundingBox())?.height ?? 0, 'and shrinks back').toBeCloseTo(barHeight, 0);
  expect(pageErrors).toEqual([]);
});

test("the host SDK lists the renditions, plays another, in audio mode too, and hears every change, its own and the viewer's", async ({
  page,
  stack,
  pageErrors,
}) => {
  await serveAudioMaster(page);
  await page.goto(`${stack.host.url}/index.html`);
  await embed(page, stack.widget.url, `token=${await stack.token('licao-fotossintese')}`);
  const frame = page.frameLocator('iframe');
  const checked = frame.locator('.vjs-audio-button .vjs-menu-item.vjs-selected');
  const tracks = async () => (await call(page, 'getAudioTracks')).value as { label: string; enabled: boolean }[];
  await expect.poll(async () => (await tracks()).length, { timeout: 20_000 }).toBe(3);
  expect(await call(page, 'getAudioTracks')).toMatchObject({
    value: [
      { label: 'Português', language: 'pt', kind: 'main', enabled: true },
      { label: 'English', language: 'en', kind: 'alternative', enabled: false },
      { label: 'Português (audiodescrição)', language: 'pt', kind: 'main-desc', enabled: false },
    ],
  });
  expect(await call(page, 'enableAudioTrack', 'Deutsch')).toMatchObject({ error: 'invalid-args' });
  expect(await call(page, 'enableAudioTrack', 42)).toMatchObject({ error: 'invalid-args' });

  // The video: VHS loads the rendition, the menu checks it, the host hears it once.
  expect(await call(page, 'enableAudioTrack', 'English')).toMatchObject({ value: 'English' });
  await expect(checked).toHaveText(/^English/);
  await expect.poll(() => heard(page, 'audiotrackchange')).toEqual([{ label: 'English', language: 'en', kind: 'alternative' }]);
  expect(await call(page, 'play')).toMatchObject({ value: null });

  // Audio mode keeps the master's renditions: the host still chooses among them, the MP3 is the default's.
  expect(await call(page, 'setAudioMode', true)).toMatchObject({ value: true });
  await expect.poll(() => playingSource(frame)).toMatch(/\/hls\/audio\/index\.m3u8\?track=en&/);
  expect((await tracks()).find((track) => track.enabled)?.label).toBe('English');
  expect(await call(page, 'enableAudioTrack', 'Português')).toMatchObject({ value: 'Português' });
  await expect.poll(() => playingSource(frame)).toMatch(/\/audio\.mp3\?/);
  await expect
    .poll(async () => (await heard(page, 'audiotrackchange')).at(-1))
    .toEqual({ label: 'Português', language: 'pt', kind: 'main' });

  // The viewer's choice in the menu reaches the host too; leaving audio mode (the choice put back) adds nothing.
  await frame.locator('.vjs-control-bar').getByRole('button', { name: 'Faixa de áudio' }).click();
  await frame.getByRole('menuitemradio', { name: entryName('Português (audiodescrição)') }).click();
  await expect.poll(() => playingSource(frame)).toMatch(/\/hls\/audio\/index\.m3u8\?track=pt-ad&/);
  expect(await call(page, 'setAudioMode', false)).toMatchObject({ value: false });
  await expect.poll(() => playingSource(frame)).toMatch(/\/hls\/master\.m3u8\?/);
  await expect.poll(async () => (await tracks()).find((track) => track.enabled)?.label).toBe('Português (audiodescrição)');
  expect((await heard(page, 'audiotrackchange')).map((event) => (event as { label: string }).label)).toEqual([
    'English',
    'Português',
    'Português (audiodescrição)',
  ]);
  expect(pageErrors).toEqual([]);
});

for (const [lang, menuName, word] of [
  ['pt', 'Faixa de áudio', 'audiodescrição'],
  ['en', 'Audio Track', 'audio description'],
  ['es', 'Pista de audio', 'audiodescripción'],
] as const) {
  test(`in ${lang} an audio description whose name does not say so is heard as one, once, in the viewer's language`, async ({
    page,
    stack,
  }) => {
    await serveAudioMaster(page, { 'Português (audiodescrição)': 'Português 2' });
    await openPausedPlayer(page, `${await stack.playerUrl()}&lang=${lang}`, { width: 960, height: 540 });
    await wakeControls(page);
    await bar(page).getByRole('button', { name: menuName }).click();
    const entries = page.locator('.vjs-audio-button .vjs-menu.vjs-lock-showing').getByRole('menuitemradio');
    await expect(entries).toHaveCount(3);
    await expect(entries.nth(1)).toHaveAccessibleName('English');
    await expect(entries.nth(2)).toHaveAccessibleName(`Português 2 , ${word}`);
    // Its icon says it to the eye.
    await expect(entries.nth(2).locator('.vjs-icon-placeholder')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

/** Holds the requests `url` matches until the returned function lets them go: a source that is still loading. */
async function holdRequests(page: Page, url: string): Promise<{ asked: () => boolean; release: () => void }> {
  let asked = false;
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    asked = true;
    await held;
    await route.continue().catch(() => undefined);
  });
  return { asked: () => asked, release };
}

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
    await expect.poll(firstSource.asked, `${first} is loading`).toBe(true);
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
