// Covers the host SDK when the frame reloads or the host comes late, against the real widget and reference
// API: a reloaded frame's new handshake (ready heard again, the old document's unanswered call rejected with
// 'reloaded' at once, the hellos stop), a host that says hello after the load failed still hears it, and two
// Players on one frame, only one of them with getToken.
import type { Frame, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { loadSdk } from './host-sdk-page.ts';

/** Embeds the widget with the SDK and records the events it hears in `window.heard`. */
async function embed(page: Page, url: string): Promise<void> {
  await loadSdk(page);
  await page.evaluate((url) => {
    const w = window as unknown as Record<string, unknown> & { SpherePlayer: { embed(el: Element, o: object): unknown } };
    const box = document.createElement('div');
    document.body.append(box);
    const player = w.SpherePlayer.embed(box, { url, readyTimeout: 8_000, timeout: 30_000 }) as {
      on(name: string, cb: (data: unknown) => void): void;
    };
    const heard: { name: string; data: unknown }[] = [];
    w['heard'] = heard;
    w['player'] = player;
    for (const name of ['ready', 'error']) player.on(name, (data) => heard.push({ name, data }));
  }, url);
}

const heard = (page: Page, name: string) =>
  page.evaluate(
    (name) =>
      (window as unknown as { heard: { name: string; data: unknown }[] }).heard.filter((e) => e.name === name).map((e) => e.data),
    name,
  );

/** The widget's frame (the only iframe of the host page). */
const widgetFrame = (page: Page): Frame => page.frames().find((frame) => frame !== page.mainFrame())!;

/** How many hellos the widget's document receives over `ms`. */
const hellosOver = (frame: Frame, ms: number) =>
  frame.evaluate(
    (ms) =>
      new Promise<number>((resolve) => {
        let count = 0;
        const count1 = (event: MessageEvent): void => void ((event.data as { type?: string })?.type === 'hello' && count++);
        addEventListener('message', count1);
        setTimeout(() => {
          removeEventListener('message', count1);
          resolve(count);
        }, ms);
      }),
    ms,
  );

test('a frame that reloads: the call its old document never answered rejects with reloaded at once, ready is heard again, and the hellos stop', async ({
  page,
  stack,
}) => {
  // The first document never gets its item, so a call waits inside it for a player that never comes: its
  // request is held, never answered (the reload cancels it).
  let itemAsked!: () => void;
  const firstItemHeld = new Promise<void>((resolve) => (itemAsked = resolve));
  let asked = 0;
  await page.route(/\/api\/player\?/, (route) => {
    if (asked++ > 0) return route.fallback();
    itemAsked();
  });
  await page.goto(`${stack.host.url}/index.html`);
  await embed(page, await stack.playerUrl());
  // The first document's own load is over (the SDK greets it again then): the call below goes to it.
  await widgetFrame(page).waitForLoadState('load');
  const first = (await page.evaluate(() => (window as unknown as { player: { ready(): Promise<unknown> } }).player.ready())) as {
    instance: string;
  };
  expect(first.instance).toMatch(/\w{6,}/);
  await page.evaluate(() => {
    const w = window as unknown as Record<string, unknown> & { player: { getDuration(): Promise<number> } };
    w['outcome'] = w.player.getDuration().then(
      (value) => ({ value, at: performance.now() }),
      (error: { code: string }) => ({ code: error.code, at: performance.now() }),
    );
  });

  await firstItemHeld;
  const reloadedAt = await page.evaluate(() => {
    const iframe = document.querySelector('iframe')!;
    iframe.src = `${iframe.src}&reload=1`;
    return performance.now();
  });
  const outcome = await page.evaluate(
    () => (window as unknown as { outcome: Promise<{ code?: string; value?: number; at: number }> }).outcome,
  );
  expect(outcome.code).toBe('reloaded');
  // Well before the call's own 30 s timeout: as soon as the new document said ready.
  expect(outcome.at - reloadedAt).toBeLessThan(15_000);

  await expect.poll(async () => (await heard(page, 'ready')).length).toBe(2);
  const second = (await heard(page, 'ready'))[1] as { instance: string };
  expect(second.instance).not.toBe(first.instance);
  // The new document plays and answers.
  await expect
    .poll(
      async () => page.evaluate(() => (window as unknown as { player: { getDuration(): Promise<number> } }).player.getDuration()),
      {
        timeout: 20_000,
      },
    )
    .toBeGreaterThan(0);
  // The handshake is over: no hello reaches the widget any more (they came every 200 ms, forever).
  expect(await hellosOver(widgetFrame(page), 1_200)).toBe(0);
});

test('a host whose SDK says hello after the load failed still hears the error, once, after ready', async ({ page, stack }) => {
  await page.goto(`${stack.host.url}/index.html`);
  const expired = await stack.token('seguranca-senhas', Math.floor(Date.now() / 1000) - 60);
  // The frame is on the page first, without the SDK; the viewer sees the failure.
  await page.evaluate((src) => {
    const iframe = document.createElement('iframe');
    iframe.src = src;
    iframe.title = 'Aula';
    document.body.append(iframe);
  }, `${stack.widget.url}/player?token=${expired}`);
  const frame = page.frameLocator('iframe');
  await expect(frame.getByText('Sua sessão expirou. Abra o vídeo novamente pelo seu portal.')).toBeVisible({ timeout: 15_000 });

  await loadSdk(page);
  await page.evaluate(() => {
    const w = window as unknown as Record<string, unknown> & {
      SpherePlayer: { Player: new (target: string) => { on(name: string, cb: (data: unknown) => void): void } };
    };
    const player = new w.SpherePlayer.Player('iframe');
    const heard: { name: string; data: unknown }[] = [];
    w['heard'] = heard;
    w['player'] = player;
    for (const name of ['ready', 'error']) player.on(name, (data) => heard.push({ name, data }));
  });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { heard: { name: string }[] }).heard.map((e) => e.name)))
    .toEqual(['ready', 'error']);
  expect(await heard(page, 'error')).toEqual([
    { code: 'token-expired', message: 'Sua sessão expirou. Abra o vídeo novamente pelo seu portal.' },
  ]);
  // Hellos that crossed the answer bring no second error.
  await page.waitForTimeout(600);
  expect(await heard(page, 'error')).toHaveLength(1);
});

test('intranet.html after its frame reloads: its controls work again and its log shows each event once', async ({
  page,
  stack,
}) => {
  await page.goto(`${stack.host.url}/intranet.html`);
  await expect(page.locator('body[data-player-ready]')).toBeAttached({ timeout: 20_000 });
  await page.evaluate(() => {
    const iframe = document.querySelector('iframe')!;
    iframe.src = `${iframe.src}${iframe.src.includes('?') ? '&' : '?'}reload=1`;
  });
  const readyLines = page.locator('#log li', { hasText: / ready \{/ });
  await expect(readyLines).toHaveCount(2, { timeout: 20_000 });
  await page.evaluate(() => (window as unknown as { player: { play(): Promise<void> } }).player.play());
  await expect(page.locator('#log li', { hasText: / play \{/ })).toHaveCount(1, { timeout: 15_000 });
  await page.waitForTimeout(300);
  await expect(page.locator('#log li', { hasText: / play \{/ })).toHaveCount(1);
});

test('two Players on one frame, only one with getToken: the widget signs in with its token over the other one’s refusal', async ({
  page,
  stack,
}) => {
  await page.goto(`${stack.host.url}/index.html`);
  await loadSdk(page);
  await page.evaluate((url) => {
    type Sdk = {
      embed(el: Element, o: object): { on(name: string, cb: (data: unknown) => void): void; element: HTMLIFrameElement };
      Player: new (target: HTMLIFrameElement) => unknown;
    };
    const w = window as unknown as Record<string, unknown> & { SpherePlayer: Sdk };
    const box = document.createElement('div');
    document.body.append(box);
    // The LMS's Player fetches the token (slower than a refusal); an analytics script's Player has no getToken.
    const lms = w.SpherePlayer.embed(box, {
      url: `${url}/player`,
      getToken: async () => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        return (await fetch('/token?video=seguranca-senhas')).text();
      },
    });
    new w.SpherePlayer.Player(lms.element);
    const heard: { name: string; data: unknown }[] = [];
    w['heard'] = heard;
    for (const name of ['error', 'loadedmetadata']) lms.on(name, (data) => heard.push({ name, data }));
  }, stack.widget.url);
  await expect.poll(async () => (await heard(page, 'loadedmetadata')).length, { timeout: 20_000 }).toBe(1);
  expect(await heard(page, 'error')).toEqual([]);
});
