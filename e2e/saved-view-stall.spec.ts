// Covers a saved view that is slow to come (docs/reliability.md, The saved view) against the real widget and
// reference API: a read of the saved view that never answers costs the first frame a short grace, not the
// request's 20 s deadline (the entry's early read is adopted, not sent twice), the video starts from the
// start and the earlier visits' ranges stay saved; a view that comes late joins its ranges to the host's
// progress without moving the viewer. The stall is injected by holding the API's answer (route interception).
import type { Page, Route } from '@playwright/test';
import type { Stack } from '../examples/servers/stack.ts';
import { clickPlay, currentTime, expect, test } from './fixtures.ts';

/** A read of the saved view (GET, with `?token=`); the saves are POSTs without a query. */
const VIEW_READ = /\/api\/playervisualizacao\?/;

type View = { posicao: number; progresso: number; intervalos: [number, number][] };

const apiHeaders = (stack: Stack, token: string) => ({
  'Content-Type': 'application/json',
  Accept: 'application/json',
  Authorization: token,
  'Ocp-Apim-Subscription-Key': stack.options.apiKey,
});

/** What an earlier visit saved for this viewer. */
async function saveEarlierVisit(stack: Stack, token: string, posicao: number, intervalos: [number, number][]): Promise<void> {
  const response = await fetch(`${stack.api.url}/api/playervisualizacao`, {
    method: 'POST',
    headers: apiHeaders(stack, token),
    body: JSON.stringify({ token, posicao, duracao: 75, intervalos }),
  });
  expect(response.status).toBe(200);
}

/** The view the API holds now, read around the widget. */
async function storedView(stack: Stack, token: string): Promise<View | null> {
  const response = await fetch(`${stack.api.url}/api/playervisualizacao?token=${token}`, { headers: apiHeaders(stack, token) });
  const text = await response.text();
  return text ? (JSON.parse(text) as { Item: View }).Item : null;
}

/** Holds every read of the saved view unanswered, as a server that never answers, until `answer` or `drop`. */
async function stallViewReads(page: Page) {
  const held: Route[] = [];
  await page.route(VIEW_READ, (route) => (route.request().method() === 'GET' ? void held.push(route) : route.fallback()));
  return {
    held,
    /** The reads get the API's real answer, late; reads after this go through. */
    answer: async () => {
      await Promise.all(held.splice(0).map((route) => route.continue()));
      await page.unroute(VIEW_READ);
    },
    drop: () => Promise.all(held.splice(0).map((route) => route.abort().catch(() => undefined))),
  };
}

test('a saved view that never answers holds the first frame for a short grace only: the video starts from the start', async ({
  page,
  stack,
}) => {
  test.setTimeout(60_000);
  const token = await stack.token('licao-fotossintese', '1h', 'aluna-leitura-parada');
  await saveEarlierVisit(stack, token, 50, [[40, 60]]);
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
    .poll(async () => (await storedView(stack, token))?.intervalos, { timeout: 15_000 })
    .toEqual([
      [0, expect.any(Number)],
      [40, 60],
    ]);
  expect((await storedView(stack, token))?.progresso).toBeGreaterThan((20 / 75) * 100);
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
  await saveEarlierVisit(stack, token, 50, [[40, 60]]);
  const reads = await stallViewReads(page);
  await page.goto(`${stack.host.url}/index.html`);
  await page.evaluate(async (url) => {
    const script = document.createElement('script');
    script.src = '/sdk/sphere-player.js';
    document.head.append(script);
    await new Promise((resolve) => script.addEventListener('load', resolve));
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
    .poll(async () => (await storedView(stack, token))?.intervalos, { timeout: 15_000 })
    .toEqual([
      [0, expect.any(Number)],
      [40, 60],
    ]);
});
