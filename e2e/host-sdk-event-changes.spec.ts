// Covers what the host hears of a change, against the real widget and reference API: one 'ratechange' per
// change of speed (the host's and the viewer's, none for the same speed again), one 'qualitychange' naming the
// rendition chosen (never the one still playing before the switch), and a host page's console that stays clean
// from load to ready (the SDK never greets the frame before the widget's document is in it).
import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { call, embed, heard } from './host-sdk-page.ts';
import { holdRequests } from './hold-requests.ts';

/** The host page's console errors and warnings and its uncaught errors, as they come. */
function recordConsole(page: Page): string[] {
  const seen: string[] = [];
  // Chromium reports a postMessage to a frame of another origin as a warning: an integrator still sees it.
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') seen.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => seen.push(`pageerror: ${error.message}`));
  return seen;
}

/** Moves the pointer over the widget's frame as a viewer would, so its control bar shows. */
async function wakeFrameControls(page: Page): Promise<void> {
  await page.locator('iframe').scrollIntoViewIfNeeded();
  const box = await page.locator('iframe').boundingBox();
  if (!box) return;
  await page.mouse.move(box.x + 10, box.y + 10);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3, { steps: 3 });
}

const QUALITY = { id: expect.any(String), label: expect.stringMatching(/^\d+p/), auto: expect.any(Boolean) };

for (const path of ['/intranet.html', '/lms.html', '/sandboxed-lms.html']) {
  test(`${path}: the host page's console stays clean from load to ready`, async ({ page, stack }) => {
    const seen = recordConsole(page);
    await page.goto(`${stack.host.url}${path}`);
    await expect(page.locator('body[data-player-ready]')).toBeAttached({ timeout: 20_000 });
    expect(seen).toEqual([]);
  });
}

test('a frame embedded while the page runs: no console message from the SDK before or after ready', async ({ page, stack }) => {
  await page.goto(`${stack.host.url}/index.html`);
  const seen = recordConsole(page);
  await embed(page, stack.widget.url, `token=${await stack.token('seguranca-senhas')}`);
  expect(await call(page, 'ready')).toMatchObject({ value: { version: 1 } });
  expect(await call(page, 'play')).toMatchObject({ value: null });
  await expect.poll(async () => (await call(page, 'getCurrentTime')).value as number, { timeout: 20_000 }).toBeGreaterThan(0.5);
  expect(seen).toEqual([]);
});

test("one ratechange per change of speed, the host's and the viewer's; the same speed again is none", async ({ page, stack }) => {
  await page.goto(`${stack.host.url}/index.html`);
  await embed(page, stack.widget.url, `token=${await stack.token('seguranca-senhas')}`);
  expect(await call(page, 'play')).toMatchObject({ value: null });
  await expect.poll(async () => (await call(page, 'getCurrentTime')).value as number, { timeout: 20_000 }).toBeGreaterThan(0.5);
  expect(await heard(page, 'ratechange')).toEqual([]);

  expect(await call(page, 'setPlaybackRate', 1.25)).toMatchObject({ value: 1.25 });
  await expect.poll(() => heard(page, 'ratechange')).toEqual([{ playbackRate: 1.25 }]);
  expect(await call(page, 'setPlaybackRate', 1.25)).toMatchObject({ value: 1.25 });
  // Long enough for a repeat to arrive: the widget's events come within a few tasks of the change.
  await page.waitForTimeout(800);
  expect(await heard(page, 'ratechange')).toEqual([{ playbackRate: 1.25 }]);

  // The viewer's own change in the frame, from the speed menu.
  const frame = page.frameLocator('iframe');
  await frame.locator('.video-js').hover();
  await frame
    .getByRole('button', { name: /Velocidade/ })
    .first()
    .hover();
  await frame.locator('.vjs-playback-rate .vjs-menu').getByRole('menuitemradio', { name: '2x' }).click();
  await expect.poll(() => heard(page, 'ratechange')).toEqual([{ playbackRate: 1.25 }, { playbackRate: 2 }]);
  await page.waitForTimeout(800);
  expect(await heard(page, 'ratechange')).toEqual([{ playbackRate: 1.25 }, { playbackRate: 2 }]);
});

test('setQuality: the host hears the rendition it chose and nothing before it; auto and the viewer’s choice likewise', async ({
  page,
  stack,
}) => {
  await page.goto(`${stack.host.url}/index.html`);
  await embed(page, stack.widget.url, `token=${await stack.token('seguranca-senhas')}`);
  expect(await call(page, 'play')).toMatchObject({ value: null });
  // Adaptive streaming has picked a rendition: the host heard it, with auto.
  await expect.poll(async () => (await heard(page, 'qualitychange')).length, { timeout: 20_000 }).toBeGreaterThan(0);
  const adaptive = (await heard(page, 'qualitychange')).at(-1) as { id: string; auto: boolean };
  expect(adaptive).toMatchObject({ ...QUALITY, auto: true });

  // A rendition other than the one playing: the switch takes a while, and the host hears only its end.
  const ids = ((await call(page, 'getQualities')).value as { id: string }[]).map((quality) => quality.id).slice(1);
  const chosen = ids.find((id) => id !== adaptive.id) ?? '';
  expect(await call(page, 'setQuality', chosen)).toMatchObject({ value: chosen });
  // Counted from the answer: an adaptive switch told before the call took hold came before it, in order.
  const before = (await heard(page, 'qualitychange')).length;
  await expect.poll(async () => (await heard(page, 'qualitychange')).slice(before), { timeout: 20_000 }).not.toEqual([]);
  await page.waitForTimeout(1_500);
  expect((await heard(page, 'qualitychange')).slice(before)).toEqual([{ ...QUALITY, id: chosen, auto: false }]);

  // Back to adaptive: every event from here says auto, the first one at once about the rendition playing.
  const beforeAuto = (await heard(page, 'qualitychange')).length;
  expect(await call(page, 'setQuality', 'auto')).toMatchObject({ value: 'auto' });
  await expect
    .poll(async () => (await heard(page, 'qualitychange')).slice(beforeAuto)[0])
    .toEqual({ ...QUALITY, id: chosen, auto: true });
  await page.waitForTimeout(1_500);
  for (const change of (await heard(page, 'qualitychange')).slice(beforeAuto)) expect(change).toMatchObject({ auto: true });

  // The viewer's choice in the frame's menu: one event, the rendition chosen.
  const playing = ((await call(page, 'getQuality')).value as { id: string }).id;
  const viewerChoice = ids.find((id) => id !== playing) ?? '';
  const beforeViewer = (await heard(page, 'qualitychange')).length;
  const frame = page.frameLocator('iframe');
  await wakeFrameControls(page);
  await frame.getByRole('button', { name: 'Qualidade' }).first().click({ timeout: 5_000 });
  await frame.locator(`.sp-resolution-button .vjs-menu li[data-quality="${viewerChoice}"]`).click();
  // An adaptive switch told while the menu opened, before the choice took hold, comes first and says auto; from the
  // choice on, only the switch to it.
  const sinceChoice = async (): Promise<unknown[]> => {
    const changes = (await heard(page, 'qualitychange')).slice(beforeViewer) as { auto: boolean }[];
    const choice = changes.findIndex((change) => !change.auto);
    return choice < 0 ? [] : changes.slice(choice);
  };
  await expect.poll(sinceChoice, { timeout: 20_000 }).not.toEqual([]);
  await page.waitForTimeout(1_500);
  expect(await sinceChoice()).toEqual([{ ...QUALITY, id: viewerChoice, auto: false }]);
});

test('getQuality answers the quality chosen at once, while the stream still switches to it; qualitychange when it plays', async ({
  page,
  stack,
}) => {
  const playlists: string[] = [];
  page.on('request', (request) => playlists.push(new URL(request.url()).pathname));
  await page.goto(`${stack.host.url}/index.html`);
  await embed(page, stack.widget.url, `token=${await stack.token('seguranca-senhas')}`);
  expect(await call(page, 'play')).toMatchObject({ value: null });
  await expect.poll(async () => (await heard(page, 'qualitychange')).length, { timeout: 20_000 }).toBeGreaterThan(0);
  const adaptive = (await call(page, 'getQuality')).value as { id: string; auto: boolean };
  expect(adaptive).toMatchObject({ ...QUALITY, auto: true });

  // A rendition whose playlist VHS has not loaded: held, the stream cannot switch to it until the test lets it.
  const qualities = ((await call(page, 'getQualities')).value as { id: string; label: string }[]).slice(1);
  const playlistOf = (id: string): string => `/hls/${id.replace(/^\d+-/, '')}`;
  const chosen = qualities.find(({ id }) => !playlists.some((path) => path.endsWith(playlistOf(id))));
  expect(chosen, 'a rendition not loaded yet').toBeDefined();
  const playlist = await holdRequests(page, (url) => url.pathname.endsWith(playlistOf(chosen!.id)));
  expect(await call(page, 'setQuality', chosen!.id)).toMatchObject({ value: chosen!.id });
  // Counted from the answer: the frame's messages come in order, so an adaptive switch told before the call took hold
  // (the stream going down to 240p under load) came before it.
  const before = (await heard(page, 'qualitychange')).length;
  const asked = { id: chosen!.id, label: chosen!.label, auto: false };
  expect(await call(page, 'getQuality')).toMatchObject({ value: asked });
  await page.waitForTimeout(800);
  expect(await call(page, 'getQuality'), 'still switching').toMatchObject({ value: asked });
  expect((await heard(page, 'qualitychange')).slice(before), 'nothing has played the choice yet').toEqual([]);

  playlist.release();
  await expect.poll(async () => (await heard(page, 'qualitychange')).slice(before), { timeout: 20_000 }).toEqual([asked]);
  expect(await call(page, 'getQuality')).toMatchObject({ value: asked });

  // The viewer's choice in the frame's menu reads the same way, at once.
  const viewerChoice = qualities.find(({ id }) => id !== chosen!.id)!;
  const frame = page.frameLocator('iframe');
  await wakeFrameControls(page);
  await frame.getByRole('button', { name: 'Qualidade' }).first().click({ timeout: 5_000 });
  await frame.locator(`.sp-resolution-button .vjs-menu li[data-quality="${viewerChoice.id}"]`).click();
  expect(await call(page, 'getQuality')).toMatchObject({
    value: { id: viewerChoice.id, label: viewerChoice.label, auto: false },
  });
});
