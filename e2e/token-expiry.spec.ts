// Covers a token that expires while the video plays, and a token the API refuses, against the real widget,
// SDK and API (docs/reliability.md, Auth and session): after its expiry no request carries the token; on a
// direct link the video goes on, the viewer is told once that progress is no longer saved, and the view
// waits in the outbox; under USAR_AD the host is asked and the waiting view leaves with the token it hands
// over. A token with a bad signature (401) offers no retry on a direct link; under USAR_AD the retry asks
// the host, and succeeds once it hands over a good token.
import type { Page, Request } from '@playwright/test';
import { signToken } from '../examples/reference-api/src/auth.ts';
import { clickPlay, currentTime, expect, openPlayer, readStored, test } from './fixtures.ts';
import { embedWithHost } from './host-sdk-page.ts';

const NOTICE =
  'Sua sessão expirou. O vídeo continua, mas seu progresso não está mais sendo salvo. Abra o vídeo novamente pelo seu portal.';

/** The token's `exp`, in ms. */
const expiryOf = (token: string): number =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { exp: number }).exp * 1000;

/** Whether a request carries `token` (its header, its query or its body). */
const carries = (request: Request, token: string): boolean =>
  request.headers()['authorization']?.includes(token) === true ||
  request.url().includes(token) ||
  (request.postData() ?? '').includes(token);

/** The API requests that carried `token`, each with the moment it left. */
function requestsWith(page: Page, apiUrl: string, token: string): { at: number; url: string }[] {
  const seen: { at: number; url: string }[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(apiUrl) && carries(request, token)) seen.push({ at: Date.now(), url: request.url() });
  });
  return seen;
}

/** The outbox's pending views as the widget's storage keeps them. */
const pendingViews = async (page: Page) =>
  JSON.parse(await readStored(page, 'sphere_view_outbox')) as { posicao: number; intervalos: [number, number][] }[];

/** A request that left a little after the expiry (the browser reports a request a moment after it starts). */
const MARGIN_MS = 300;

test('a direct link whose token expires while the video plays: nothing is sent with it, the viewer is told once, the view waits', async ({
  page,
  stack,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 640, height: 360 });
  const token = await stack.token('licao-fotossintese', '25s', 'aluna-expira');
  const exp = expiryOf(token);
  const sent = requestsWith(page, stack.api.url, token);
  await openPlayer(page, `${stack.widget.url}/player?token=${token}`);
  await clickPlay(page);
  await page.waitForTimeout(Math.max(0, exp - Date.now()) + 1_000);

  // Told once, and the video goes on.
  const notice = page.getByText(NOTICE, { exact: true });
  await expect(notice).toBeVisible();
  const playing = await currentTime(page);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(playing + 1);
  await expect(page.getByTestId('player-error-message')).toHaveCount(0);

  // Saves keep coming (a pause, a seek, the 10 s timer): none leaves, the progress waits in the outbox.
  await page.keyboard.press('k');
  const pausedAt = await currentTime(page);
  await expect.poll(async () => (await pendingViews(page))[0]?.posicao ?? 0).toBeGreaterThanOrEqual(Math.floor(pausedAt));
  await page.keyboard.press('k');
  await page.waitForTimeout(11_000);
  await page.keyboard.press('k');
  await expect(notice).toHaveCount(1);
  const pending = await pendingViews(page);
  expect(pending).toHaveLength(1);
  expect(pending[0]?.intervalos.at(-1)?.[1] ?? 0).toBeGreaterThan(pausedAt);
  expect(sent.filter(({ at }) => at > exp + MARGIN_MS)).toEqual([]);
  // Before the expiry, the token was in use.
  expect(sent.length).toBeGreaterThan(0);
});

test('under USAR_AD, a token that expires while the host is slow to answer: nothing is sent with it, and the waiting view leaves with the host’s new token', async ({
  page,
  stack,
}) => {
  test.setTimeout(120_000);
  const first = await stack.token('licao-fotossintese', '25s', 'aluno-host-lento');
  const next = await stack.token('licao-fotossintese', '1h', 'aluno-host-lento');
  const exp = expiryOf(first);
  const sentWithFirst = requestsWith(page, stack.api.url, first);
  const savesWithNext: { status: number; posicao: number }[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.url().endsWith('/playervisualizacao') && request.method() === 'POST' && carries(request, next))
      savesWithNext.push({ status: response.status(), posicao: (request.postDataJSON() as { posicao: number }).posicao });
  });
  await page.goto(`${stack.host.url}/index.html`);
  await embedWithHost(page, stack.widget.url, first);
  const frame = page.frameLocator('iframe');
  await expect(frame.locator('.player-page .video-js')).toHaveCount(1, { timeout: 20_000 });
  await frame.locator('.vjs-big-play-button').click();

  // The host's sign-in is slow from a few seconds before the expiry: its answers wait.
  await page.waitForTimeout(Math.max(0, exp - Date.now() - 4_000));
  await page.evaluate(() => (window as unknown as { holdTokens(): void }).holdTokens());
  await page.waitForTimeout(Math.max(0, exp - Date.now()) + 1_000);
  // A pause saves the view: it waits for a token (the host's answer).
  await frame.locator('.player-page .video-js').press('k');
  // The embed's frame may not use storage (the host sandboxes it): the view waits in memory, so the test
  // reads what the pause saved from the request that finally carries it.
  const pausedAt = await frame.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime);
  await page.waitForTimeout(1_000);
  expect(savesWithNext).toEqual([]);
  expect(sentWithFirst.filter(({ at }) => at > exp + MARGIN_MS)).toEqual([]);

  // The host answers: the view leaves at once with the new token, and the API stores it.
  await page.evaluate((token) => (window as unknown as { handOver(t: string): void }).handOver(token), next);
  await expect.poll(() => savesWithNext.filter(({ status }) => status === 200).length, { timeout: 10_000 }).toBe(1);
  // What the pause saved after the expiry is what left.
  expect(savesWithNext[0]?.posicao).toBeCloseTo(pausedAt, 0);
  expect(sentWithFirst.filter(({ at }) => at > exp + MARGIN_MS)).toEqual([]);
  await expect(frame.getByText(NOTICE)).toHaveCount(0);
  await expect(frame.getByTestId('player-error-message')).toHaveCount(0);
});

test('a token with a bad signature: the 401 keeps its words and offers no retry on a direct link', async ({ page, stack }) => {
  const forged = await signToken(new TextEncoder().encode('not-the-api-secret-not-the-api-secret'), {
    user: 'aluno-forjado',
    videoId: 'licao-fotossintese',
  });
  const answers: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/player?')) answers.push(response.status());
  });
  await page.goto(`${stack.widget.url}/player?token=${forged}`);
  await expect(page.getByTestId('player-error-message')).toHaveText('Unauthorized');
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toHaveCount(0);
  expect(answers).toEqual([401]);
});

test('under USAR_AD, a 401 keeps its retry, which asks the host and plays once it hands over a good token', async ({
  page,
  stack,
}) => {
  const forged = await signToken(new TextEncoder().encode('not-the-api-secret-not-the-api-secret'), {
    user: 'aluno-forjado',
    videoId: 'licao-fotossintese',
  });
  await page.goto(`${stack.host.url}/index.html`);
  await embedWithHost(page, stack.widget.url, forged);
  const frame = page.frameLocator('iframe');
  await expect(frame.getByTestId('player-error-message')).toHaveText('Unauthorized', { timeout: 20_000 });
  const good = await stack.token('licao-fotossintese', '1h', 'aluno-forjado');
  await page.evaluate((token) => ((window as unknown as { hostToken: string }).hostToken = token), good);
  await frame.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(frame.getByTestId('player-error-message')).toHaveCount(0);
  await expect(frame.locator('.player-page .video-js')).toHaveCount(1, { timeout: 20_000 });
});
