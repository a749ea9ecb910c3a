// Covers the host SDK's loadVideo made while the lesson shown is in an unusual state: stalled on segments that do not
// come (then come, too late), seeking to a point not yet loaded, retrying a segment that fails (500), with a menu
// open, with the late resume offer showing. Each time the next lesson is the only player and plays from its own saved
// view; nothing of the lesson before is fetched any more, nor shown (a spinner, a menu, the offer); what was watched
// of it is saved under its own id.
import type { BrowserContext, Page, Route } from '@playwright/test';
import type { Stack } from '../examples/servers/stack.ts';
import { call, embed } from './host-sdk-page.ts';
import { expect, test } from './fixtures.ts';
import { saveEarlierView, savedView } from './saved-view.ts';

const currentTime = async (page: Page): Promise<number> => (await call(page, 'getCurrentTime')).value as number;
/** The first lesson's segments from the 4th on (8 s into it), of every rendition and of the audio group. */
const LATER_SEGMENTS = /\/licao-fotossintese\/hls\/[\w-]+\/seg_0(0[3-9]|[1-9]\d)\.ts\?/;
/** A viewer of its own for each test: one test's saved views never reach another's. */
let viewers = 0;

/** The first lesson in the host page, its requests noted; the second was left at 12 s on another day. */
async function embedFirstLesson(page: Page, context: BrowserContext, stack: Stack, viewer = `aluna-estados-${++viewers}`) {
  const first = await stack.token('licao-fotossintese', '2h', viewer);
  const second = await stack.token('seguranca-senhas', '2h', viewer);
  await saveEarlierView(stack, second, { posicao: 12, duracao: 29.3, intervalos: [[0, 12]] });
  const requests: number[] = [];
  context.on('request', (request) => void (request.url().includes('/licao-fotossintese/') && requests.push(Date.now())));
  await page.goto(`${stack.host.url}/index.html`);
  await embed(page, stack.widget.url, `token=${first}`);
  return { first, second, requestsSince: (at: number) => requests.filter((time) => time > at).length };
}

/** loadVideo, then the checks every state shares; answers when the switch was made. */
async function switchAndCheck(page: Page, stack: Stack, lesson: Awaited<ReturnType<typeof embedFirstLesson>>) {
  expect(await call(page, 'loadVideo', lesson.second)).toMatchObject({ value: null });
  const switchedAt = Date.now();
  const frame = page.frameLocator('iframe');
  await expect(frame.locator('h1')).toHaveText('Segurança · Senhas fortes');
  expect(await call(page, 'play')).toMatchObject({ value: null });
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(12.3);
  expect(await currentTime(page)).toBeLessThan(20);
  await expect(frame.locator('video')).toHaveCount(1);
  await expect(frame.locator('.video-js')).not.toHaveClass(/vjs-waiting|vjs-error/);
  await expect(frame.locator('.player-error-region')).toBeEmpty();
  await expect(frame.locator('.vjs-menu.vjs-lock-showing')).toHaveCount(0);
  // A request the old player had under way may land just after the switch: none after that.
  await page.waitForTimeout(1_000);
  expect(lesson.requestsSince(switchedAt + 500), "the lesson before's requests after the switch").toBe(0);
  return switchedAt;
}

test('loadVideo while the lesson stalls on segments that do not come, then come', async ({ page, context, stack }) => {
  test.setTimeout(60_000);
  const held: Route[] = [];
  await context.route(LATER_SEGMENTS, (route) => void held.push(route));
  const lesson = await embedFirstLesson(page, context, stack);
  expect(await call(page, 'play')).toMatchObject({ value: null });
  await expect(page.frameLocator('iframe').locator('.video-js.vjs-waiting')).toHaveCount(1, { timeout: 30_000 });
  const stalledAt = await currentTime(page);
  expect(await call(page, 'loadVideo', lesson.second)).toMatchObject({ value: null });
  // The segments come after all, to a player that is gone.
  await Promise.all(held.splice(0).map((route) => route.continue().catch(() => undefined)));
  await switchAndCheck(page, stack, lesson);
  expect((await savedView(stack, lesson.first))?.posicao).toBeCloseTo(stalledAt, 0);
});

test('loadVideo while the lesson seeks to a point not loaded yet', async ({ page, context, stack }) => {
  test.setTimeout(60_000);
  const lesson = await embedFirstLesson(page, context, stack);
  expect(await call(page, 'play')).toMatchObject({ value: null });
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(1);
  const held: Route[] = [];
  await context.route(LATER_SEGMENTS, (route) => void held.push(route));
  expect(await call(page, 'seek', 50)).toMatchObject({ value: 50 });
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await switchAndCheck(page, stack, lesson);
  await Promise.all(held.splice(0).map((route) => route.continue().catch(() => undefined)));
  // Where the viewer asked to be.
  expect((await savedView(stack, lesson.first))?.posicao).toBe(50);
});

test('loadVideo while the player retries a segment that fails (500)', async ({ page, context, stack }) => {
  test.setTimeout(60_000);
  let failed = 0;
  await context.route(LATER_SEGMENTS, (route) => ++failed && route.fulfill({ status: 500, body: 'Internal Server Error' }));
  const lesson = await embedFirstLesson(page, context, stack);
  // The player's own recovery may reload the source meanwhile, which cuts the host's play() short ('failed'): not
  // this test's business.
  await call(page, 'play');
  await expect.poll(() => failed, { timeout: 30_000 }).toBeGreaterThan(2);
  const watched = await currentTime(page);
  await switchAndCheck(page, stack, lesson);
  // Nothing of the lesson before fails on later: no message, no error event after the switch.
  await page.waitForTimeout(3_000);
  await expect(page.frameLocator('iframe').locator('.player-error-region')).toBeEmpty();
  expect((await savedView(stack, lesson.first))?.posicao).toBeGreaterThanOrEqual(Math.floor(watched * 10) / 10);
});

/** The first lesson playing in the host page at 1280 × 720. */
async function playFirstLessonWide(page: Page, context: BrowserContext, stack: Stack) {
  await page.setViewportSize({ width: 1280, height: 720 });
  const lesson = await embedFirstLesson(page, context, stack);
  expect(await call(page, 'play')).toMatchObject({ value: null });
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(1);
  return { lesson, frame: page.frameLocator('iframe') };
}

test('loadVideo with the speed menu open: it goes with its lesson', async ({ page, context, stack }) => {
  test.setTimeout(60_000);
  const { lesson, frame } = await playFirstLessonWide(page, context, stack);
  // The bar wakes as the mouse really moves over the player (Video.js listens for mousemove).
  const box = (await page.locator('iframe').boundingBox())!;
  await page.mouse.move(box.x + 10, box.y + 10);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3, { steps: 3 });
  const speed = frame.getByRole('button', { name: 'Velocidade' });
  await speed.click();
  await expect(speed).toHaveAttribute('aria-expanded', 'true');
  await switchAndCheck(page, stack, lesson);
  await expect(frame.getByRole('button', { name: 'Velocidade' })).toHaveAttribute('aria-expanded', 'false');
});

test('loadVideo with the late resume offer showing: the offer goes, its position stays saved', async ({
  page,
  context,
  stack,
}) => {
  test.setTimeout(60_000);
  const viewer = `aluna-estados-${++viewers}`;
  const first = await stack.token('licao-fotossintese', '2h', viewer);
  await saveEarlierView(stack, first, { posicao: 50, duracao: 75, intervalos: [[40, 60]] });
  // The saved view's read answers after the grace: the position is offered ('Continuar de 0:50').
  const reads: Route[] = [];
  await context.route(/\/api\/playervisualizacao\?/, (route) =>
    route.request().method() === 'GET' && reads.length === 0 ? void reads.push(route) : route.fallback(),
  );
  const lesson = await embedFirstLesson(page, context, stack, viewer);
  const frame = page.frameLocator('iframe');
  await expect.poll(() => reads.length, { timeout: 20_000 }).toBe(1);
  await expect(frame.locator('.video-js')).toHaveCount(1, { timeout: 20_000 });
  await expect(frame.locator('.loading-screen')).toBeHidden({ timeout: 20_000 });
  await reads[0]!.continue();
  await expect(frame.getByRole('button', { name: 'Continuar de 0:50' })).toBeVisible({ timeout: 10_000 });
  await switchAndCheck(page, stack, lesson);
  await expect(frame.getByRole('button', { name: /^Continuar de/ })).toHaveCount(0);
  // The offer was never taken: the saved position stays for the next visit.
  expect((await savedView(stack, first))?.posicao).toBe(50);
});

test('loadVideo with the keyboard in the speed menu: the focus goes to the next lesson’s player, not the page’s body', async ({
  page,
  context,
  stack,
}) => {
  test.setTimeout(60_000);
  const { lesson, frame } = await playFirstLessonWide(page, context, stack);
  const speed = frame.getByRole('button', { name: 'Velocidade' });
  await speed.focus();
  await page.keyboard.press('Enter');
  await expect(speed).toHaveAttribute('aria-expanded', 'true');
  await switchAndCheck(page, stack, lesson);
  const focusInPlayer = () =>
    frame.locator('.player-page .video-js').evaluate((player) => player.contains(player.ownerDocument.activeElement));
  await expect.poll(focusInPlayer).toBe(true);
});

test('loadVideo while a caption or chapter file of the lesson is still on its way: it comes later with no error', async ({
  page,
  context,
  stack,
}) => {
  test.setTimeout(60_000);
  const held: Route[] = [];
  await context.route(/\/licao-fotossintese\/.*\.vtt(\?|$)/, (route) => void held.push(route));
  const lesson = await embedFirstLesson(page, context, stack);
  expect(await call(page, 'play')).toMatchObject({ value: null });
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(1);
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await switchAndCheck(page, stack, lesson);
  // The files the first lesson's disposed player asked for come now: their cues have nowhere to go, and no error.
  await Promise.all(held.map((route) => route.continue()));
  await page.waitForTimeout(1_000);
});
