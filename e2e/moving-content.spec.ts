// Covers WCAG 2.2.2 (pause, stop, hide): nothing in the widget moves by itself for long but the video, which has its
// pause. The only endless animations are loading indicators (Video.js's spinner while buffering, a panel's spinner
// while it loads, the Download button's while a file downloads): each stops when its loading ends, and none runs at
// all for a viewer who prefers reduced motion. Playing, with the transcript following along and a toast up, nothing
// else animates; pausing stops the transcript's following. At 1280 × 720.
import type { Page } from '@playwright/test';
import { clickControl, expect, openFeature, openPausedPlayer, screenshot, slowNetwork, test } from './fixtures.ts';

/** The animations that run for ever on the page, as 'tag.class' (with the pseudo-element they animate). */
function endlessAnimations(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations === Infinity)
      .map((animation) => {
        const effect = animation.effect as KeyframeEffect;
        // Named by the loading indicator it is part of, if any (the Download button's icon spins inside it).
        const target = effect.target?.closest('.sp-downloading, .vjs-loading-spinner, .spinner') ?? effect.target;
        return `${target?.tagName.toLowerCase()}.${[...(target?.classList ?? [])].join('.')}${effect.pseudoElement ?? ''}`;
      }),
  );
}

/** Brings up the three loading indicators at once; resolves with a function that ends the panel's loading. */
async function loadEverything(page: Page): Promise<() => void> {
  let answerSummary = (): void => undefined;
  const held = new Promise<void>((resolve) => (answerSummary = resolve));
  await page.route('**/chatgpt**', async (route) => {
    await held;
    await route.continue();
  });
  // Buffering, as Video.js shows it.
  await page.locator('.video-js').evaluate((player) => player.classList.add('vjs-waiting'));
  await expect(page.locator('.vjs-loading-spinner')).toBeVisible();
  await slowNetwork(page);
  await clickControl(page, /^Download/);
  const menu = page.getByRole('dialog', { name: 'Download' });
  await menu.locator('button[data-quality="alta"]').click();
  await expect(page.locator('.vjs-control-bar > .sp-icon-download').first()).toHaveClass(/sp-downloading/);
  await page.keyboard.press('Escape');
  await openFeature(page, 'Resumo');
  await expect(page.getByRole('dialog', { name: 'Resumo' }).locator('.spinner')).toBeVisible();
  return answerSummary;
}

test('with reduced motion no loading indicator spins: the loading screen, buffering, a panel loading and a download', async ({
  page,
  stack,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // The loading screen, held while the item is on its way.
  let answerItem = (): void => undefined;
  const item = new Promise<void>((resolve) => (answerItem = resolve));
  await page.route('**/api/player**', async (route) => {
    await item;
    await route.continue();
  });
  await page.setViewportSize({ width: 1280, height: 720 });
  const url = await stack.playerUrl();
  void page.goto(url);
  await expect(page.getByRole('status').filter({ hasText: 'Carregando conteúdo' })).toBeVisible();
  await expect(page.locator('.spinner').first()).toBeVisible();
  expect(await endlessAnimations(page), 'the loading screen holds still').toEqual([]);
  await screenshot(page, 'reduced-motion-loading-1280x720');
  answerItem();
  await expect(page.getByText('Carregando conteúdo')).toBeHidden({ timeout: 15_000 });

  await openPausedPlayer(page, url, { width: 1280, height: 720 });
  const answerSummary = await loadEverything(page);
  expect(await endlessAnimations(page), 'nothing moves for ever').toEqual([]);
  await screenshot(page, 'reduced-motion-loading-panel-1280x720');
  answerSummary();
});

test('the loading indicators are the only endless animations, and each stops when its loading ends', async ({ page, stack }) => {
  await openPausedPlayer(page, await stack.playerUrl(), { width: 1280, height: 720 });
  const answerSummary = await loadEverything(page);
  const spinning = await endlessAnimations(page);
  expect(spinning.length, 'the three spinners turn').toBeGreaterThanOrEqual(3);
  for (const animation of spinning)
    expect(animation, 'only loading indicators').toMatch(/vjs-loading-spinner|\.spinner|sp-downloading/);
  answerSummary();
  await expect(page.getByRole('dialog', { name: 'Resumo' }).locator('.spinner')).toHaveCount(0, { timeout: 15_000 });
  await page.locator('.video-js').evaluate((player) => player.classList.remove('vjs-waiting'));
  await page.getByRole('dialog', { name: 'Resumo' }).getByRole('button', { name: 'Fechar' }).click();
  await clickControl(page, /^Download/);
  await page.getByRole('dialog', { name: 'Download' }).getByRole('button', { name: 'Cancelar' }).click();
  await expect.poll(() => endlessAnimations(page), 'each stops with its loading').toEqual([]);
});

test('playing with the transcript and a toast up, only the video moves, and pausing stops the transcript', async ({
  page,
  stack,
}) => {
  test.setTimeout(60_000);
  await openPausedPlayer(page, await stack.playerUrl(), { width: 1280, height: 720 });
  await openFeature(page, 'Transcrição');
  const list = page.getByRole('dialog', { name: 'Transcrição' }).getByRole('list');
  await expect(list.getByRole('button')).toHaveCount(10);
  await page.evaluate(() =>
    window.dispatchEvent(new CustomEvent('Toast', { detail: { Mensagem: 'Aviso', Severidade: 3, Posicao: 'top' } })),
  );
  const video = page.locator('.video-js video');
  const active = () => list.evaluate((node) => [node.scrollTop, node.querySelector('[aria-current="true"]')?.textContent ?? '']);
  const activeText = async () => (await active())[1];
  // Just before the second cue (from 8.1 s): the first is current, and playing makes the second current.
  await video.evaluate((node: HTMLVideoElement) => (node.currentTime = 6.5));
  await expect.poll(activeText).toContain('Olá!');
  await video.evaluate((node: HTMLVideoElement) => node.play());
  const started = Date.now();
  await expect.poll(activeText, { message: 'playing, the transcript follows', timeout: 15_000 }).toContain('As plantas');
  // More than five seconds of playing.
  await page.waitForTimeout(Math.max(0, 6_000 - (Date.now() - started)));
  expect(await endlessAnimations(page), 'nothing animates for ever while playing').toEqual([]);
  await video.evaluate((node: HTMLVideoElement) => node.pause());
  // Paused half a second before the third cue (from 14.9 s): had anything gone on, it would be current by the check.
  await video.evaluate((node: HTMLVideoElement) => (node.currentTime = 14.4));
  await expect.poll(() => video.evaluate((node: HTMLVideoElement) => node.seeking)).toBe(false);
  await expect.poll(activeText).toContain('As plantas');
  const paused = await active();
  await page.waitForTimeout(3_000);
  expect(await active(), 'paused, the transcript holds still').toEqual(paused);
  expect(await video.evaluate((node: HTMLVideoElement) => node.paused)).toBe(true);
});
