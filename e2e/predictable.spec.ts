// Covers WCAG 3.2.1 (on focus) and 3.2.2 (on input). On focus: Tab alone through every control of the bar, and of
// each panel, opens no menu, panel or page, starts, seeks, mutes or changes nothing (at 360 × 203, 640 × 360 and
// 1280 × 720). On input: choosing a quality, a speed, captions or an audio track from the keyboard changes that
// setting alone: the focus stays in the menu or on its button (never dropped to the page), nothing else opens,
// playback stays paused, the address stays; a field of the captions settings keeps the focus as it changes; typing in
// the transcript's search keeps the focus in the field.
import type { Locator, Page } from '@playwright/test';
import { currentTime, expect, openFeature, openPausedPlayer, test } from './fixtures.ts';
import { focusNothing, tabTo } from './keyboard.ts';
import { serveAudioMaster } from './audio-master.ts';
import { settled } from './settled.ts';
import { FRAME_SIZES } from './frame-sizes.ts';

/** Everything a focus or a choice could change that the viewer did not ask for. */
function context(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() => {
    const video = document.querySelector('video');
    return {
      address: location.href,
      paused: video?.paused,
      time: video?.currentTime.toFixed(2),
      muted: video?.muted,
      volume: video?.volume,
      rate: video?.playbackRate,
      menus: document.querySelectorAll('.vjs-menu.vjs-lock-showing').length,
      dialogs: [...document.querySelectorAll('[role="dialog"]')]
        .filter((node) => node.getClientRects().length > 0)
        .map((node) => node.getAttribute('aria-labelledby') ?? node.className),
      fullscreen: document.fullscreenElement !== null,
      pressed: [...document.querySelectorAll('[aria-pressed="true"]')].length,
    };
  });
}

const focusedName = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const node = document.activeElement as HTMLElement | null;
    if (!node || node === document.body) return 'body';
    return (node.getAttribute('aria-label') ?? node.innerText ?? node.tagName).trim().slice(0, 40);
  });

/** Presses Tab through `scope` from its first stop, checking after each that nothing but the focus moved. */
async function tabWalk(page: Page, scope: Locator, where: string): Promise<string[]> {
  const before = await context(page);
  const pages = page.context().pages().length;
  const reached: string[] = [];
  for (let step = 0; step < 40; step++) {
    await page.keyboard.press('Tab');
    if (!(await scope.evaluate((node) => node.contains(document.activeElement)))) break;
    const name = await focusedName(page);
    // A focus that opens something has done so once the page is still (the volume slider shows; it only shows).
    await settled(page, 150);
    expect(await context(page), `${where}: focus on '${name}' changes nothing`).toEqual(before);
    if (reached.includes(name)) break;
    reached.push(name);
  }
  expect(page.context().pages().length, `${where}: no page opened`).toBe(pages);
  return reached;
}

for (const size of FRAME_SIZES) {
  const at = `${size.width}x${size.height}`;

  test(`at ${at} Tab through the bar and every panel changes nothing by focus alone`, async ({ page, stack }) => {
    await openPausedPlayer(page, await stack.playerUrl(), size);
    await focusNothing(page);
    const reached = await tabWalk(page, page.locator('.player-page'), `${at} bar`);
    expect(reached, `${at}: the walk reached the bar's controls`).toEqual(
      expect.arrayContaining(['Tocar', 'Barra de progresso', 'Legendas', 'Tela Cheia']),
    );
    for (const name of ['Sphere AI', 'Resumo', 'Transcrição', 'Download']) {
      await openFeature(page, name);
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('.spinner')).toHaveCount(0, { timeout: 15_000 });
      const inside = await tabWalk(page, dialog, `${at} ${name}`);
      expect(inside.length, `${at} ${name}: Tab reached its controls`).toBeGreaterThan(0);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });
}

/** Opens a bar menu from the keyboard, walks to the entry named `entry`, chooses it with Enter. */
async function chooseFromMenu(page: Page, button: Locator, entry: RegExp): Promise<void> {
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  const target = button.locator('xpath=..').locator('.vjs-menu-item').filter({ hasText: entry });
  // Up to the first entry (the menu opens on its selected one), then down to the one asked for.
  for (let step = 0; step < 12; step++) await page.keyboard.press('ArrowUp');
  for (let step = 0; step < 12; step++) {
    if (await target.evaluate((node) => node === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(target, `${entry} has the focus`).toBeFocused();
  await page.keyboard.press('Enter');
}

/** After a choice: the focus is in the menu or on its button, and nothing else than `changed` moved. */
async function expectOnlyChanged(page: Page, button: Locator, before: Record<string, unknown>, changed: string[]): Promise<void> {
  const wrapper = button.locator('xpath=..');
  expect(await focusedName(page), 'the focus is not dropped to the page').not.toBe('body');
  expect(
    await wrapper.evaluate((node) => node.contains(document.activeElement)),
    'the focus stays in the menu or on its button',
  ).toBe(true);
  // The position is compared by the test, to the second: a switch of rendition may land a frame away.
  const after = await context(page);
  for (const key of ['menus', 'time', ...changed]) delete after[key];
  const expected = { ...before };
  for (const key of ['menus', 'time', ...changed]) delete expected[key];
  expect(after, 'nothing else changed').toEqual(expected);
}

test('at 1280x720 choosing a quality, a speed, captions or an audio track changes that alone and keeps the focus', async ({
  page,
  stack,
}) => {
  await serveAudioMaster(page);
  await openPausedPlayer(page, await stack.playerUrl(), { width: 1280, height: 720 });
  const bar = page.locator('.vjs-control-bar');
  const before = await context(page);

  const speed = bar.getByRole('button', { name: /^Velocidade/ });
  await chooseFromMenu(page, speed, /^1,5x|^1.5x/);
  await expect.poll(() => page.evaluate(() => document.querySelector('video')?.playbackRate)).toBe(1.5);
  await expectOnlyChanged(page, speed, before, ['rate']);

  const quality = bar.getByRole('button', { name: /^Qualidade/ });
  await chooseFromMenu(page, quality, /^240p/);
  await expect(quality.locator('xpath=..').locator('.vjs-menu-item[aria-checked="true"]')).toHaveText(/^240p/);
  await expectOnlyChanged(page, quality, before, ['rate']);

  const captions = bar.getByRole('button', { name: /^Legendas/ });
  await chooseFromMenu(page, captions, /^Português/);
  await expect(page.locator('.vjs-text-track-display')).not.toBeEmpty();
  await expectOnlyChanged(page, captions, before, ['rate']);

  const audio = bar.getByRole('button', { name: 'Faixa de áudio' });
  await chooseFromMenu(page, audio, /^English/);
  await expect(audio.locator('xpath=..').locator('.vjs-menu-item[aria-checked="true"]')).toHaveText(/^English/);
  await expectOnlyChanged(page, audio, before, ['rate']);
  expect(await currentTime(page), 'the position held through every choice').toBeCloseTo(Number(before['time']), 0);
});

test('at 1280x720 a field of the captions settings and the transcript search keep the focus as they change', async ({
  page,
  stack,
}) => {
  await openPausedPlayer(page, await stack.playerUrl(), { width: 1280, height: 720 });
  const before = await context(page);
  await openFeature(page, 'Transcrição');
  const search = page.getByRole('dialog', { name: 'Transcrição' }).getByRole('searchbox');
  await search.focus();
  await page.keyboard.type('clorofila');
  await expect(
    page.getByRole('dialog', { name: 'Transcrição' }).getByRole('status').filter({ hasText: 'resultados' }),
  ).toHaveText('2 resultados');
  await expect(search, 'typing keeps the focus in the search').toBeFocused();
  const after = await context(page);
  // The panel open (and its button pressed) is all that differs.
  expect({ ...after, dialogs: [], pressed: 0 }, 'typing changed nothing else').toEqual({ ...before, dialogs: [], pressed: 0 });
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  await page
    .locator('.vjs-control-bar')
    .getByRole('button', { name: /^Legendas/ })
    .click();
  await page.locator('.vjs-texttrack-settings').click();
  const dialog = page.getByRole('dialog', { name: /configurações de Legendas/i });
  await expect(dialog).toBeVisible();
  const field = dialog.locator('select').first();
  await field.focus();
  await page.keyboard.press('ArrowDown');
  await expect(field, 'changing a field keeps the focus on it').toBeFocused();
  await expect(dialog, 'and leaves the dialog open').toBeVisible();
});
