// Covers host SDK v2's fullscreen and picture-in-picture against the real widget and reference API: the host's
// gesture handed to the frame, fullscreen ending while the player is out of the host's view, the player's own
// button, the viewer's picture-in-picture key, and a frame without allow="fullscreen".
import type { Page } from '@playwright/test';
import type { Stack } from '../examples/servers/stack.ts';
import { expect, test } from './fixtures.ts';
import { addHostFullscreenButton, call, embed, embedPlain, heard, hostChanges } from './host-sdk-page.ts';

test("fullscreen from the host: a click on the host's button hands its gesture to the frame", async ({ page, stack }) => {
  await page.goto(`${stack.host.url}/index.html`);
  await embed(page, stack.widget.url, `token=${await stack.token('seguranca-senhas')}`);
  await expect.poll(() => heard(page, 'loadedmetadata'), { timeout: 20_000 }).toHaveLength(1);
  expect(await call(page, 'getFullscreen')).toMatchObject({ value: false });
  await addHostFullscreenButton(page);
  await page.getByRole('button', { name: 'Tela cheia' }).click();
  await expect.poll(() => heard(page, 'fullscreenchange')).toEqual([{ fullscreen: true }]);
  expect(await call(page, 'getFullscreen')).toMatchObject({ value: true });
  expect(await call(page, 'exitFullscreen')).toMatchObject({ value: null });
  await expect.poll(() => heard(page, 'fullscreenchange')).toEqual([{ fullscreen: true }, { fullscreen: false }]);
});

/**
 * The host page with the player below its fold: a spacer of twice the viewport's height above the embed.
 * Chromium renders nothing of a cross-origin frame out of the viewport, the frame's fullscreenchange
 * included (src/services/fullscreen-change-on-time.ts).
 */
async function embedBelowTheFold(page: Page, stack: Stack): Promise<void> {
  await page.goto(`${stack.host.url}/index.html`);
  await page.evaluate(() => {
    const spacer = document.createElement('div');
    spacer.style.height = '200vh';
    document.body.append(spacer);
  });
  await embed(page, stack.widget.url, `token=${await stack.token('seguranca-senhas')}`);
  await expect.poll(() => heard(page, 'loadedmetadata'), { timeout: 20_000 }).toHaveLength(1);
}

/** Whether the whole iframe is out of the host's viewport (the case the tests below are about). */
const iframeOutOfView = (page: Page) =>
  page.evaluate(() => document.querySelector('iframe')!.getBoundingClientRect().top >= innerHeight);

for (const [who, leave] of [
  ["the SDK's exitFullscreen", async (page: Page) => expect(await call(page, 'exitFullscreen')).toMatchObject({ value: null })],
  // What the browser does on the viewer's Esc: the top document leaves fullscreen, the frame is told.
  ['the host page (as Esc does)', (page: Page) => page.evaluate(() => document.exitFullscreen())],
] as const)
  test(`a player below the host's fold keeps the fullscreen the host asked for, and the host hears it end at once when ${who} ends it`, async ({
    page,
    stack,
  }) => {
    await embedBelowTheFold(page, stack);
    await addHostFullscreenButton(page);
    expect(await iframeOutOfView(page)).toBe(true);
    await page.getByRole('button', { name: 'Tela cheia' }).click();
    await expect.poll(() => heard(page, 'fullscreenchange')).toEqual([{ fullscreen: true }]);
    // The app has loaded meanwhile (it may adopt the first player only once fullscreen ends): fullscreen held.
    const frame = page.frameLocator('iframe');
    await expect(frame.locator('.player-page')).toBeAttached({ timeout: 20_000 });
    expect(await hostChanges(page)).toEqual([true]);
    expect(await call(page, 'getFullscreen')).toMatchObject({ value: true });

    await leave(page);
    expect(await iframeOutOfView(page)).toBe(true);
    await expect.poll(() => heard(page, 'fullscreenchange')).toEqual([{ fullscreen: true }, { fullscreen: false }]);
    expect(await call(page, 'getFullscreen')).toMatchObject({ value: false });
    await expect(frame.locator('.video-js')).not.toHaveClass(/vjs-fullscreen/);
    await expect(frame.locator('.player-page .video-js')).toHaveCount(1);
    // Back in view, the browser's own late event is not heard a second time.
    await page.locator('iframe').scrollIntoViewIfNeeded();
    await expect(frame.locator('.vjs-big-play-button')).toBeVisible();
    expect(await heard(page, 'fullscreenchange')).toEqual([{ fullscreen: true }, { fullscreen: false }]);
  });

test("the player's own fullscreen button: the host hears fullscreen end though its page pushed the player out of view meanwhile", async ({
  page,
  stack,
}) => {
  await embedBelowTheFold(page, stack);
  const frame = page.frameLocator('iframe');
  await expect(frame.locator('.player-page .video-js')).toHaveCount(1, { timeout: 20_000 });
  expect(await call(page, 'play')).toMatchObject({ value: null });
  // The viewer scrolls to the player and presses its button.
  await frame.locator('.video-js').hover();
  await frame.getByRole('button', { name: 'Tela cheia' }).click();
  await expect.poll(() => heard(page, 'fullscreenchange')).toEqual([{ fullscreen: true }]);
  // Meanwhile the host page grows above the player (a list that loaded, a banner), and its scroll position
  // does not follow the player (no scroll anchoring: Safari has none, a page may turn it off).
  await page.evaluate(() => {
    document.documentElement.style.overflowAnchor = 'none';
    const banner = document.createElement('div');
    banner.style.height = '300vh';
    document.body.prepend(banner);
  });
  await frame.locator('.video-js').hover();
  await frame.getByRole('button', { name: 'Tela Normal' }).click();
  expect(await iframeOutOfView(page)).toBe(true);
  await expect.poll(() => heard(page, 'fullscreenchange')).toEqual([{ fullscreen: true }, { fullscreen: false }]);
  expect(await call(page, 'getFullscreen')).toMatchObject({ value: false });
});

test("picture-in-picture: the viewer's key in the frame enters it, the host hears and reads it, and leaves it", async ({
  page,
  stack,
}) => {
  await page.goto(`${stack.host.url}/index.html`);
  await embed(page, stack.widget.url, `token=${await stack.token('seguranca-senhas')}`);
  await page.evaluate(() => {
    const w = window as unknown as { player: { on(n: string, cb: (d: unknown) => void): void }; pip: string[] };
    w.pip = [];
    for (const name of ['enterpictureinpicture', 'leavepictureinpicture']) w.player.on(name, () => w.pip.push(name));
  });
  expect(await call(page, 'play')).toMatchObject({ value: null });
  expect(await call(page, 'getPictureInPicture')).toMatchObject({ value: false });
  // The viewer's key press in the frame (the 'i' shortcut) is the gesture picture-in-picture needs.
  await page.frameLocator('iframe').locator('.video-js').focus();
  await page.keyboard.press('i');
  const pip = () => page.evaluate(() => (window as unknown as { pip: string[] }).pip);
  await expect.poll(pip).toEqual(['enterpictureinpicture']);
  expect(await call(page, 'getPictureInPicture')).toMatchObject({ value: true });
  expect(await call(page, 'exitPictureInPicture')).toMatchObject({ value: null });
  await expect.poll(pip).toEqual(['enterpictureinpicture', 'leavepictureinpicture']);
  expect(await call(page, 'getPictureInPicture')).toMatchObject({ value: false });
});

test('in a frame without allow="fullscreen" the fullscreen control is hidden and neither f nor the host fakes it', async ({
  page,
  stack,
}) => {
  await embedPlain(page, stack, 'autoplay');
  const frame = page.frameLocator('iframe');
  await expect(frame.locator('.player-page .video-js')).toHaveCount(1, { timeout: 20_000 });
  await frame.locator('.vjs-big-play-button').click();
  await expect(frame.locator('.vjs-fullscreen-control')).toBeHidden();
  await frame.locator('.video-js').focus();
  await page.keyboard.press('f');
  await frame.locator('.video-js').dblclick();
  await page.waitForTimeout(500);
  await expect(frame.locator('.video-js')).not.toHaveClass(/vjs-fullscreen|vjs-full-window/);
});

test('in a frame whose policy refuses picture-in-picture, its control is hidden, its key does nothing, and the console stays silent', async ({
  page,
  stack,
  pageErrors,
}) => {
  await embedPlain(page, stack, "autoplay; fullscreen; picture-in-picture 'none'");
  const frame = page.frameLocator('iframe');
  await expect(frame.locator('.player-page .video-js')).toHaveCount(1, { timeout: 20_000 });
  await frame.locator('.vjs-big-play-button').click();
  await expect(frame.locator('.vjs-control-bar > .vjs-playback-rate')).toBeAttached();
  await expect(frame.locator('.vjs-picture-in-picture-control')).toBeHidden();
  await frame.locator('.video-js').focus();
  await page.keyboard.press('i');
  await page.waitForTimeout(500);
  // Chromium writes "Permissions policy violation" to the console on each read of document.pictureInPictureEnabled.
  expect(pageErrors).toEqual([]);
});
