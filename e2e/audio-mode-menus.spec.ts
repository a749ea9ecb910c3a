// Covers the menus of the audio bar (docs/accessibility.md, "Menus in audio mode"): the bar is at the top of a
// frame sized to it, so an open menu is a sheet over the frame (from its bottom) with its own scroll, and the widget reports
// its height so that an iframe the SDK sizes grows to show it. Every entry of every menu is checked by its box:
// inside the frame and not covered, reached by the mouse, by touch and by the keyboard — on a page as wide as a
// frame of 360 × 203, 640 × 360 and 1280 × 720, in a plain iframe nobody resizes (360 × 120 and the bar's own
// height), and in the intranet page, whose SDK sizes the iframe to the content at 360 px.
import type { FrameLocator, Locator, Page } from '@playwright/test';
import { expect, openPausedPlayer, screenshot, test } from './fixtures.ts';
import { FRAME_SIZES } from './frame-sizes.ts';

const bar = (scope: Page | FrameLocator): Locator => scope.locator('.vjs-control-bar');

/** The bar's menu buttons the viewer sees now. */
async function menuButtons(scope: Page | FrameLocator): Promise<Locator[]> {
  return bar(scope).locator('.vjs-menu-button-popup > button.vjs-menu-button:visible').all();
}

/** The open menu's sheet. */
const sheet = (scope: Page | FrameLocator): Locator => scope.locator('.vjs-menu.vjs-lock-showing');

/**
 * The entries of the open sheet (and its close button) a viewer cannot reach, as 'label: why'. With `scroll`,
 * each is first scrolled into view as a viewer scrolls the sheet; without, they must all show at once. An entry
 * is reached when its box is at least 24 px tall, wholly inside the frame (the window it is in) and nothing is
 * painted over its centre.
 */
function unreachable(open: Locator, scroll: boolean): Promise<string[]> {
  return open.evaluate((menu, scroll) => {
    const found: string[] = [];
    const targets = [
      ...menu.querySelectorAll<HTMLElement>('.sp-menu-sheet-close'),
      ...menu.querySelectorAll<HTMLElement>('li.vjs-menu-item'),
    ];
    if (targets.length < 2) found.push(`only ${targets.length} entries`);
    for (const target of targets) {
      if (scroll) target.scrollIntoView({ block: 'nearest' });
      const box = target.getBoundingClientRect();
      const name = (target.innerText || target.className).trim().replace(/\s+/g, ' ');
      const where = `[${Math.round(box.left)}, ${Math.round(box.top)}, ${Math.round(box.right)}, ${Math.round(box.bottom)}] in ${innerWidth}×${innerHeight}`;
      if (box.height < 23.5) found.push(`${name}: ${Math.round(box.height)} px tall`);
      else if (box.left < -0.5 || box.top < -0.5 || box.right > innerWidth + 0.5 || box.bottom > innerHeight + 0.5)
        found.push(`${name}: clipped ${where}`);
      else {
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (!hit || !target.contains(hit)) found.push(`${name}: covered by ${hit?.className ?? 'nothing'} ${where}`);
      }
    }
    return found;
  }, scroll);
}

/** Switches to audio mode from the bar, or from the overflow menu where the bar has handed it over. */
async function audioMode(scope: Page | FrameLocator): Promise<void> {
  // The mouse really moves over the player, so Video.js shows its bar.
  await scope.locator('.video-js').hover({ position: { x: 10, y: 10 } });
  await scope.locator('.video-js').hover();
  const button = bar(scope).getByRole('button', { name: 'Audio Player', exact: true });
  if (await button.isVisible()) await button.click();
  else {
    await bar(scope).getByRole('button', { name: 'Mais opções' }).click();
    await scope.locator('.sp-overflow-button .vjs-menu').getByRole('menuitemcheckbox', { name: 'Audio Player' }).click();
  }
  await expect(scope.locator('.video-js')).toHaveClass(/vjs-audio-only-mode/);
  // The MP3 has replaced the video (the quality menu has gone with it).
  await expect
    .poll(() => scope.locator('.video-js video').evaluate((video: HTMLVideoElement) => video.currentSrc))
    .toMatch(/\.mp3/);
}

async function pausedInAudioMode(page: Page, url: string, size: { width: number; height: number }): Promise<void> {
  await openPausedPlayer(page, url, size);
  await audioMode(page);
}

/** The button's name without its state (Video.js appends ', selecionado' and the like to some). */
const buttonName = (button: Locator): Promise<string> =>
  button.evaluate((node) => (node.querySelector('.vjs-control-text')?.textContent ?? '').trim());

for (const size of FRAME_SIZES) {
  const at = `${size.width}x${size.height}`;

  test(`at ${at} in audio mode every menu of the bar opens as a sheet over the frame with every entry in it, by mouse and by keyboard`, async ({
    page,
    stack,
  }) => {
    await pausedInAudioMode(page, await stack.playerUrl(), size);
    await screenshot(page, `audio-menus-bar-${at}`);
    // Speed and chapters always; the overflow menu too where the features have left the bar (the quality menu
    // leaves once the MP3 plays).
    await expect(bar(page).locator('.vjs-menu-button-popup > button.vjs-menu-button:visible')).toHaveCount(
      size.width < 768 ? 3 : 2,
    );
    const buttons = await menuButtons(page);
    for (const button of buttons) {
      const name = await buttonName(button);
      // The mouse: a click opens the sheet; every entry shows once scrolled to; its close button closes it.
      await button.click();
      const open = sheet(page);
      await expect(open, `${name} opens`).toHaveCount(1);
      await expect(open.locator('.sp-menu-sheet-title')).toHaveText(name);
      expect(await unreachable(open, true), `${name} at ${at}`).toEqual([]);
      await open.evaluate((node) => node.scrollTo(0, 0));
      await screenshot(page, `audio-menu-${name.split(' ')[0]?.toLowerCase()}-${at}`);
      await open.getByRole('button', { name: 'Fechar' }).click();
      await expect(open).toHaveCount(0);
      await expect(button).toBeFocused();

      // The keyboard: Enter opens it (on its selected entry, if any), ArrowUp goes up to the first entry, ArrowDown
      // walks every entry, each inside the frame and uncovered.
      await page.keyboard.press('Enter');
      await expect(open).toHaveCount(1);
      const entries = await open.locator('li.vjs-menu-item').count();
      for (let step = 0; step < entries; step++) await page.keyboard.press('ArrowUp');
      await expect(open.locator('li.vjs-menu-item').first()).toBeFocused();
      const reached = new Set<string>();
      for (let step = 0; step < entries; step++) {
        const focused = open.locator('li.vjs-menu-item:focus');
        await expect(focused, `${name}: an entry has the focus`).toHaveCount(1);
        reached.add(await focused.innerText());
        const box = await focused.evaluate((node) => {
          const rect = node.getBoundingClientRect();
          const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
          return { top: rect.top, bottom: rect.bottom, height: innerHeight, onTop: hit !== null && node.contains(hit) };
        });
        expect(box.top, `${name}: focused entry below the frame's top`).toBeGreaterThanOrEqual(-0.5);
        expect(box.bottom, `${name}: focused entry above the frame's bottom`).toBeLessThanOrEqual(box.height + 0.5);
        expect(box.onTop, `${name}: focused entry not covered`).toBe(true);
        await page.keyboard.press('ArrowDown');
      }
      expect(reached.size, `${name}: every entry reached`).toBe(entries);
      await page.keyboard.press('Escape');
      await expect(open).toHaveCount(0);
      await expect(button).toBeFocused();
    }
    // Hovering a menu button opens nothing in audio mode: a sheet under the mouse would cover the frame.
    await buttons[0]?.hover();
    await page.waitForTimeout(300);
    await expect(page.locator('.vjs-menu:visible')).toHaveCount(0);
  });
}

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('at 360x203 in audio mode a tap opens a menu, a tap on an entry chooses it and closes the sheet, and its close button closes it', async ({
    page,
    stack,
  }) => {
    await pausedInAudioMode(page, await stack.playerUrl(), { width: 360, height: 203 });
    const speed = bar(page).getByRole('button', { name: /^Velocidade/ });
    await speed.tap();
    const open = sheet(page);
    await expect(open).toHaveCount(1);
    expect(await unreachable(open, true)).toEqual([]);
    const slowest = open.getByRole('menuitemradio', { name: /^0[.,]5x/ });
    await slowest.tap();
    await expect(open).toHaveCount(0);
    expect(await page.locator('.video-js video').evaluate((video: HTMLVideoElement) => video.playbackRate)).toBe(0.5);

    await bar(page).getByRole('button', { name: 'Mais opções' }).tap();
    await expect(open).toHaveCount(1);
    // The last entry, at the bottom of a sheet taller than the frame: a finger scrolls it into view.
    const last = open.locator('li.vjs-menu-item').last();
    await last.scrollIntoViewIfNeeded();
    expect(await unreachable(open, true)).toEqual([]);
    await open.getByRole('button', { name: 'Fechar' }).tap();
    await expect(open).toHaveCount(0);
  });
});

/** A host page with a plain iframe of a fixed size, as an author pastes it; no SDK, nothing resizes it. */
async function fixedFrame(
  page: Page,
  host: string,
  url: string,
  height: number,
): Promise<{ frame: FrameLocator; iframe: Locator }> {
  await page.setViewportSize({ width: 400, height: 400 });
  // The stack's example index page, its content replaced (a page served from elsewhere may not frame loopback).
  await page.goto(host);
  await page.evaluate(
    ({ url, height }) => {
      const iframe = document.createElement('iframe');
      Object.assign(iframe, { id: 'sphere', title: 'Aula em áudio', src: url, allow: 'autoplay' });
      iframe.style.cssText = `display:block;width:360px;height:${height}px;border:0`;
      const main = document.createElement('main');
      main.setAttribute('aria-label', 'Curso');
      main.append(iframe);
      document.body.replaceChildren(main);
    },
    { url, height },
  );
  const frame = page.frameLocator('#sphere');
  await expect(frame.locator('.player-page .video-js')).toHaveCount(1, { timeout: 20_000 });
  await expect(frame.getByText('Carregando conteúdo')).toBeHidden({ timeout: 20_000 });
  return { frame, iframe: page.locator('#sphere') };
}

for (const height of [120, 0]) {
  test(`in a plain iframe of 360 × ${height || "the audio bar's own height"} in audio mode, every entry of every menu is reached by scrolling its sheet`, async ({
    page,
    stack,
  }) => {
    const { frame, iframe } = await fixedFrame(page, stack.host.url, await stack.playerUrl(), height || 203);
    await frame.locator('.vjs-big-play-button').click();
    await audioMode(frame);
    await frame.locator('video').evaluate((video: HTMLVideoElement) => video.pause());
    if (!height) {
      // The frame is cut to the audio bar's height, as an author who measured it once would.
      const own = await frame.locator('.player-page').evaluate((node) => Math.ceil(node.getBoundingClientRect().height));
      await iframe.evaluate((node, own) => void (node.style.height = `${own}px`), own);
    }
    const frameBox = await iframe.boundingBox();
    await expect(bar(frame).locator('.vjs-menu-button-popup > button.vjs-menu-button:visible')).toHaveCount(3);
    const buttons = await menuButtons(frame);
    for (const button of buttons) {
      const name = await buttonName(button);
      await button.click();
      const open = sheet(frame);
      await expect(open).toHaveCount(1);
      // The sheet is the frame: the host's box around it does not move.
      expect(await iframe.boundingBox()).toEqual(frameBox);
      expect(await unreachable(open, true), `${name} in a frame ${frameBox?.height} px tall`).toEqual([]);
      await open.evaluate((node) => node.scrollTo(0, 0));
      if (height) await screenshot(page, `audio-menu-fixed-frame-${name.split(' ')[0]?.toLowerCase()}-360x${height}`);
      await open.getByRole('button', { name: 'Fechar' }).click();
      await expect(open).toHaveCount(0);
    }
  });
}

test('in the intranet page at 360 px the SDK-sized iframe grows while a menu of the audio bar is open, showing every entry without scrolling, and shrinks back', async ({
  page,
  stack,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`${stack.host.url}/intranet.html`);
  await expect(page.locator('body[data-player-ready]')).toBeAttached({ timeout: 20_000 });
  const iframe = page.locator('#player iframe');
  const frame = page.frameLocator('#player iframe');
  await page.getByRole('button', { name: 'Audio mode' }).click();
  await expect(frame.locator('.video-js')).toHaveClass(/vjs-audio-only-mode/);
  await expect.poll(async () => (await iframe.boundingBox())?.height ?? 0).toBeLessThan(150);
  const barHeight = (await iframe.boundingBox())?.height ?? 0;
  await iframe.scrollIntoViewIfNeeded();
  await screenshot(page, 'audio-menu-sdk-closed-360');
  // Speed, chapters (once the chapters track has loaded) and the overflow menu; quality too while this item's
  // HLS ladder is known.
  await expect.poll(async () => (await menuButtons(frame)).length).toBeGreaterThanOrEqual(3);
  const buttons = await menuButtons(frame);
  for (const button of buttons) {
    const name = await buttonName(button);
    await button.click();
    const open = sheet(frame);
    await expect(open).toHaveCount(1);
    // The iframe grows to the sheet's height: every entry shows at once, nothing scrolls.
    await expect.poll(() => unreachable(open, false), { message: `${name} grows the iframe` }).toEqual([]);
    const grown = (await iframe.boundingBox())?.height ?? 0;
    expect(grown).toBeGreaterThan(barHeight);
    expect(await open.evaluate((node) => node.scrollHeight <= node.clientHeight + 1)).toBe(true);
    await iframe.scrollIntoViewIfNeeded();
    await screenshot(page, `audio-menu-sdk-${name.split(' ')[0]?.toLowerCase()}-360`);
    await page.keyboard.press('Escape');
    await expect(open).toHaveCount(0);
    await expect.poll(async () => (await iframe.boundingBox())?.height ?? 0).toBeCloseTo(barHeight, 0);
  }
});
