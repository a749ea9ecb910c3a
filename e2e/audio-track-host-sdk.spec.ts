// Covers alternate audio through the host SDK and in its audio frame: the audio-track menu as a sheet the frame
// grows to at 360 px; the SDK lists the renditions, plays another (in audio mode too) and hears every change;
// an audio description whose name does not say so is named as one in the viewer's language.
import { axeViolations, expect, openPausedPlayer, screenshot, test, wakeControls } from './fixtures.ts';
import { RENDITIONS, serveAudioMaster } from './audio-master.ts';
import { call, embed, heard } from './host-sdk-page.ts';
import { bar, entryName, playingSource } from './audio-track-helpers.ts';

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
