// Covers the download menu from the keyboard alone, as the WAI-ARIA menu button pattern and YouTube's and Vimeo's
// menus have it: choosing Download in the overflow menu ('Mais opções', 360 × 203 and 640 × 360) puts the focus
// on the menu's first option (at its first opening on the dialog, while its code comes, then on it), with no stop on
// the rebuilt overflow menu or on 'Mais opções' on the way (each stop is recorded, as a screen reader announces it); Tab and the arrows walk the menu without a stop of its
// own body; Escape and 'Voltar' give the focus back to the button that opened the chain, once. What a screen
// reader is told on the way (roles, aria-haspopup, aria-expanded, names), and axe with the menu open. At 1280 × 720
// the same from the bar's own Download button. And the focus never falls to the page as the menu's content changes:
// the chosen option gives way to the running download's 'Cancelar', a cancel to the options, a failure to its retry.
// The arrows that walk the menu are the menu's alone: they change neither the volume, nor muting, nor the position.
// On a touch screen (an iPhone, the player in an iframe) a tap on the overflow menu's Download closes that menu.
import type { FrameLocator, Locator, Page } from '@playwright/test';
import { animationsDone, axeViolations, expect, openPausedPlayer, screenshot, slowNetwork, test } from './fixtures.ts';
import { hasFocus, recordFocusStops, tabTo, takeFocusStops, twoFrames } from './keyboard.ts';

const bar = (page: Page): Locator => page.locator('.vjs-control-bar');
const menu = (page: Page): Locator => page.getByRole('dialog', { name: 'Download' });
const option = (page: Page, name: string): Locator => menu(page).getByRole('button', { name, exact: true });

/** The stops of the menu's first opening: the dialog holds the focus while its code comes, then its first option. */
const FIRST_OPENING = ['dialog Download', 'button Original'];

/**
 * Presses a key and resolves with the focus stops it caused, once what it set off has settled: with `until`, once
 * that locator has the focus (the menu's code loads at its first opening).
 */
async function press(page: Page, key: string, until?: Locator): Promise<string[]> {
  await takeFocusStops(page);
  await page.keyboard.press(key);
  if (until) await expect.poll(() => hasFocus(until), `${key}: ${until.toString()} has the focus`).toBe(true);
  await twoFrames(page);
  return takeFocusStops(page);
}

/** Opens the overflow menu from the keyboard and walks its entries down to Download; returns that entry. */
async function downloadEntry(page: Page, overflow: Locator): Promise<Locator> {
  await page.keyboard.press('Space');
  await expect(overflow).toHaveAttribute('aria-expanded', 'true');
  const entry = page.locator('.sp-overflow-button .vjs-menu li.vjs-menu-item.sp-icon-download');
  for (let step = 0; step < 12 && !(await hasFocus(entry)); step++) await page.keyboard.press('ArrowDown');
  expect(await hasFocus(entry), 'the arrows reach the Download entry').toBe(true);
  return entry;
}

for (const size of [
  { width: 360, height: 203 },
  { width: 640, height: 360 },
]) {
  const at = `${size.width}x${size.height}`;

  test(`at ${at} Download chosen in 'Mais opções' opens on its first option, and Escape or 'Voltar' goes straight back to 'Mais opções'`, async ({
    page,
    stack,
  }) => {
    await openPausedPlayer(page, await stack.playerUrl(), size);
    await recordFocusStops(page);
    const overflow = bar(page).getByRole('button', { name: 'Mais opções' });
    await tabTo(page, overflow);
    await expect(overflow).toHaveAttribute('aria-haspopup', 'true');
    await expect(overflow).toHaveAttribute('aria-expanded', 'false');

    // What a screen reader says of the entry: an item that opens a dialog, with no checked state of its own.
    const entry = await downloadEntry(page, overflow);
    await expect(entry).toHaveAttribute('role', 'menuitem');
    await expect(entry).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(entry).not.toHaveAttribute('aria-checked', /.*/);
    await expect(entry).toHaveAccessibleName('Download');

    // Enter: straight onto the first option, nowhere else on the way.
    expect(await press(page, 'Enter', option(page, 'Original')), 'from the entry into the menu').toEqual(FIRST_OPENING);
    await expect(menu(page)).toBeVisible();
    await expect(menu(page)).toHaveAttribute('aria-modal', 'true');
    await expect(overflow).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('.sp-overflow-button .vjs-menu.vjs-lock-showing')).toHaveCount(0);
    await animationsDone(menu(page));
    await screenshot(page, `download-menu-focus-${at}`);
    expect(await axeViolations(page), 'the download menu open').toEqual([]);

    // Tab and the arrows walk the options and 'Voltar', one stop each: the menu's body is not one.
    expect(await press(page, 'Tab')).toEqual(['button Processado']);
    expect(await press(page, 'Shift+Tab')).toEqual(['button Original']);
    expect(await press(page, 'Shift+Tab')).toEqual(['button Voltar']);
    expect(await press(page, 'ArrowDown')).toEqual(['button Original']);
    expect(await press(page, 'ArrowDown')).toEqual(['button Processado']);
    expect(await press(page, 'ArrowDown'), 'the last option stays').toEqual([]);
    expect(await press(page, 'ArrowUp')).toEqual(['button Original']);

    // Escape: the menu closes and 'Mais opções', which opened the chain, has the focus, with no stop before it.
    expect(await press(page, 'Escape'), 'Escape: straight back to Mais opções').toEqual(['button Mais opções']);
    await expect(menu(page)).toBeHidden();
    await expect.poll(() => hasFocus(overflow)).toBe(true);

    // Again, and 'Voltar' this time: the same way back.
    await downloadEntry(page, overflow);
    expect(await press(page, 'Space'), 'Space opens it as Enter does; its code in, straight onto the first option').toEqual([
      'button Original',
    ]);
    expect(await press(page, 'Shift+Tab')).toEqual(['button Voltar']);
    expect(await press(page, 'Enter'), "'Voltar': straight back to Mais opções").toEqual(['button Mais opções']);
    await expect(menu(page)).toBeHidden();
    expect(await hasFocus(overflow)).toBe(true);
  });
}

test("at 1280x720 the bar's Download button opens the menu on its first option, and Escape goes straight back to it", async ({
  page,
  stack,
}) => {
  await openPausedPlayer(page, await stack.playerUrl(), { width: 1280, height: 720 });
  await recordFocusStops(page);
  const button = bar(page).getByRole('button', { name: 'Download', exact: true });
  await tabTo(page, button);
  await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
  await expect(button).not.toHaveAttribute('aria-pressed', /.*/);
  expect(await press(page, 'Enter', option(page, 'Original'))).toEqual(FIRST_OPENING);
  await animationsDone(menu(page));
  await screenshot(page, 'download-menu-focus-1280x720');
  expect(await axeViolations(page), 'the download menu open').toEqual([]);
  expect(await press(page, 'Escape')).toEqual(['button Download']);
  await expect(menu(page)).toBeHidden();
  expect(await hasFocus(button)).toBe(true);
});

test('at 360x203 the focus follows the menu as its content changes: onto Cancelar as the download runs, back to the first option on a cancel, onto the retry on a failure', async ({
  page,
  stack,
}) => {
  await openPausedPlayer(page, await stack.playerUrl(), { width: 360, height: 203 });
  await recordFocusStops(page);
  const overflow = bar(page).getByRole('button', { name: 'Mais opções' });
  await tabTo(page, overflow);
  await downloadEntry(page, overflow);
  expect(await press(page, 'Enter', option(page, 'Original'))).toEqual(FIRST_OPENING);

  await slowNetwork(page);
  const cancel = option(page, 'Cancelar');
  expect(await press(page, 'Enter', cancel), 'the chosen option gives way to Cancelar, which takes the focus').toEqual([
    'button Cancelar',
  ]);
  await expect(menu(page).locator('.download-status')).toHaveText(/Baixando/);
  expect(await press(page, 'Enter', option(page, 'Original')), 'a cancel gives it back to the first option').toEqual([
    'button Original',
  ]);

  // The file's request is cut: the menu says why, and its retry, the first control now, takes the focus.
  await page.route('**/files/**', (route) => route.abort('connectionreset'), { times: 1 });
  const retry = option(page, 'Tentar novamente');
  const stops = await press(page, 'Enter', retry);
  expect(stops.at(-1), 'a failure hands the focus to its retry').toBe('button Tentar novamente');
  expect(
    stops.filter((stop) => stop !== 'button Cancelar' && stop !== 'button Tentar novamente'),
    'nowhere else',
  ).toEqual([]);
  await expect(menu(page).getByRole('alert')).toContainText('Nenhum arquivo foi salvo');
  await expect(menu(page)).toBeVisible();
});

test('at 360x203 the arrows that walk the download menu are its own: the volume, muting and the position stay as they were', async ({
  page,
  stack,
}) => {
  await openPausedPlayer(page, await stack.playerUrl(), { width: 360, height: 203 });
  const video = page.locator('.video-js video');
  // A learner whose lesson autoplayed muted.
  await video.evaluate((node: HTMLVideoElement) => {
    node.volume = 0.5;
    node.muted = true;
  });
  const playback = () =>
    video.evaluate((node: HTMLVideoElement) => ({ volume: node.volume, muted: node.muted, time: node.currentTime.toFixed(2) }));
  const before = await playback();
  const overflow = bar(page).getByRole('button', { name: 'Mais opções' });
  await tabTo(page, overflow);
  await downloadEntry(page, overflow);
  await page.keyboard.press('Enter');
  await expect.poll(() => hasFocus(option(page, 'Original'))).toBe(true);

  for (const key of ['ArrowDown', 'ArrowRight', 'ArrowUp', 'ArrowRight', 'ArrowLeft', 'ArrowDown'])
    await page.keyboard.press(key);
  expect(await hasFocus(option(page, 'Processado')), 'the arrows walked the menu').toBe(true);
  await twoFrames(page);
  expect(await playback(), 'volume, muting and position untouched').toEqual(before);
});

test.describe('on a touch screen', () => {
  // An iPhone: Video.js puts no focus into a menu it opens in a frame there, and a tap focuses no entry.
  test.use({
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  });

  /** The widget in a plain iframe of 360 × 203 on the stack's host page, started and paused. */
  async function framedPlayer(page: Page, host: string, url: string): Promise<FrameLocator> {
    // Chromium's client hints would tell Video.js the truth over the user agent.
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => undefined }));
    await page.setViewportSize({ width: 400, height: 300 });
    await page.goto(host);
    await page.evaluate((src) => {
      const iframe = Object.assign(document.createElement('iframe'), { id: 'sphere', title: 'Aula', src, allow: 'autoplay' });
      iframe.style.cssText = 'display:block;width:360px;height:203px;border:0';
      document.body.replaceChildren(iframe);
    }, url);
    const frame = page.frameLocator('#sphere');
    await expect(frame.getByText('Carregando conteúdo')).toBeHidden({ timeout: 20_000 });
    await frame.locator('.vjs-big-play-button').tap();
    await expect(frame.locator('.vjs-control-bar > .vjs-playback-rate')).toBeAttached();
    await frame.locator('.video-js video').evaluate((video: HTMLVideoElement) => video.pause());
    return frame;
  }

  test("a tap on Download in 'Mais opções' closes that menu as the download menu opens, and the next tap on 'Mais opções' opens it", async ({
    page,
    stack,
  }) => {
    const frame = await framedPlayer(page, stack.host.url, await stack.playerUrl());
    const overflow = frame.locator('.vjs-control-bar').getByRole('button', { name: 'Mais opções' });
    const overflowMenu = frame.locator('.sp-overflow-button .vjs-menu');
    await overflow.tap();
    await expect(overflowMenu).toHaveClass(/vjs-lock-showing/);
    await overflowMenu.locator('li.sp-icon-download').tap();
    const sheet = frame.getByRole('dialog', { name: 'Download' });
    await expect(sheet).toBeVisible();
    await expect(overflowMenu, 'the overflow menu closed').not.toHaveClass(/vjs-lock-showing/);
    await expect(overflow).toHaveAttribute('aria-expanded', 'false');

    await sheet.getByRole('button', { name: 'Voltar' }).tap();
    await expect(sheet).toBeHidden();
    await overflow.tap();
    await expect(overflowMenu, 'one tap opens it again').toHaveClass(/vjs-lock-showing/);
    await expect(overflow).toHaveAttribute('aria-expanded', 'true');
  });
});
