// Covers several toasts at once (docs/accessibility.md, "Toasts on short frames"): a frame shows the newest few — one
// on a 360 × 203 frame, two at 640 × 360, all at 1280 × 720 — and their boxes never overlap one another, the control
// bar, the offline banner or a muted autoplay's 'Ativar som'; the toasts that wait are announced all the same (each
// lands in its live region as it arrives) and show when the newer ones close; axe finds nothing. In audio mode the
// toasts stand below the audio bar.
import type { Locator, Page } from '@playwright/test';
import {
  animationsDone,
  axeViolations,
  expect,
  openPlayer,
  openFeature,
  openPausedPlayer,
  refuseSoundWithoutGesture,
  screenshot,
  test,
  wakeControls,
} from './fixtures.ts';
import { recordAnnouncements } from './announcements.ts';
import { FRAME_SIZES } from './frame-sizes.ts';

interface Box {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

async function box(locator: Locator, name: string): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${name} has no box`);
  return { name, ...found };
}

/** Pairs of boxes that overlap, as 'a × b'. */
function overlaps(boxes: Box[]): string[] {
  const pairs: string[] = [];
  boxes.forEach((a, index) => {
    for (const b of boxes.slice(index + 1)) {
      const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
      const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
      if (width > 0.5 && height > 0.5) pairs.push(`${a.name} × ${b.name}`);
    }
  });
  return pairs;
}

/** The toasts a viewer sees: not waiting, with a box. */
const shownToasts = (page: Page): Locator => page.locator('.toast:not(.toast-waiting)');

async function toastBoxes(page: Page): Promise<Box[]> {
  const boxes: Box[] = [];
  for (const toast of await shownToasts(page).all())
    boxes.push(await box(toast, (await toast.locator('.toast-message').innerText()).trim()));
  return boxes;
}

const messages = [
  { Mensagem: 'Progresso salvo.', Severidade: 0, Posicao: 'top' },
  { Mensagem: 'Legendas carregadas em português.', Severidade: 1, Posicao: 'bottom' },
  { Mensagem: 'Falha ao salvar a visualização.', Severidade: 2, Posicao: 'top' },
  { Mensagem: 'Uma nova versão do curso está disponível.', Severidade: 3, Posicao: 'bottom' },
] as const;

async function showToasts(page: Page): Promise<void> {
  await page.evaluate((all) => {
    for (const detail of all) window.dispatchEvent(new CustomEvent('Toast', { detail }));
  }, messages);
  await expect(page.locator('.toast')).toHaveCount(messages.length);
}

async function pausedPlayer(page: Page, url: string, size: { width: number; height: number }): Promise<void> {
  await openPausedPlayer(page, url, size);
  await wakeControls(page);
}

for (const [size, shown] of [
  [{ width: 360, height: 203 }, 1],
  [{ width: 640, height: 360 }, 2],
  [{ width: 1280, height: 720 }, 4],
] as const) {
  const at = `${size.width}x${size.height}`;

  test(`at ${at} four toasts at once: the newest ${shown} show, clear of one another, the control bar and the offline banner; every one is announced; axe finds nothing`, async ({
    page,
    stack,
  }) => {
    await pausedPlayer(page, await stack.playerUrl(), size);
    const announced = await recordAnnouncements(page);
    await showToasts(page);
    for (const { Mensagem } of messages) expect((await announced()).join(' | ')).toContain(Mensagem);
    // Each message is in its live region, waiting or not, as assistive technology sees it.
    for (const { Mensagem, Severidade } of messages)
      await expect(
        page.getByRole(Severidade === 2 ? 'alert' : 'status').filter({ hasText: Mensagem }),
        `${Mensagem} in its region`,
      ).toHaveCount(1);
    await expect(shownToasts(page)).toHaveCount(shown);
    const newest = messages.slice(-shown).map((message) => message.Mensagem);
    expect((await toastBoxes(page)).map((toast) => toast.name).sort()).toEqual([...newest].sort());
    const bar = await box(page.locator('.vjs-control-bar'), 'control bar');
    expect(overlaps([...(await toastBoxes(page)), bar])).toEqual([]);
    await screenshot(page, `toasts-${at}`);
    expect(await axeViolations(page), 'toasts').toEqual([]);

    // Offline, the banner at the top: the toasts move below it.
    await page.context().setOffline(true);
    const banner = page.getByTestId('offline-banner');
    await expect(banner).toHaveText('Sem conexão à internet.');
    await animationsDone(banner);
    await expect.poll(async () => overlaps([...(await toastBoxes(page)), bar, await box(banner, 'banner')])).toEqual([]);
    await screenshot(page, `toasts-offline-${at}`);
    expect(await axeViolations(page), 'toasts and offline banner').toEqual([]);
    await page.context().setOffline(false);

    // Closing the newest brings the one waiting behind it, with its close button.
    const before = await announced();
    await shownToasts(page)
      .filter({ hasText: messages.at(-1)?.Mensagem })
      .getByRole('button', { name: 'Fechar' })
      .click();
    await expect(page.locator('.toast')).toHaveCount(messages.length - 1);
    await expect(shownToasts(page)).toHaveCount(Math.min(shown, messages.length - 1));
    const next = messages.at(-1 - shown)?.Mensagem;
    if (next && shown < messages.length) {
      await expect(shownToasts(page).filter({ hasText: next }).getByRole('button', { name: 'Fechar' })).toBeVisible();
      // It was announced when it came; showing it does not announce it again.
      expect((await announced()).slice(before.length).join(' | ')).not.toContain(next);
    }
    expect(overlaps([...(await toastBoxes(page)), bar])).toEqual([]);
  });
}

test('at 1280x720 with a panel beside the player, the toasts stand over the video, clear of the panel', async ({
  page,
  stack,
}) => {
  await pausedPlayer(page, await stack.playerUrl(), { width: 1280, height: 720 });
  await openFeature(page, 'Transcrição');
  const panel = page.getByRole('dialog', { name: 'Transcrição' });
  await expect(panel).toBeVisible();
  await animationsDone(panel);
  await showToasts(page);
  const boxes = [
    ...(await toastBoxes(page)),
    await box(panel, 'panel'),
    await box(page.locator('.vjs-control-bar'), 'control bar'),
  ];
  expect(boxes.length).toBeGreaterThan(2);
  expect(overlaps(boxes)).toEqual([]);
  await screenshot(page, 'toasts-beside-panel-1280x720');
});

test('at 360x203 in audio mode the toast stands below the audio bar', async ({ page, stack }) => {
  await pausedPlayer(page, await stack.playerUrl(), { width: 360, height: 203 });
  const overflow = page.locator('.vjs-control-bar').getByRole('button', { name: 'Mais opções' });
  await overflow.click();
  await page.locator('.sp-overflow-button .vjs-menu').getByRole('menuitemcheckbox', { name: 'Audio Player' }).click();
  await expect(page.locator('.video-js')).toHaveClass(/vjs-audio-only-mode/);
  await showToasts(page);
  await expect(shownToasts(page)).toHaveCount(1);
  const page_ = await box(page.locator('.player-page'), 'audio bar and title');
  const toasts = await toastBoxes(page);
  expect(overlaps([...toasts, page_])).toEqual([]);
  for (const toast of toasts) expect(toast.y + toast.height).toBeLessThanOrEqual(203);
  await screenshot(page, 'toasts-audio-360x203');
  expect(await axeViolations(page), 'toasts in audio mode').toEqual([]);
});

for (const size of FRAME_SIZES) {
  const at = `${size.width}x${size.height}`;

  test(`at ${at} after a muted autoplay, a toast at the top leaves 'Ativar som' uncovered, online and offline`, async ({
    page,
    stack,
  }) => {
    await refuseSoundWithoutGesture(page);
    await page.setViewportSize(size);
    await openPlayer(page, await stack.playerUrl('licao-fotossintese', '&autoplay=1'));
    const unmute = page.getByRole('button', { name: 'Ativar som' });
    await expect(unmute).toBeVisible();
    // Drawn whole: its label inside its pill on one line, its icon from Video.js's icon font (not the label's).
    const drawn = await unmute.evaluate((button) => {
      const own = button.getBoundingClientRect();
      const label = button.querySelector('.sp-unmute-text')?.getBoundingClientRect();
      const inside = !!label && label.left >= own.left && label.right <= own.right && label.bottom <= own.bottom;
      return {
        inside,
        lines: label ? Math.round(label.height / parseFloat(getComputedStyle(button).lineHeight)) : 0,
        icon: getComputedStyle(button, '::before').fontFamily,
      };
    });
    expect(drawn).toEqual({ inside: true, lines: 1, icon: 'VideoJS' });
    await page.evaluate(() => {
      const detail = { Mensagem: 'Falha ao salvar a visualização.', Severidade: 2, Posicao: 'top' };
      window.dispatchEvent(new CustomEvent('Toast', { detail }));
    });
    await expect(shownToasts(page)).toHaveCount(1);
    expect(overlaps([...(await toastBoxes(page)), await box(unmute, 'Ativar som')])).toEqual([]);
    await screenshot(page, `toasts-unmute-${at}`);

    // Offline: the banner at the top, 'Ativar som' below it, the toast below both.
    await page.context().setOffline(true);
    const banner = page.getByTestId('offline-banner');
    await expect(banner).toHaveText('Sem conexão à internet.');
    await animationsDone(banner);
    await expect
      .poll(async () => overlaps([...(await toastBoxes(page)), await box(unmute, 'Ativar som'), await box(banner, 'banner')]))
      .toEqual([]);
    const bar = await box(page.locator('.vjs-control-bar'), 'control bar');
    for (const toast of await toastBoxes(page)) expect(toast.y + toast.height, 'above the bar').toBeLessThanOrEqual(bar.y);
    await screenshot(page, `toasts-unmute-offline-${at}`);
    expect(await axeViolations(page), 'toast, banner and Ativar som').toEqual([]);
    await page.context().setOffline(false);
    // Once the sound is on, the button goes and the toast returns to its place, still clear of everything.
    await unmute.click();
    await expect(unmute).toBeHidden();
    expect(overlaps([...(await toastBoxes(page)), bar])).toEqual([]);
  });
}
