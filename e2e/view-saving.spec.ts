// Covers loss-free view saving (SALVAR_VISUALIZACAO) against the reference API: progress watched while the
// API is unreachable survives a reload and reaches the API with no gap once it is back; a 503 is retried
// and stored once; a 401 keeps the view in the outbox until the API accepts it, and the viewer is told once (the
// token is refused and no host can hand over another); the outbox stays bounded while the API is down; what was
// watched up to the moment the viewer left, between two saves made while playing, is saved as the page goes.
import type { Page } from '@playwright/test';
import { recordAnnouncements } from './announcements.ts';
import { axeViolations, clickPlay, currentTime, expect, openPlayer, readStored, screenshot, test } from './fixtures.ts';
import { savedView } from './saved-view.ts';
import { FRAME_SIZES } from './frame-sizes.ts';

/** What the viewer reads when a save's token is refused for good (pt, the default). */
const PROGRESS_REFUSED = 'Seu progresso não foi aceito e será enviado de novo. Se persistir, abra o vídeo pelo seu portal.';

/** The outbox as the widget's storage keeps it (IndexedDB `_ionicstorage`/`_ionickv`, key `sphere_view_outbox`), as JSON. */
const outbox = (page: Page) => readStored(page, 'sphere_view_outbox');

test('progress watched while the API is unreachable survives a reload and arrives with no gap', async ({ page, stack }) => {
  test.setTimeout(90_000);
  const token = await stack.token('licao-fotossintese', '1h', 'aluna-offline');
  const url = `${stack.widget.url}/player?token=${token}`;
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/playervisualizacao') && request.method() === 'POST') saves.push(request.postData() ?? '');
  });
  // The API cannot be reached for saves: every attempt fails as a network error would.
  await page.route('**/api/playervisualizacao', (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
  );
  await openPlayer(page, url);
  await clickPlay(page);
  // Past 20 s, paused mid-segment (the segments are 2 s): a busy machine's playback dwells at a segment's start, and a
  // pause at 20.04 s is saved as 20.0, to the tenth (CI: twice in one run).
  await expect.poll(() => currentTime(page), { timeout: 45_000, intervals: [1000] }).toBeGreaterThan(21);
  await page.keyboard.press('k');
  await expect
    .poll(async () => (JSON.parse(await outbox(page)) as { intervalos: number[][] }[])[0]?.intervalos.at(-1)?.[1] ?? 0)
    .toBeGreaterThan(20);
  expect(await outbox(page)).not.toContain(token);
  expect(await savedView(stack, token)).toBeNull();

  // Open the player again while the API is still away (the token left the address bar, so from its link):
  // the new page finds the progress in its outbox.
  await page.goto(url);
  await expect(page.locator('.video-js')).toHaveCount(1);
  expect((JSON.parse(await outbox(page)) as unknown[]).length).toBe(1);
  await page.unroute('**/api/playervisualizacao');
  // The connection is back: the outbox flushes at once.
  await page.evaluate(() => dispatchEvent(new Event('online')));
  await expect.poll(() => savedView(stack, token), { timeout: 20_000 }).not.toBeNull();
  const view = await savedView(stack, token);
  // Every second from 0 to past 20 s, in one range: no gap.
  expect(view?.intervalos[0]?.[0]).toBeLessThanOrEqual(0.5);
  expect(view?.intervalos[0]?.[1]).toBeGreaterThan(20);
  expect(view?.progresso).toBeGreaterThan(25);
  await expect.poll(() => outbox(page)).toBe('[]');
  expect(saves.every((body) => !body.includes('intervalos":[]'))).toBe(true);
});

test('a 503 is retried and the view is stored once', async ({ page, stack, faults }) => {
  const token = await stack.token('licao-fotossintese', '1h', 'aluno-503');
  const posts: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/playervisualizacao') && response.request().method() === 'POST') posts.push(response.status());
  });
  await openPlayer(page, `${stack.widget.url}/player?token=${token}`);
  // Armed once the saved view was read: the next call of the route is the first save.
  faults.arm('playervisualizacao', { status: 503, body: { status_ret: 'NOK', erro: 'Indisponível' } });
  await clickPlay(page);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(3);
  await page.keyboard.press('k');
  await expect.poll(() => posts, { timeout: 15_000 }).toEqual([503, 200]);
  await page.waitForTimeout(2_500);
  expect(posts).toEqual([503, 200]);
  const view = await savedView(stack, token);
  expect(view?.posicao).toBeGreaterThan(2);
  expect(await outbox(page)).toBe('[]');
});

test('a view save refused with 401 stays in the outbox, is tried again without spinning, the viewer is told once, and it arrives', async ({
  page,
  stack,
  faults,
}) => {
  test.setTimeout(75_000);
  const token = await stack.token('licao-fotossintese', '1h', 'aluno-401');
  const posts: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/playervisualizacao') && response.request().method() === 'POST') posts.push(response.status());
  });
  const announced = await recordAnnouncements(page);
  await openPlayer(page, `${stack.widget.url}/player?token=${token}`);
  // Armed once the saved view was read: every save is refused as an expired token would be.
  faults.arm('playervisualizacao', { status: 401, body: { status_ret: 'NOK', erro: 'Token inválido ou expirado.' } }, 50);
  await clickPlay(page);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(3);
  await page.keyboard.press('k');
  await expect.poll(() => posts.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  expect(posts.every((status) => status === 401)).toBe(true);
  const kept = JSON.parse(await outbox(page)) as { posicao: number; intervalos: number[][] }[];
  expect(kept).toHaveLength(1);
  expect(kept[0]?.posicao).toBeGreaterThan(2);
  expect(kept[0]?.intervalos.at(-1)?.[1]).toBeGreaterThan(2);
  // It waits between tries (backoff), it does not spin. The waits are random up to 1 s doubling at each try
  // (full jitter): three tries fall in 2 s now and then (CI saw it), a spinning outbox makes dozens.
  const before = posts.length;
  await page.waitForTimeout(2_000);
  expect(posts.length - before).toBeLessThanOrEqual(3);
  expect(posts.every((status) => status === 401)).toBe(true);
  // A direct link: no host can hand over another token, so the viewer is told, once, in the polite region; the video stays.
  const notice = page.getByRole('status').filter({ hasText: PROGRESS_REFUSED });
  await expect(notice).toHaveCount(1);
  await expect(page.getByText(PROGRESS_REFUSED)).toBeVisible();
  await expect(page.getByTestId('player-error-message')).toHaveCount(0);
  for (const size of FRAME_SIZES) {
    await page.setViewportSize(size);
    await screenshot(page, `view-saving-progress-refused-${size.width}x${size.height}`);
  }
  expect(await axeViolations(page), 'the notice over the paused video').toEqual([]);

  // The API accepts the token again: the kept view arrives, once, and leaves the outbox.
  faults.clear();
  await expect.poll(() => savedView(stack, token), { timeout: 40_000 }).not.toBeNull();
  expect((await savedView(stack, token))?.posicao).toBeGreaterThan(2);
  await expect.poll(() => outbox(page)).toBe('[]');
  expect(posts.filter((status) => status === 200)).toHaveLength(1);
  // Told once, for all the refused tries (announced once: the toast itself may be gone by now, after its 20 s).
  expect((await announced()).filter((text) => text.includes(PROGRESS_REFUSED))).toHaveLength(1);
});

test('the outbox stays bounded while the API is down for long', async ({ page, stack }) => {
  const token = await stack.token('licao-fotossintese', '1h', 'aluno-fora');
  await page.route('**/api/playervisualizacao', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '' }) : route.continue(),
  );
  await openPlayer(page, `${stack.widget.url}/player?token=${token}`);
  await clickPlay(page);
  // Many pauses and seeks: each queues a snapshot.
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press(String(i % 10));
    await page.keyboard.press('k');
    await page.keyboard.press('k');
  }
  await page.waitForTimeout(1_000);
  const entries = JSON.parse(await outbox(page)) as { intervalos: unknown[] }[];
  expect(entries).toHaveLength(1);
  expect(entries[0]?.intervalos.length).toBeLessThanOrEqual(2000);
  expect((await outbox(page)).length).toBeLessThan(100_000);
});

test('what was watched up to the moment the viewer left reaches the API: the page saves as it goes', async ({ page, stack }) => {
  test.setTimeout(60_000);
  const token = await stack.token('licao-fotossintese', '1h', 'aluna-fecha-a-aba');
  await openPlayer(page, `${stack.widget.url}/player?token=${token}`);
  const savedWhilePlaying = page.waitForRequest(
    (request) => request.url().endsWith('/playervisualizacao') && request.method() === 'POST',
    { timeout: 30_000 },
  );
  await clickPlay(page);
  // Past the first save made while playing (10 s apart), by 4 s: closed 6 s before the next one.
  await savedWhilePlaying;
  const savedAt = await currentTime(page);
  await expect.poll(() => currentTime(page), { timeout: 15_000, intervals: [250] }).toBeGreaterThan(savedAt + 4);
  const closedAt = await currentTime(page);
  await page.goto('about:blank');
  await expect
    .poll(async () => (await savedView(stack, token))?.posicao ?? 0, { timeout: 10_000 })
    .toBeGreaterThanOrEqual(Math.floor(closedAt));
  const view = await savedView(stack, token);
  expect(view?.intervalos[0]?.[0]).toBeLessThanOrEqual(0.5);
  expect(view?.intervalos[0]?.[1]).toBeGreaterThanOrEqual(Math.floor(closedAt));
});
