// Covers what happens before the app exists (issue 13, docs/reliability.md, Config and boot): the config and every lazily loaded chunk
// that fails or hangs past 15 s end on a failure screen in the viewer's language whose retry works (a bar
// when the first player already plays, so the video goes on), a deploy that renamed the chunks reloads the
// page once, the router's error element, a panel whose code failed loads on retry, and no unhandled
// rejection is left. Faults are injected into the real widget server's answers (route interception).
import type { Page, Route } from '@playwright/test';
import { axeViolations, clickPlay, currentTime, expect, openPlayer, screenshot, test, wakeControls } from './fixtures.ts';
import { fetchRoute } from './route-fetch.ts';

const UNREACHABLE = 'Não foi possível carregar o player. Verifique sua conexão e tente novamente.';

/**
 * Fails every request matching `pattern` until `heal()` (a chunk is asked for twice per load: Vite's
 * modulepreload link and the import itself); counts the requests.
 */
async function failUntilHealed(page: Page, pattern: RegExp, fail: (route: Route) => Promise<void>) {
  const fault = { requests: 0, healed: false, heal: () => void (fault.healed = true) };
  await page.route(pattern, async (route) => {
    fault.requests += 1;
    if (fault.healed) await route.fallback();
    else await fail(route);
  });
  return fault;
}

/** Uncaught errors and unhandled rejections (not the console's 'failed to load resource' lines). */
function uncaught(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const alert = (page: Page) => page.locator('#boot-failure');
const retry = (page: Page) => alert(page).getByRole('button', { name: 'Tentar novamente' });

/** Counts the page's documents (its load and every reload). */
function countDocuments(page: Page): { count: number } {
  const documents = { count: 0 };
  page.on('request', (request) => void (request.resourceType() === 'document' && (documents.count += 1)));
  return documents;
}

/** The page on the server names another entry (a deploy renamed the chunks) while `now()` says so. */
async function serveAnotherBuild(page: Page, url: string | RegExp, now: () => boolean = () => true): Promise<void> {
  await page.route(url, async (route) => {
    if (route.request().resourceType() !== 'fetch' || !now()) return route.fallback();
    const response = await fetchRoute(route);
    const html = (await response.text()).replace(/index-[\w-]+\.js/, 'index-NEWBUILD.js');
    await route.fulfill({ response, body: html });
  });
}

test('a config answered with a 503 shows the failure screen, and its retry starts the player', async ({ page, stack }) => {
  const errors = uncaught(page);
  const config = await failUntilHealed(page, /\/assets\/data\/config\.json$/, (route) =>
    route.fulfill({ status: 503, contentType: 'text/html', body: '<html><body><h1>503 Service Unavailable</h1></body></html>' }),
  );
  await page.goto(await stack.playerUrl());
  await expect(alert(page)).toHaveText(/Não foi possível carregar o player/);
  await expect(alert(page)).not.toContainText('Service Unavailable');
  await expect(page.getByText('Carregando conteúdo')).toBeHidden();
  await expect(retry(page)).toBeFocused();
  await screenshot(page, 'boot-config-unreachable');
  expect(await axeViolations(page)).toEqual([]);
  config.heal();
  await retry(page).click();
  await expect(page.locator('.player-page .video-js')).toHaveCount(1, { timeout: 20_000 });
  await expect(alert(page)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a config that never answers fails after 15 s, in the viewer language, and the retry works', async ({ page, stack }) => {
  test.setTimeout(60_000);
  const errors = uncaught(page);
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  // The first request hangs until the test ends; the retry's goes through.
  const config = await failUntilHealed(page, /\/assets\/data\/config\.json$/, async (route) => {
    await released;
    await route.abort().catch(() => undefined);
  });
  const started = Date.now();
  await page.goto(`${await stack.playerUrl()}&lang=en`);
  await expect(page.getByText('Loading content')).toBeVisible();
  await expect(alert(page)).toHaveText(/The player could not be loaded\. Check your connection and try again\./, {
    timeout: 25_000,
  });
  expect(Date.now() - started).toBeGreaterThanOrEqual(14_000);
  config.heal();
  await alert(page).getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('.player-page .video-js')).toHaveCount(1, { timeout: 20_000 });
  release();
  expect(errors).toEqual([]);
});

test('the app’s code failing with nothing to play shows the failure screen, not the loading screen for ever', async ({
  page,
  stack,
}) => {
  const errors = uncaught(page);
  const mountApp = await failUntilHealed(page, /\/assets\/mount-app-[\w-]+\.js$/, (route) => route.abort('connectionreset'));
  // No token: nothing to play, so the app loads at once to say why.
  await page.goto(`${stack.widget.url}/player`);
  await expect(alert(page)).toContainText(UNREACHABLE);
  await expect(page.getByText('Carregando conteúdo')).toBeHidden();
  const failedRequests = mountApp.requests;
  mountApp.heal();
  await retry(page).click();
  await expect(page.getByText('Link sem token de acesso. Abra o vídeo pelo seu portal.')).toBeVisible();
  expect(mountApp.requests).toBeGreaterThan(failedRequests);
  expect(errors).toEqual([]);
});

test('the app’s code failing while the first player plays shows a bar, the video goes on, and the retry brings the app', async ({
  page,
  stack,
}) => {
  const errors = uncaught(page);
  const mountApp = await failUntilHealed(page, /\/assets\/mount-app-[\w-]+\.js$/, (route) =>
    route.fulfill({ status: 502, body: 'Bad Gateway' }),
  );
  // A phone's frame: the bar keeps to the top, clear of the big play button.
  await page.setViewportSize({ width: 360, height: 203 });
  await page.goto(await stack.playerUrl());
  await expect(alert(page)).toHaveClass(/boot-error-bar/, { timeout: 20_000 });
  await expect(alert(page)).toContainText(UNREACHABLE);
  const bigPlay = page.locator('.sp-first-player .vjs-big-play-button');
  const [bar, play] = [await alert(page).boundingBox(), await bigPlay.boundingBox()];
  expect(bar && play && bar.y + bar.height <= play.y, 'the bar ends above the big play button').toBe(true);
  expect((await retry(page).boundingBox())?.height).toBeGreaterThanOrEqual(24);
  await screenshot(page, 'boot-app-code-failed-bar-360');
  await bigPlay.click();
  await expect.poll(() => currentTime(page)).toBeGreaterThan(0.5);
  await page.setViewportSize({ width: 1280, height: 720 });
  await screenshot(page, 'boot-app-code-failed-bar');
  expect(await axeViolations(page)).toEqual([]);
  mountApp.heal();
  await retry(page).click();
  await expect(page.locator('.player-page .video-js')).toHaveCount(1);
  await expect(alert(page)).toHaveCount(0);
  // The same player goes on playing in the app's page.
  const before = await currentTime(page);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(before);
  expect(errors).toEqual([]);
});

test('boot’s own code failing (after the entry ran) shows the failure screen, and its retry starts the player', async ({
  page,
  stack,
}) => {
  const errors = uncaught(page);
  const bootCode = await failUntilHealed(page, /\/assets\/boot-[\w-]+\.js$/, (route) => route.abort('connectionreset'));
  await page.goto(await stack.playerUrl());
  await expect(alert(page)).toContainText(UNREACHABLE, { timeout: 20_000 });
  await expect(retry(page)).toBeFocused();
  bootCode.heal();
  await retry(page).click();
  await expect(page.locator('.video-js')).toHaveCount(1, { timeout: 20_000 });
  await clickPlay(page);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(0.3);
  await expect(alert(page)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the first player’s code failing leaves the app to mount a player of its own, which plays', async ({ page, stack }) => {
  // The first player's chunk fails until the app's code is asked for (a passing network fault).
  const firstPlayer = await failUntilHealed(page, /\/assets\/first-player-[\w-]+\.js$/, (route) =>
    route.abort('connectionreset'),
  );
  page.on('request', (request) => void (/\/assets\/mount-app-/.test(request.url()) && firstPlayer.heal()));
  await page.goto(await stack.playerUrl());
  await expect(page.locator('.player-page .video-js')).toHaveCount(1, { timeout: 20_000 });
  await expect(page.locator('.sp-first-player')).toHaveCount(0);
  await clickPlay(page);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(0.3);
  await expect(alert(page)).toHaveCount(0);
  expect(firstPlayer.requests).toBeGreaterThanOrEqual(2);
});

test('the player page’s code failing ends on the router’s error element, whose retry loads the page again', async ({
  page,
  stack,
}) => {
  const errors = uncaught(page);
  const screen = await failUntilHealed(page, /\/assets\/player-screen-[\w-]+\.js$/, (route) => route.abort('failed'));
  const documents = countDocuments(page);
  await page.goto(await stack.playerUrl());
  await expect(alert(page)).toContainText(UNREACHABLE, { timeout: 20_000 });
  screen.heal();
  await retry(page).click();
  // The reload keeps the tab's token: the player page comes up and plays.
  await openPlayer(page, page.url()).catch(() => undefined);
  await expect(page.locator('.player-page .video-js')).toHaveCount(1, { timeout: 20_000 });
  await clickPlay(page);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(0.3);
  expect(screen.requests).toBeGreaterThanOrEqual(2);
  expect(documents.count).toBeGreaterThanOrEqual(2);
  expect(errors).toEqual([]);
});

test('a deploy that renamed the chunks reloads the page once; a page that still names another build then shows the failure', async ({
  page,
  stack,
}) => {
  const errors = uncaught(page);
  const documents = countDocuments(page);
  // The app's chunk is gone (404) and the page on the server now names another entry, for good.
  await page.route(/\/assets\/mount-app-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  await serveAnotherBuild(page, `${stack.widget.url}/player`);
  await page.goto(`${stack.widget.url}/player`);
  await expect(alert(page)).toContainText(UNREACHABLE, { timeout: 20_000 });
  // One reload for the new build, then no loop.
  expect(documents.count).toBe(2);
  await page.waitForTimeout(1_000);
  expect(documents.count).toBe(2);

  // Once the server serves the chunk again, the retry brings the app.
  await page.unroute(/\/assets\/mount-app-[\w-]+\.js$/);
  await retry(page).click();
  await expect(page.getByText('Link sem token de acesso. Abra o vídeo pelo seu portal.')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a deploy that renamed the chunks under a playing video: the later controls’ chunk failing reloads the page once, and the bar is whole again', async ({
  page,
  stack,
}) => {
  const errors = uncaught(page);
  const documents = countDocuments(page);
  // The first document's build is gone: its later controls' chunk is 404 and the page on the server names another entry.
  await page.route(/\/assets\/complete-control-bar-[\w-]+\.js$/, (route) =>
    documents.count < 2 ? route.fulfill({ status: 404, body: 'Not Found' }) : route.fallback(),
  );
  await serveAnotherBuild(page, /\/player(\?.*)?$/, () => documents.count < 2);
  await page.goto(await stack.playerUrl());
  // One reload (the token lives for the tab), then the menus and feature buttons join the bar.
  await expect.poll(() => documents.count, { timeout: 20_000 }).toBe(2);
  await expect(page.locator('.vjs-control-bar > .vjs-playback-rate')).toHaveCount(1, { timeout: 20_000 });
  expect(documents.count).toBe(2);
  expect(errors).toEqual([]);
});

test("the bar's later controls, whose download failed, are tried again with no action of the viewer's", async ({
  page,
  stack,
}) => {
  const errors = uncaught(page);
  // Their first two requests are reset: the first try (its modulepreload and import, or the import alone) and the next.
  let aborted = 0;
  await page.route(/\/assets\/complete-control-bar-[\w-]+\.js$/, (route) =>
    aborted < 2 ? (aborted++, route.abort('connectionreset')) : route.fallback(),
  );
  await openPlayer(page, await stack.playerUrl());
  // Not played, no pointer moved: a try again after the network waits, not at the next 'playing', brings them.
  await expect(page.locator('.vjs-control-bar > .vjs-playback-rate')).toHaveCount(1, { timeout: 20_000 });
  expect(aborted).toBe(2);
  expect(await page.locator('video').evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
  expect(errors).toEqual([]);
});

test('a panel whose code failed says so without stopping the video, and its retry opens it', async ({ page, stack }) => {
  const errors = uncaught(page);
  const code = await failUntilHealed(page, /\/assets\/transcript-panel-[\w-]+\.js$/, (route) => route.abort('connectionreset'));
  await openPlayer(page, await stack.playerUrl());
  await clickPlay(page);
  await wakeControls(page);
  await page.locator('.vjs-control-bar').getByRole('button', { name: 'Transcrição', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Transcrição' });
  await expect(panel.getByRole('alert')).toContainText('Este recurso falhou, mas o vídeo continua.');
  const before = await currentTime(page);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(before);
  code.heal();
  await panel.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(panel.getByRole('list', { name: 'Transcrição' }).getByRole('button')).toHaveCount(10);
  expect(errors).toEqual([]);
});
