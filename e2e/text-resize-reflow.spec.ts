// Covers WCAG 1.4.10 (reflow) and 1.4.4 (resize text). Reflow: at 320 × 180 and 320 × 568 CSS px the frame never
// scrolls sideways (nor scrolls the app up) and nothing sticks out of it, with the bar, each menu and each panel
// open; the bar's and the panels' controls do not overlap and are at least 24 × 24 px; every feature is still
// reachable. Resize text: with the root font at 200 % (html { font-size: 200% }, as a viewer's larger default font
// does), at 640 × 360 and 1280 × 720, the panels' text doubles, nothing is cut off sideways or overlaps, and the
// panels still work (a search in the transcript, a question to the assistant). Screenshots of each state.
import type { Page } from '@playwright/test';
import { clickPlay, currentTime, expect, openPlayer, screenshot, openFeature, test, wakeControls } from './fixtures.ts';
import { controlBoxes, overflowingX, overlapping, undersized } from './layout-checks.ts';

async function pausedPlayer(page: Page, url: string, size: { width: number; height: number }, bigText = false): Promise<void> {
  await page.setViewportSize(size);
  await openPlayer(page, url);
  if (bigText) await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
  await clickPlay(page);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(0.3);
  await page.locator('.video-js video').evaluate((video: HTMLVideoElement) => video.pause());
  await wakeControls(page);
}

const bar = (page: Page) => page.locator('.vjs-control-bar');

async function expectFitsTheFrame(page: Page, state: string): Promise<void> {
  expect(await overflowingX(page), `${state}: nothing sticks out sideways`).toEqual([]);
  // Nothing scrolled the app within the frame (focus moved into a sheet as it slid in once did): its top shows.
  const top = await page.locator('.app-root').evaluate((app) => Math.round(app.getBoundingClientRect().top));
  expect(top, `${state}: the app's top is the frame's`).toBe(0);
}

const menus: [string, RegExp][] = [
  ['quality', /^Qualidade/],
  ['captions', /^Legendas/],
  ['chapters', /^Capítulos/],
  ['overflow', /^Mais opções/],
];
const features = ['Sphere AI', 'Resumo', 'Transcrição', 'Chat', 'Download'];

for (const size of [
  { width: 320, height: 180 },
  { width: 320, height: 568 },
]) {
  const at = `${size.width}x${size.height}`;

  test(`at ${at} the bar, each menu and each panel fit the frame: no sideways scroll, no overlap, targets ≥ 24 px`, async ({
    page,
    stack,
  }) => {
    await pausedPlayer(page, await stack.playerUrl(), size);
    await expectFitsTheFrame(page, `${at} bar`);
    const controls = await controlBoxes(bar(page));
    expect(controls.map((control) => control.name)).toEqual(
      expect.arrayContaining(['Tocar', 'Barra de progresso', 'Capítulos', 'Legendas', 'Mais opções', 'Tela Cheia']),
    );
    expect(overlapping(controls), `${at} bar: no control overlaps another`).toEqual([]);
    expect(undersized(controls), `${at} bar: every control is at least 24 × 24 px`).toEqual([]);
    await screenshot(page, `reflow-bar-${at}`);

    for (const [name, label] of menus) {
      await wakeControls(page);
      const button = bar(page).getByRole('button', { name: label }).first();
      await button.click();
      const menu = page.locator('.vjs-menu.vjs-lock-showing .vjs-menu-content');
      await expect(menu, `${name} opens`).toBeVisible();
      await expectFitsTheFrame(page, `${at} ${name} menu`);
      // The menu stands above the whole bar: the progress bar stays free, and the menu inside the frame.
      const [menuBox, progressBox] = [await menu.boundingBox(), await page.locator('.vjs-progress-control').boundingBox()];
      expect(
        menuBox && progressBox && menuBox.y + menuBox.height <= progressBox.y + 1,
        `${name} menu above the progress bar`,
      ).toBe(true);
      expect(menuBox && menuBox.y >= 0, `${name} menu inside the frame`).toBe(true);
      const entries = await controlBoxes(menu);
      expect(overlapping(entries), `${name} entries do not overlap`).toEqual([]);
      expect(undersized(entries), `${name} entries are at least 24 px`).toEqual([]);
      await screenshot(page, `reflow-menu-${name}-${at}`);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
    }

    for (const name of features) {
      await openFeature(page, name);
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog, `${name} opens`).toBeVisible();
      await expect(dialog.locator('.spinner')).toHaveCount(0, { timeout: 15_000 });
      await expectFitsTheFrame(page, `${at} ${name}`);
      const inside = await controlBoxes(dialog);
      // What a scrolling region shows (the assistant's suggestions) is drawn under nothing.
      expect(overlapping(await controlBoxes(dialog, { clipped: true })), `${name}: no control overlaps another`).toEqual([]);
      expect(undersized(inside), `${name}: every control is at least 24 px`).toEqual([]);
      await screenshot(page, `reflow-panel-${name.replace(' ', '')}-${at}`);
      await dialog.getByRole('button', { name: /^(Fechar|Voltar)/ }).click();
      await expect(dialog).toBeHidden();
    }
  });
}

test('at 360 × 203 the transcript sheet takes the frame and shows several cues under a compact search', async ({
  page,
  stack,
}) => {
  await pausedPlayer(page, await stack.playerUrl(), { width: 360, height: 203 });
  await openFeature(page, 'Transcrição');
  const dialog = page.getByRole('dialog', { name: 'Transcrição' });
  await expect(dialog.getByRole('list').getByRole('button')).toHaveCount(10);
  expect((await dialog.boundingBox())?.height, 'the sheet is as tall as the frame').toBeGreaterThanOrEqual(202);
  const search = await dialog.getByRole('searchbox').boundingBox();
  expect(search && search.height <= 32 && search.height >= 24, `a compact search field (${search?.height} px)`).toBe(true);
  // Cues whose first line shows inside the list's visible part.
  const visible = await dialog.getByRole('list').evaluate((list) => {
    const area = list.getBoundingClientRect();
    return [...list.querySelectorAll('button')].filter((cue) => {
      const box = cue.getBoundingClientRect();
      return box.top >= area.top - 1 && box.top + 16 <= area.bottom;
    }).length;
  });
  expect(visible, 'several cues in view').toBeGreaterThanOrEqual(3);
  await screenshot(page, 'transcript-sheet-360x203');
});

for (const size of [
  { width: 640, height: 360 },
  { width: 1280, height: 720 },
]) {
  const at = `${size.width}x${size.height}`;

  test(`at ${at} with text at 200 % the panels' text doubles, nothing is cut off or overlaps, and they still work`, async ({
    page,
    stack,
  }) => {
    await pausedPlayer(page, await stack.playerUrl(), size, true);
    await expectFitsTheFrame(page, `${at} 200 % bar`);
    expect(overlapping(await controlBoxes(bar(page))), `${at} 200 % bar`).toEqual([]);

    for (const name of features) {
      await openFeature(page, name);
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('.spinner')).toHaveCount(0, { timeout: 15_000 });
      // The heading is 1.05 rem: twice its 16.8 px at 200 %.
      await expect(dialog.locator('h2')).toHaveCSS('font-size', '33.6px');
      await expectFitsTheFrame(page, `${at} 200 % ${name}`);
      const inside = await controlBoxes(dialog);
      const shown = await controlBoxes(dialog, { clipped: true });
      expect(overlapping(shown), `${at} 200 % ${name}: no control overlaps another`).toEqual([]);
      expect(undersized(inside), `${at} 200 % ${name}: targets ≥ 24 px`).toEqual([]);
      if (name === 'Transcrição') {
        await dialog.getByRole('searchbox').fill('clorofila');
        await expect(dialog.getByRole('status').filter({ hasText: 'resultados' })).toHaveText('2 resultados');
      }
      if (name === 'Sphere AI') {
        // The question box and its button are reachable (the panel scrolls) and answer.
        const question = dialog.getByRole('textbox');
        await question.fill('onde fica a clorofila?');
        const send = dialog.getByRole('button', { name: 'Enviar' });
        await send.scrollIntoViewIfNeeded();
        await send.click();
        await expect(dialog.locator('.assistant-assistant')).toContainText('cloroplastos', { timeout: 15_000 });
      }
      await screenshot(page, `text-200-${name.replace(' ', '')}-${at}`);
      await dialog.getByRole('button', { name: /^(Fechar|Voltar)/ }).click();
      await expect(dialog).toBeHidden();
    }
  });
}
