// Covers a download in a frame sandboxed without allow-downloads (sandbox="allow-scripts allow-same-origin"),
// where Chromium drops the widget's own save silently: on the stack's sandboxed LMS page the verified host
// saves the file the widget hands it (once, under the widget's name); with no verified host the menu offers
// the file in a new tab, which opens when the frame may open popups and says so when it may not. In a frame
// that is not sandboxed (the LMS page, under the recommended CSP) the widget saves the file itself.
import { statSync } from 'node:fs';
import type { FrameLocator, Page } from '@playwright/test';
import { recommendedPolicy, type PolicyConfig } from '../examples/servers/content-security-policy.ts';
import { axeViolations, expect, openFeature, screenshot, test } from './fixtures.ts';

const media = (file: string): number => statSync(`examples/reference-api/media/licao-fotossintese/${file}`).size;

/** Opens the sandboxed LMS page, starts the video in its frame and opens the download menu there. */
async function openSandboxedMenu(page: Page, hostUrl: string, popups = false) {
  const saved: string[] = [];
  page.on('download', (download) => saved.push(download.suggestedFilename()));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${hostUrl}/sandboxed-lms.html`);
  if (popups) {
    // A sandbox token takes effect at the frame's next navigation.
    await page.evaluate(() => {
      const frame = document.querySelector<HTMLIFrameElement>('#sphere');
      if (!frame) return;
      const src = frame.src;
      frame.sandbox.add('allow-popups');
      frame.src = src;
    });
  }
  const frame = page.frameLocator('#sphere');
  await expect(frame.getByText('Carregando conteúdo')).toBeHidden({ timeout: 20_000 });
  await frame.locator('.vjs-big-play-button').click();
  await openMenu(page, frame);
  return { frame, menu: frame.getByRole('dialog', { name: 'Download' }), saved };
}

async function openMenu(page: Page, frame: FrameLocator): Promise<void> {
  const box = await page.locator('#sphere').boundingBox();
  if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3, { steps: 3 });
  await openFeature(frame, 'Download');
}

test('in a frame sandboxed without allow-downloads, the verified host saves the file the widget hands it, once', async ({
  page,
  stack,
}) => {
  const { menu, saved } = await openSandboxedMenu(page, stack.host.url);
  await expect(page.locator('body[data-player-ready]')).toBeAttached();
  await page.evaluate(() => {
    const w = window as unknown as { heard: number; player: { on: (e: string, l: () => void) => void } };
    w.heard = 0;
    w.player.on('download', () => w.heard++);
  });
  const downloaded = page.waitForEvent('download');
  await menu.locator('button[data-quality="baixa"]').click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/^arquivo_\d{13}_baixa\.mp4$/);
  expect(statSync(await download.path()).size).toBe(media('processed.mp4'));
  await expect(page.locator('#saved')).toHaveText(`Arquivo salvo pela página: ${download.suggestedFilename()}`);
  // The menu stays open and says where the file went, with a new tab as a way out.
  await expect(menu.locator('.download-offer')).toContainText('O arquivo foi entregue à página do curso para ser salvo.');
  await expect(menu.getByRole('link', { name: 'Abrir o arquivo em uma nova aba' })).toHaveAttribute('target', '_blank');
  await screenshot(page, 'download-sandboxed-host-1280');
  await page.waitForTimeout(1_000);
  // The frame did not save it too, and the host heard of it once.
  expect(saved).toHaveLength(1);
  expect(await page.evaluate(() => (window as unknown as { heard: number }).heard)).toBe(1);
});

test('in a frame sandboxed without allow-downloads or allow-popups and no verified host, the menu offers a new tab and says it was refused', async ({
  page,
  stack,
  pageErrors,
}) => {
  stack.widget.setConfig(stack.widgetConfig({ HOST_ORIGINS: ['https://lms.elsewhere.example'] }));
  const { frame, menu, saved } = await openSandboxedMenu(page, stack.host.url);
  await menu.locator('button[data-quality="baixa"]').click();
  await expect(menu.locator('.download-offer')).toContainText(
    'Se o download não começou, abra o arquivo em uma nova aba para salvá-lo.',
  );
  await expect(menu.locator('.download-offer')).not.toContainText('página do curso');
  const link = menu.getByRole('link', { name: 'Abrir o arquivo em uma nova aba' });
  await expect(link).toHaveAttribute('rel', 'noopener');
  await expect(link).toHaveAttribute('href', /\/files\/licao-fotossintese\/processado\.mp4\?t=/);
  await link.click();
  // Said beside the link, in the menu's status region the offer landed in.
  await expect(menu.getByRole('status').and(menu.locator('.download-offer-region'))).toContainText(
    'Esta página também não permite abrir novas abas.',
  );
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'download-sandboxed-blocked-1280');
  expect(saved).toEqual([]);
  await expect(frame.locator('.download-offer')).toBeVisible();
  // Chromium says in the console that it blocked the popup; nothing else went wrong.
  expect(pageErrors.filter((line) => !line.includes("'allow-popups'"))).toEqual([]);
  pageErrors.length = 0;
});

test('in a frame sandboxed without allow-downloads but with allow-popups and no verified host, the offered link opens the file in a new tab', async ({
  page,
  stack,
}) => {
  stack.widget.setConfig(stack.widgetConfig({ HOST_ORIGINS: ['https://lms.elsewhere.example'] }));
  const { menu } = await openSandboxedMenu(page, stack.host.url, true);
  await menu.locator('button[data-quality="alta"]').click();
  const link = menu.getByRole('link', { name: 'Abrir o arquivo em uma nova aba' });
  const opened = page.context().waitForEvent('page');
  await link.click();
  const tab = await opened;
  await tab.waitForLoadState();
  expect(tab.url()).toMatch(/\/files\/licao-fotossintese\/original\.mp4\?t=/);
  // No opener: the new tab cannot reach back into the widget.
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  await expect(menu.locator('.download-tab-blocked')).toHaveCount(0);
  await tab.close();
});

test('in a frame that is not sandboxed (the LMS page), under the recommended CSP, the widget saves the file itself and the host hears saved: true', async ({
  page,
  stack,
  pageErrors,
}) => {
  stack.widget.setContentSecurityPolicy(recommendedPolicy(stack.widgetConfig() as unknown as PolicyConfig));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${stack.host.url}/lms.html`);
  await expect(page.locator('body[data-player-ready]')).toBeAttached({ timeout: 20_000 });
  const heard = page.evaluate(
    () =>
      new Promise<unknown>((resolve) =>
        (window as unknown as { player: { on: (e: string, l: (d: unknown) => void) => void } }).player.on('download', resolve),
      ),
  );
  const frame = page.frameLocator('#sphere');
  await expect(frame.getByText('Carregando conteúdo')).toBeHidden({ timeout: 20_000 });
  await frame.locator('.vjs-big-play-button').click();
  await openMenu(page, frame);
  const menu = frame.getByRole('dialog', { name: 'Download' });
  const downloaded = page.waitForEvent('download');
  await menu.locator('button[data-quality="baixa"]').click();
  const download = await downloaded;
  expect(statSync(await download.path()).size).toBe(media('processed.mp4'));
  expect(await heard).toMatchObject({ method: 'download', name: download.suggestedFilename(), saved: true });
  expect(await heard).not.toHaveProperty('file');
  // Saved: the menu closes, with no offer of another way.
  await expect(menu).toBeHidden();
  // The probe's only trace outside a sandbox is Chromium's warning; no CSP violation, no error.
  expect(pageErrors).toEqual([]);
});

test('in a sandboxed frame with no verified host, the offered link gives way to a fresh one before its signed token runs out, keeping the focus', async ({
  page,
  stack,
}) => {
  stack.widget.setConfig(stack.widgetConfig({ HOST_ORIGINS: ['https://lms.elsewhere.example'] }));
  // The page's clock (and its frames') runs on, and can jump ahead by the link's lifetime.
  await page.clock.install();
  const { menu } = await openSandboxedMenu(page, stack.host.url, true);
  await menu.locator('button[data-quality="baixa"]').click();
  const link = menu.getByRole('link', { name: 'Abrir o arquivo em uma nova aba' });
  await expect(link).toHaveAttribute('href', /\/files\/licao-fotossintese\/processado\.mp4\?t=/);
  await link.focus();
  // 10 minutes (docs/api.md) less 30 s for the tab's request: the link is no longer offered.
  await page.clock.fastForward('09:31');
  await expect(menu.locator('.download-offer')).toContainText('O link para abrir o arquivo em uma nova aba expirou.');
  await expect(link).toHaveCount(0);
  const renew = menu.getByRole('button', { name: 'Gerar um novo link' });
  await expect(renew).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'download-sandboxed-link-expired-1280');
  // Enter asks for a fresh link (the lookup, not the file again), and the focus lands on it.
  const lookedUp = page.waitForRequest((request) => new URL(request.url()).pathname.endsWith('/download'));
  await page.keyboard.press('Enter');
  await lookedUp;
  await expect(link).toBeFocused();
  await expect(menu.locator('.download-offer')).toContainText('Se o download não começou');
  // The fresh link opens the file, not the API's refusal.
  const opened = page.context().waitForEvent('page');
  const answered = page.context().waitForEvent('response', (response) => response.url().includes('/files/'));
  await page.keyboard.press('Enter');
  const tab = await opened;
  const response = await answered;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('video/mp4');
  await tab.close();
});
