// Covers docs/accessibility.md: axe (WCAG 2.2 A and AA, and best practices) in every state — each menu and
// panel open, audio mode, the error screens, the example host pages — at 360 × 203, 640 × 360 and 1280 × 720,
// and a keyboard-only walk that reaches every control of the bar with a visible focus indicator.
import type { Locator, Page } from '@playwright/test';
import {
  axeViolations,
  clickPlay,
  currentTime,
  expect,
  openPlayer,
  screenshot,
  openFeature,
  test,
  wakeControls,
} from './fixtures.ts';
import { settled } from './settled.ts';
import { FRAME_SIZES } from './frame-sizes.ts';

async function playing(page: Page, url: string): Promise<void> {
  await openPlayer(page, url);
  await clickPlay(page);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(0.3);
  await wakeControls(page);
}

const menus: [string, RegExp | string][] = [
  ['quality', 'Qualidade'],
  ['captions', 'Legendas'],
  ['chapters', /^Capítulos/],
  ['overflow', 'Mais opções'],
];

// The page's landmarks are named in the viewer's language: two of one name (the player's and Video.js's own,
// 'Video player' in English) are a fault axe finds only outside Portuguese.
for (const lang of ['en', 'es']) {
  test(`in ${lang} axe finds no violation while playing and with the overflow menu open`, async ({ page, stack }) => {
    await page.setViewportSize({ width: 640, height: 360 });
    await playing(page, `${await stack.playerUrl()}&lang=${lang}`);
    expect(await axeViolations(page)).toEqual([]);
    // axe takes a while: the bar may have faded meanwhile.
    await wakeControls(page);
    await page.locator('.vjs-control-bar .sp-overflow-button').getByRole('button').first().click();
    await expect(page.locator('.vjs-menu.vjs-lock-showing')).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
  });
}

for (const size of FRAME_SIZES) {
  const at = `${size.width}x${size.height}`;

  test(`at ${at} axe finds no violation with each menu of the bar open`, async ({ page, stack }) => {
    // Up to six menus and an axe run each: 36 to 42 s on CI's machine, past the 45 s limit at 640 × 360 once.
    test.slow();
    await page.setViewportSize(size);
    await playing(page, await stack.playerUrl());
    expect(await axeViolations(page)).toEqual([]);
    for (const [name, label] of menus) {
      await wakeControls(page);
      const button = page.locator('.vjs-control-bar').getByRole('button', { name: label }).first();
      if (!(await button.isVisible())) continue;
      await button.click();
      await expect(page.locator('.vjs-menu.vjs-lock-showing')).toHaveCount(1);
      await screenshot(page, `a11y-menu-${name}-${at}`);
      expect(await axeViolations(page), `${name} menu`).toEqual([]);
      await page.keyboard.press('Escape');
    }
  });

  test(`at ${at} axe finds no violation with each panel open and in audio mode`, async ({ page, stack }) => {
    // Five panels and states, an axe run each: 27 s on a quiet machine, 44 s on CI's.
    test.slow();
    await page.setViewportSize(size);
    await playing(page, await stack.playerUrl());
    for (const name of ['Sphere AI', 'Resumo', 'Transcrição']) {
      await openFeature(page, name);
      const panel = page.getByRole('dialog', { name });
      await expect(panel).toBeVisible();
      await expect(panel.locator('.spinner')).toHaveCount(0, { timeout: 15_000 });
      expect(await axeViolations(page), name).toEqual([]);
      await panel.getByRole('button', { name: 'Fechar' }).click();
      await expect(panel).toBeHidden();
    }
    await openFeature(page, 'Download');
    await expect(page.getByRole('dialog', { name: 'Download' })).toBeVisible();
    expect(await axeViolations(page), 'download menu').toEqual([]);
    await page.keyboard.press('Escape');
    await openFeature(page, 'Audio Player');
    await expect(page.locator('.video-js')).toHaveClass(/vjs-audio-only-mode/);
    await screenshot(page, `a11y-audio-${at}`);
    expect(await axeViolations(page), 'audio mode').toEqual([]);
  });
}

test('axe finds no violation on the error screens', async ({ page, stack }) => {
  await page.setViewportSize({ width: 360, height: 203 });
  await page.goto(`${stack.widget.url}/player`);
  await expect(page.getByText('Link sem token de acesso')).toBeVisible({ timeout: 20_000 });
  await screenshot(page, 'a11y-error-missing-token-360x203');
  expect(await axeViolations(page), 'missing token').toEqual([]);
  await page.goto(`${stack.widget.url}/player?token=not-a-jwt`);
  await expect(page.locator('[role="alert"]').first()).toBeVisible({ timeout: 20_000 });
  expect(await axeViolations(page), 'refused token').toEqual([]);
});

for (const path of ['/', '/lms.html', '/intranet.html']) {
  test(`axe finds no violation on the host page ${path}`, async ({ page, stack }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`${stack.host.url}${path}`);
    if (path !== '/') await expect(page.locator('body[data-player-ready]')).toBeAttached({ timeout: 20_000 });
    expect(await axeViolations(page)).toEqual([]);
  });
}

/** Whether the focused element shows a focus indicator: an outline or a box-shadow of its own. */
const focusIndicator = (element: Locator): Promise<string> =>
  element.evaluate((node) => {
    const style = getComputedStyle(node);
    if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2) return 'outline';
    if (style.boxShadow !== 'none') return 'box-shadow';
    return 'none';
  });

for (const size of FRAME_SIZES) {
  test(`at ${size.width}x${size.height} Tab alone reaches every control of the bar, each with a visible focus indicator`, async ({
    page,
    stack,
  }) => {
    await page.setViewportSize(size);
    await playing(page, await stack.playerUrl());
    await page.locator('.video-js video').evaluate((video: HTMLVideoElement) => video.pause());
    // Keyboard only from here: Tab from the page until the bar's first control has focus.
    await page.locator('body').evaluate((body) => (document.activeElement as HTMLElement | null)?.blur?.() ?? body);
    const focusInBar = (): Promise<boolean> => page.evaluate(() => document.activeElement?.closest('.vjs-control-bar') != null);
    for (let step = 0; step < 10 && !(await focusInBar()); step++) await page.keyboard.press('Tab');
    // Every control the bar shows: its buttons and sliders outside the (closed) menus.
    const controls = await page.locator('.vjs-control-bar').evaluate((bar) =>
      [...bar.querySelectorAll<HTMLElement>('button, [role="slider"]')]
        .filter(
          (node) =>
            !node.closest('.vjs-menu') && node.getClientRects().length > 0 && getComputedStyle(node).visibility !== 'hidden',
        )
        .filter(
          (node) =>
            node.closest('.vjs-volume-control') === null ||
            getComputedStyle(node.closest('.vjs-volume-control')!).display !== 'none',
        )
        .map((node) => node.getAttribute('aria-label') ?? node.innerText.trim()),
    );
    const reached: string[] = [];
    for (let step = 0; step < 40; step++) {
      if (!(await focusInBar())) break;
      // The volume slider opens on focus in a 0.1 s transition: read its box once it has run, however slow the frames.
      await settled(page, 0);
      const focused = page.locator(':focus');
      const box = await focused.boundingBox();
      const name = (await focused.getAttribute('aria-label')) ?? (await focused.innerText()).trim();
      expect(box && box.width >= 24 && box.height >= 24, `${name} is at least 24 × 24 (${JSON.stringify(box)})`).toBe(true);
      expect(await focusIndicator(focused), `${name} shows its focus`).not.toBe('none');
      reached.push(name);
      await page.keyboard.press('Tab');
    }
    await screenshot(page, `a11y-keyboard-${size.width}x${size.height}`);
    expect(reached).toEqual(expect.arrayContaining(controls));
    for (const name of ['tocar', 'tela cheia', 'barra de progresso']) expect(reached.map((r) => r.toLowerCase())).toContain(name);
  });
}
