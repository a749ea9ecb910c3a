// Covers the bridge under attack: commands from a third origin, a look-alike origin, the right origin from
// the wrong window, malformed and oversized messages, a flood, and a parent not in HOST_ORIGINS (no token
// leaves). Third-party pages are served by Playwright on origins of their own.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const playing = (page: Page) =>
  page
    .frameLocator('#player iframe')
    .locator('video')
    .evaluate((video: HTMLVideoElement) => !video.paused);

/** Opens the intranet page, starts playback through the SDK and waits for it to run. */
async function openPlaying(page: Page, hostUrl: string): Promise<void> {
  await page.goto(`${hostUrl}/intranet.html`);
  await expect(page.locator('body[data-player-ready]')).toBeAttached({ timeout: 20_000 });
  await page.evaluate(() => (window as unknown as { player: { play(): Promise<void> } }).player.play());
  await expect.poll(() => playing(page)).toBe(true);
}

/** Posts raw messages to the widget from the host page's window (the verified parent). */
const postFromParent = (page: Page, messages: unknown[]) =>
  page.evaluate((list) => {
    const widget = document.querySelector<HTMLIFrameElement>('#player iframe')?.contentWindow;
    for (const data of list) widget?.postMessage(data, '*');
  }, messages);

test('commands from a third origin are ignored', async ({ page, stack }) => {
  await page.route('http://evil.test/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<script>
        const widget = parent.frames[0];
        addEventListener('message', (e) => { window.heard = (window.heard || 0) + 1; });
        for (let id = 1; id < 50; id++) {
          widget.postMessage({ sphere: 1, type: 'hello' }, '*');
          widget.postMessage({ sphere: 1, type: 'call', id, method: 'pause', args: [] }, '*');
        }
      </script>`,
    }),
  );
  await openPlaying(page, stack.host.url);
  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.src = 'http://evil.test/attack.html';
    document.body.append(frame);
  });
  await page.waitForTimeout(1_500);
  expect(await playing(page)).toBe(true);
  const evil = page.frames().find((frame) => frame.url().startsWith('http://evil.test'));
  expect(await evil?.evaluate(() => (window as unknown as { heard?: number }).heard ?? 0)).toBe(0);
});

test('the right origin from the wrong window is ignored', async ({ page, stack }) => {
  await openPlaying(page, stack.host.url);
  await page.evaluate(() => {
    // A sibling frame on the host's own origin: same origin as the parent, but not the parent.
    const sibling = document.createElement('iframe');
    document.body.append(sibling);
    const widget = document.querySelector<HTMLIFrameElement>('#player iframe')?.contentWindow;
    const post = new (sibling.contentWindow as unknown as typeof globalThis).Function(
      'widget',
      "for (let id = 1; id < 20; id++) widget.postMessage({ sphere: 1, type: 'call', id, method: 'pause', args: [] }, '*');",
    );
    post(widget);
  });
  await page.waitForTimeout(1_000);
  expect(await playing(page)).toBe(true);
});

test('look-alike origins (another port, another scheme, another host) get no handshake', async ({ page, stack }) => {
  const host = new URL(stack.host.url);
  stack.widget.setConfig(
    stack.widgetConfig({
      HOST_ORIGINS: [
        `http://localhost:${Number(host.port) + 1}`,
        `https://localhost:${host.port}`,
        `http://127.0.0.1:${host.port}`,
      ],
    }),
  );
  await page.addInitScript(() => {
    const w = window as unknown as { fromWidget: unknown[] };
    w.fromWidget = [];
    addEventListener('message', (event) => w.fromWidget.push(event.data));
  });
  await page.goto(`${stack.host.url}/lms.html`);
  await expect(page.frameLocator('#sphere').locator('.video-js')).toBeAttached({ timeout: 20_000 });
  await page.waitForTimeout(1_500);
  expect(await page.evaluate(() => (window as unknown as { fromWidget: unknown[] }).fromWidget)).toEqual([]);
  await expect(page.locator('body[data-player-ready]')).toHaveCount(0);
});

test('malformed, oversized and flooding messages are dropped and the player stays responsive', async ({ page, stack }) => {
  await openPlaying(page, stack.host.url);
  await postFromParent(page, [
    'pause',
    null,
    { type: 'call', id: 1, method: 'pause', args: [] },
    { sphere: 2, type: 'call', id: 1, method: 'pause', args: [] },
    { sphere: 1, type: 'call', id: -1, method: 'pause', args: [] },
    { sphere: 1, type: 'call', id: 2, method: 'pause', args: 'x' },
    { sphere: 1, type: 'call', id: 3, method: 'pause', args: ['x'.repeat(1024 * 1024)] },
  ]);
  await page.waitForTimeout(500);
  expect(await playing(page)).toBe(true);

  const started = Date.now();
  await page.evaluate(() => {
    const widget = document.querySelector<HTMLIFrameElement>('#player iframe')?.contentWindow;
    for (let i = 0; i < 20_000; i++) widget?.postMessage({ sphere: 1, type: 'event', name: 'flood', data: i }, '*');
    for (let i = 0; i < 2_000; i++) widget?.postMessage({ junk: i }, '*');
  });
  // Still answers, and still plays.
  const time = await page.evaluate(() =>
    (window as unknown as { player: { getCurrentTime(): Promise<number> } }).player.getCurrentTime(),
  );
  expect(time).toBeGreaterThan(0);
  expect(Date.now() - started).toBeLessThan(10_000);
  expect(await playing(page)).toBe(true);
});

test('a parent not in HOST_ORIGINS gets nothing from the widget', async ({ page, stack }) => {
  stack.widget.setConfig(stack.widgetConfig({ HOST_ORIGINS: ['https://lms.example.com'] }));
  await page.addInitScript(() => {
    const w = window as unknown as { fromWidget: unknown[] };
    w.fromWidget = [];
    addEventListener('message', (event) => w.fromWidget.push(event.data));
  });
  await page.goto(`${stack.host.url}/lms.html`);
  await page.frameLocator('#sphere').locator('.vjs-big-play-button').click({ timeout: 20_000 });
  await expect
    .poll(() =>
      page
        .frameLocator('#sphere')
        .locator('video')
        .evaluate((v: HTMLVideoElement) => v.currentTime),
    )
    .toBeGreaterThan(0.5);
  // The widget plays standalone and posts nothing at all, so no token can leave.
  expect(await page.evaluate(() => (window as unknown as { fromWidget: unknown[] }).fromWidget)).toEqual([]);
  await expect(page.locator('#watched')).toHaveText('0% assistido');
});
