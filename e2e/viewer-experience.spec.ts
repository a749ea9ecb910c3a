// Covers the viewer experience v2 at 360 × 203, 640 × 360 and 1280 × 720: the interactive transcript (cues
// that follow playback, search, a cue seeks), chapters (marks on the bar, the menu that seeks, the current
// one), the seek preview (sprite thumbnails and the chapter over the bar), their absence on an item without
// captions, chapters and thumbnails, and the AI asked in the viewer's language. axe with each one open.
import type { Page } from '@playwright/test';
import { axeViolations, clickPlay, currentTime, expect, openPlayer, screenshot, test, wakeControls } from './fixtures.ts';
import { FRAME_SIZES } from './frame-sizes.ts';

/** Opens a feature as the viewer would at this width: its bar button, or the overflow menu's entry. */
async function openFeature(page: Page, name: string): Promise<void> {
  await wakeControls(page);
  const button = page.locator('.vjs-control-bar').getByRole('button', { name, exact: true });
  if (await button.isVisible()) {
    await button.click();
    return;
  }
  await page.getByRole('button', { name: 'Mais opções' }).click();
  await page.locator('.sp-overflow-button .vjs-menu').getByRole('menuitemcheckbox', { name, exact: true }).click();
}

async function startPlaying(page: Page, url: string, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await openPlayer(page, url);
  await clickPlay(page);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(0.3);
}

for (const size of FRAME_SIZES) {
  const at = `${size.width}x${size.height}`;

  test(`at ${at} the transcript follows playback, searches, and a cue seeks there`, async ({ page, stack }) => {
    await startPlaying(page, await stack.playerUrl(), size);
    await openFeature(page, 'Transcrição');
    const panel = page.getByRole('dialog', { name: 'Transcrição' });
    const cues = panel.getByRole('list', { name: 'Transcrição' }).getByRole('button');
    await expect(cues).toHaveCount(10);
    await expect(cues.first()).toContainText('Olá! Nesta lição vamos estudar a fotossíntese');
    await expect(panel.locator('[aria-current="true"]')).toHaveCount(1);

    // A click on the fifth cue seeks to its start, and it becomes the current one.
    const fifth = cues.nth(4);
    const start = Number.parseInt((await fifth.locator('.transcript-time').textContent())?.split(':')[1] ?? '', 10);
    await fifth.click();
    await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(start - 0.5);
    await expect(fifth).toHaveAttribute('aria-current', 'true');

    await panel.getByRole('searchbox', { name: 'Buscar na transcrição' }).fill('clorofila');
    await expect(panel.getByRole('status').filter({ hasText: 'resultados' })).toHaveText('2 resultados');
    await expect(panel.locator('mark')).toHaveText(['clorofila', 'clorofila']);
    await screenshot(page, `transcript-${at}`);
    expect(await axeViolations(page)).toEqual([]);
  });

  test(`at ${at} chapters mark the bar and their menu seeks and shows the current one`, async ({ page, stack }) => {
    await startPlaying(page, await stack.playerUrl(), size);
    await expect(page.locator('.sp-chapter-marker')).toHaveCount(2);
    await wakeControls(page);
    await page.getByRole('button', { name: /^Capítulos/ }).click();
    const menu = page.locator('.sp-chapters-button .vjs-menu');
    const items = menu.getByRole('menuitemradio');
    await expect(items.locator('.vjs-menu-item-text')).toHaveText([
      '0:00 Introdução',
      '0:08 Clorofila e cloroplastos',
      '0:45 Fase clara e ciclo de Calvin',
    ]);
    await expect(items.first()).toHaveAttribute('aria-checked', 'true');
    await screenshot(page, `chapters-menu-${at}`);
    expect(await axeViolations(page)).toEqual([]);
    await items.nth(2).click();
    await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(45);
    // The menu closed on the choice; its third entry is now the checked one.
    await expect(menu.locator('.vjs-menu-item').nth(2)).toHaveAttribute('aria-checked', 'true');
    if (size.width >= 1280) await expect(page.locator('.sp-chapter-title')).toHaveText('Fase clara e ciclo de Calvin');
  });

  test(`at ${at} hovering the progress bar previews the thumbnail and the chapter there`, async ({ page, stack }) => {
    await startPlaying(page, await stack.playerUrl(), size);
    await page.locator('.video-js video').evaluate((video: HTMLVideoElement) => video.pause());
    await wakeControls(page);
    const bar = page.locator('.vjs-progress-holder');
    const box = await bar.boundingBox();
    if (!box) throw new Error('no progress bar');
    const thumbnails = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/thumbnails.vtt'));
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2);
    await page.mouse.move(box.x + box.width * 0.7, box.y + box.height / 2, { steps: 4 });
    await thumbnails;
    await page.mouse.move(box.x + box.width * 0.71, box.y + box.height / 2);
    const preview = page.locator('.sp-seek-preview');
    await expect(preview).toBeVisible();
    // 70 % of 74.6 s is 52 s: the third chapter, and the sprite's 18th tile (one every 3 s, five a row).
    await expect(preview.locator('.sp-seek-chapter')).toHaveText('Fase clara e ciclo de Calvin');
    await expect(preview.locator('.sp-seek-time')).toHaveText(/^0:5[23]$/);
    const thumbnail = preview.locator('.sp-seek-thumbnail');
    await expect(thumbnail).toHaveCSS('background-image', /thumbnails\.jpg/);
    await expect(thumbnail).toHaveCSS('background-position', '-320px -270px');
    await screenshot(page, `seek-preview-${at}`);
    // The bar focused as well (Video.js shows its tooltips for that), the preview is still the one time shown.
    await bar.focus();
    await expect(preview).toBeVisible();
    await expect(page.locator('.vjs-progress-control .vjs-time-tooltip:visible')).toHaveCount(0);
    await page.mouse.move(box.x + box.width / 2, box.y - 120);
    await expect(preview).toBeHidden();
  });
}

test('an item without captions, chapters or thumbnails offers no transcript, chapters menu or preview', async ({
  page,
  stack,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await openPlayer(page, await stack.playerUrl('aula-ao-vivo'));
  await clickPlay(page);
  await wakeControls(page);
  await expect(page.getByRole('button', { name: 'Tela cheia' })).toBeVisible();
  await expect(page.locator('.vjs-control-bar').getByRole('button', { name: 'Transcrição', exact: true })).toBeHidden();
  await expect(page.getByRole('button', { name: /^Capítulos/ })).toBeHidden();
  await expect(page.locator('.sp-chapter-marker, .sp-seek-preview')).toHaveCount(0);
});

test('the transcript keeps following without taking focus, and Enter on a cue seeks there', async ({ page, stack }) => {
  await startPlaying(page, await stack.playerUrl('seguranca-senhas'), { width: 640, height: 360 });
  await openFeature(page, 'Transcrição');
  const panel = page.getByRole('dialog', { name: 'Transcrição' });
  const search = panel.getByRole('searchbox');
  await search.focus();
  const cues = panel.getByRole('list').getByRole('button');
  await expect(cues).toHaveCount(5);
  await page.locator('.video-js video').evaluate((video: HTMLVideoElement) => (video.currentTime = 12));
  await expect(cues.nth(2)).toHaveAttribute('aria-current', 'true');
  await expect(search).toBeFocused();
  // Keyboard: Tab to the fourth cue and press Enter.
  await cues.nth(3).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(16.4);
  await expect(cues.nth(3)).toHaveAttribute('aria-current', 'true');
});

test('the assistant and the summary are asked for in the interface language', async ({ page, stack }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/chatgpt') && request.method() === 'POST') bodies.push(request.postDataJSON());
  });
  await openPlayer(page, await stack.playerUrl(undefined, '&lang=en'));
  await clickPlay(page);
  await wakeControls(page);
  await page.locator('.vjs-control-bar').getByRole('button', { name: 'Summary', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Summary' })).toBeVisible();
  await expect.poll(() => bodies.length).toBe(1);
  await page.getByRole('button', { name: 'Close' }).click();
  await wakeControls(page);
  await page.locator('.vjs-control-bar').getByRole('button', { name: 'Sphere AI', exact: true }).click();
  const assistant = page.getByRole('dialog', { name: 'Sphere AI' });
  await assistant.getByRole('textbox').fill('What is chlorophyll?');
  await assistant.getByRole('button', { name: 'Send' }).click();
  await expect.poll(() => bodies.length).toBe(2);
  expect(bodies.map((body) => [body['isResumo'] ?? null, body['lang']])).toEqual([
    ['S', 'en'],
    [null, 'en'],
  ]);
  for (const body of bodies) expect(String(body['systemMessage'])).not.toMatch(/portugu/i);
});
