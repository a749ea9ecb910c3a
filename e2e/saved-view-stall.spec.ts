// Covers a saved view that is slow to come (docs/reliability.md, The saved view) against the real widget and
// reference API: a read of the saved view that never answers costs the first frame a short grace, not the
// request's 20 s deadline (the entry's early read is adopted, not sent twice), the video starts from the
// start and the earlier visits' ranges stay saved; a view that comes late joins its ranges to the host's
// progress without moving the viewer, and its position is offered ('Continuar de 0:50') and kept saved until
// the viewer chooses. The stall is injected by holding the API's answer (route interception): the API reads the
// view when asked, and its answer reaches the widget when the test lets it.
import type { Page, Route } from '@playwright/test';
import type { Stack } from '../examples/servers/stack.ts';
import { axeViolations, clickPlay, currentTime, expect, openFeature, screenshot, test, wakeControls } from './fixtures.ts';
import { fetchRoute } from './route-fetch.ts';
import { loadSdk } from './host-sdk-page.ts';
import { overlapping, type ControlBox } from './layout-checks.ts';
import { saveEarlierView, savedView } from './saved-view.ts';

/** A read of the saved view (GET, with `?token=`); the saves are POSTs without a query. */
const VIEW_READ = /\/api\/playervisualizacao\?/;

/**
 * Holds every read of the saved view's answer, as a slow server's, until `answer` or `drop`: the API reads the
 * view as the request comes (before the widget's saves), and the widget hears it when the test lets it.
 */
async function stallViewReads(page: Page) {
  const held: { route: Route; answer: ReturnType<Route['fetch']> }[] = [];
  await page.route(VIEW_READ, (route) =>
    route.request().method() === 'GET' ? void held.push({ route, answer: fetchRoute(route) }) : route.fallback(),
  );
  return {
    held,
    /** The reads get the API's answer, late; reads after this go through. */
    answer: async () => {
      await Promise.all(held.splice(0).map(async ({ route, answer }) => route.fulfill({ response: await answer })));
      await page.unroute(VIEW_READ);
    },
    drop: () => Promise.all(held.splice(0).map(({ route }) => route.abort().catch(() => undefined))),
  };
}

test('a saved view that never answers holds the first frame for a short grace only: the video starts from the start', async ({
  page,
  stack,
}) => {
  test.setTimeout(60_000);
  const token = await stack.token('licao-fotossintese', '1h', 'aluna-leitura-parada');
  await saveEarlierView(stack, token, { posicao: 50, duracao: 75, intervalos: [[40, 60]] });
  const reads = await stallViewReads(page);
  const started = Date.now();
  await page.goto(`${stack.widget.url}/player?token=${token}`);
  await expect(page.locator('.video-js')).toHaveCount(1, { timeout: 20_000 });
  await expect(page.getByText('Carregando conteúdo')).toBeHidden({ timeout: 20_000 });
  // The first frame (PlayerCarregado) came well before the read's 20 s deadline, which is still running.
  expect(Date.now() - started).toBeLessThan(10_000);
  expect(reads.held).toHaveLength(1);
  // No resume position: the video starts from the start.
  expect(await currentTime(page)).toBeLessThan(1);

  await clickPlay(page);
  await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(3);
  await page.keyboard.press('k');
  // The save carried this visit's ranges only: the API's union keeps the earlier visit's.
  await expect
    .poll(async () => (await savedView(stack, token))?.intervalos, { timeout: 15_000 })
    .toEqual([
      [0, expect.any(Number)],
      [40, 60],
    ]);
  expect((await savedView(stack, token))?.progresso).toBeGreaterThan((20 / 75) * 100);
  await reads.drop();
});

type Host = { player: Record<string, (...args: unknown[]) => Promise<unknown>> };

/** Runs an SDK method in the host page and returns its value. */
const sdk = (page: Page, method: string, ...args: unknown[]) =>
  page.evaluate(({ method, args }) => (window as unknown as Host).player[method]!(...args), { method, args });

test('a saved view that comes late joins its ranges to the host’s progress, without moving the viewer', async ({
  page,
  stack,
}) => {
  test.setTimeout(60_000);
  // The token from the URL, so the widget in a frame sends its requests early too (the head start).
  stack.widget.setConfig(stack.widgetConfig({ USAR_AD: 'N' }));
  const token = await stack.token('licao-fotossintese', '1h', 'aluno-leitura-tardia');
  await saveEarlierView(stack, token, { posicao: 50, duracao: 75, intervalos: [[40, 60]] });
  const reads = await stallViewReads(page);
  await page.goto(`${stack.host.url}/index.html`);
  await loadSdk(page);
  await page.evaluate(async (url) => {
    const box = document.createElement('div');
    document.body.append(box);
    const sdk = (window as unknown as { SpherePlayer: { embed(el: Element, o: object): unknown } }).SpherePlayer;
    (window as unknown as Record<string, unknown>)['player'] = sdk.embed(box, { url, timeout: 20_000 });
  }, `${stack.widget.url}/player?token=${token}`);
  await sdk(page, 'ready');
  await sdk(page, 'play');
  await expect.poll(async () => (await sdk(page, 'getCurrentTime')) as number, { timeout: 20_000 }).toBeGreaterThan(2);
  expect(reads.held).toHaveLength(1);
  const before = (await sdk(page, 'getProgress')) as { ranges: [number, number][] };
  expect(before.ranges).not.toContainEqual([40, 60]);

  await reads.answer();
  await expect
    .poll(async () => ((await sdk(page, 'getProgress')) as { ranges: [number, number][] }).ranges, { timeout: 10_000 })
    .toContainEqual([40, 60]);
  // No surprise seek to the saved position (50 s): the viewer goes on where they were.
  expect((await sdk(page, 'getCurrentTime')) as number).toBeLessThan(20);
  await sdk(page, 'pause');
  await expect
    .poll(async () => (await savedView(stack, token))?.intervalos, { timeout: 15_000 })
    .toEqual([
      [0, expect.any(Number)],
      [40, 60],
    ]);
});

/**
 * Opens the widget for a viewer whose earlier visit saved 50 s (having watched 40–60 s), with the read of that
 * view held; plays past `seconds` and pauses, so the bar (and the offer with it) stays up. Answers the viewer's
 * token and the held reads.
 */
async function playWithViewHeld(
  page: Page,
  stack: Stack,
  viewer: string,
  size: { width: number; height: number },
  seconds: number,
) {
  await page.setViewportSize(size);
  const token = await stack.token('licao-fotossintese', '1h', viewer);
  await saveEarlierView(stack, token, { posicao: 50, duracao: 75, intervalos: [[40, 60]] });
  const reads = await stallViewReads(page);
  await page.goto(`${stack.widget.url}/player?token=${token}`);
  await expect(page.getByText('Carregando conteúdo')).toBeHidden({ timeout: 20_000 });
  await clickPlay(page);
  await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(seconds);
  await page.keyboard.press('k');
  return { token, reads };
}

test('a saved position that comes late is offered, kept saved until the viewer chooses, and taken from the keyboard', async ({
  page,
  stack,
}) => {
  test.setTimeout(60_000);
  const { token, reads } = await playWithViewHeld(page, stack, 'aluna-oferta-tardia', { width: 640, height: 360 }, 3);
  // Before the view came, the save was the viewer's place.
  await expect.poll(async () => (await savedView(stack, token))?.posicao, { timeout: 15_000 }).toBeLessThan(10);

  await reads.answer();
  await wakeControls(page);
  const offer = page.getByRole('button', { name: 'Continuar de 0:50' });
  await expect(offer).toBeVisible();
  // No jump: the viewer is where they were.
  expect(await currentTime(page)).toBeLessThan(10);
  // Until they choose, a save keeps the offered position: a reload now would resume there.
  await page.keyboard.press('k');
  await page.keyboard.press('k');
  await expect.poll(async () => (await savedView(stack, token))?.posicao, { timeout: 15_000 }).toBe(50);
  await wakeControls(page);
  const box = await offer.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(24);
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'resume-offer-640');

  await offer.focus();
  await page.keyboard.press('Enter');
  // Past 50.05 s, so that the position saved at the pause below (to a tenth of a second) is past 50 too.
  await expect.poll(() => currentTime(page), { timeout: 10_000 }).toBeGreaterThan(50.5);
  await expect(offer).toBeHidden();
  // The focus stays in the player, for the next key.
  expect(await page.evaluate(() => document.activeElement?.closest('.video-js') !== null)).toBe(true);
  await page.keyboard.press('k');
  await expect.poll(async () => (await savedView(stack, token))?.posicao, { timeout: 15_000 }).toBeGreaterThan(50);
});

test('a late position the viewer closes is saved over by where they are', async ({ page, stack }) => {
  test.setTimeout(60_000);
  const { token, reads } = await playWithViewHeld(page, stack, 'aluno-oferta-fechada', { width: 360, height: 203 }, 2);
  await reads.answer();
  await wakeControls(page);
  await expect(page.getByRole('button', { name: 'Continuar de 0:50' })).toBeVisible();
  await screenshot(page, 'resume-offer-360');
  await page.getByRole('button', { name: 'Fechar' }).click();
  await expect(page.getByRole('button', { name: 'Continuar de 0:50' })).toBeHidden();
  await page.keyboard.press('k');
  await page.keyboard.press('k');
  await expect.poll(async () => (await savedView(stack, token))?.posicao, { timeout: 15_000 }).toBeLessThan(10);
  expect((await savedView(stack, token))?.intervalos).toContainEqual([40, 60]);
});

/** The box of what `locator` finds, named for the message of a failed check. */
async function boxOf(page: Page, selector: string, name: string): Promise<ControlBox> {
  const found = await page.locator(selector).boundingBox();
  if (!found) throw new Error(`${name} has no box`);
  return { name, ...found };
}

for (const size of [
  { width: 640, height: 360 },
  { width: 360, height: 203 },
]) {
  test(`at ${size.width}x${size.height} a bottom toast stands clear of the offer and of the bar`, async ({ page, stack }) => {
    test.setTimeout(60_000);
    const { reads } = await playWithViewHeld(page, stack, `aluna-oferta-aviso-${size.width}`, size, 1);
    await reads.answer();
    await wakeControls(page);
    await expect(page.getByRole('button', { name: 'Continuar de 0:50' })).toBeVisible();
    await page.evaluate(() =>
      window.dispatchEvent(
        new CustomEvent('Toast', { detail: { Mensagem: 'Legendas carregadas em português.', Severidade: 1, Posicao: 'bottom' } }),
      ),
    );
    await expect(page.locator('.toast:not(.toast-waiting)')).toBeVisible();
    await wakeControls(page);
    const boxes = [
      await boxOf(page, '.sp-resume-offer', 'offer'),
      await boxOf(page, '.toast:not(.toast-waiting)', 'toast'),
      await boxOf(page, '.vjs-control-bar', 'bar'),
    ];
    expect(overlapping(boxes)).toEqual([]);
    await screenshot(page, `resume-offer-toast-${size.width}`);
  });
}

test('the offer stays in a frame sized to the audio bar, and gives way to an open menu', async ({ page, stack }) => {
  test.setTimeout(60_000);
  const { reads } = await playWithViewHeld(page, stack, 'aluna-oferta-audio', { width: 640, height: 360 }, 1);
  await reads.answer();
  const offer = page.getByRole('button', { name: 'Continuar de 0:50' });
  await wakeControls(page);
  await expect(offer).toBeVisible();

  // An open menu is not covered by the offer: it gives way, and comes back when the menu closes.
  await page
    .locator('.vjs-control-bar')
    .getByRole('button', { name: /^Velocidade/ })
    .focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.vjs-playback-rate .vjs-menu.vjs-lock-showing .vjs-menu-content')).toBeVisible();
  await expect(offer).toBeHidden();
  await page.keyboard.press('Escape');
  await wakeControls(page);
  await expect(offer).toBeVisible();

  // Audio mode in a frame as tall as the page (an SDK-sized iframe): the offer stands in the title's row.
  await openFeature(page, 'Audio Player');
  await expect(page.locator('.player-page')).toHaveClass(/sp-audio-mode/);
  const height = await page.locator('.player-page').evaluate((element) => Math.ceil(element.getBoundingClientRect().height));
  await page.setViewportSize({ width: 360, height });
  await expect(offer).toBeInViewport({ ratio: 1 });
  const [title, offerBox, bar] = await Promise.all([
    page.locator('.sp-audio-title').boundingBox(),
    offer.boundingBox(),
    page.locator('.vjs-control-bar').boundingBox(),
  ]);
  expect(offerBox!.y + offerBox!.height).toBeLessThanOrEqual(bar!.y);
  // The title's text (cut with an ellipsis) makes room for it.
  const titleText = await page
    .locator('.sp-audio-title')
    .evaluate((element) => element.getBoundingClientRect().right - parseFloat(getComputedStyle(element).paddingRight));
  expect(titleText).toBeLessThanOrEqual(offerBox!.x);
  expect(title!.height).toBeGreaterThanOrEqual(offerBox!.height);
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'resume-offer-audio-360');
});
