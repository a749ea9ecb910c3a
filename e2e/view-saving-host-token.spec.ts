// Covers a progress save the API refuses with 401 under USAR_AD, against the real widget, SDK, host page and API:
// the widget asks the host for another token, the viewer is not told the progress was refused (the host can still
// hand over a token that works), and the kept view arrives once the API accepts the token again. A revoked
// subscription key is told at once, host or not: no token fixes a key, so the host is not asked.
import type { FrameLocator, Page } from '@playwright/test';
import type { Stack } from '../examples/servers/stack.ts';
import type { FaultPlan } from '../examples/reference-api/src/options.ts';
import { expect, test } from './fixtures.ts';
import { embedWithHost, tokenAsks } from './host-sdk-page.ts';

const PROGRESS_REFUSED = 'Seu progresso não foi aceito e será enviado de novo. Se persistir, abra o vídeo pelo seu portal.';

/**
 * The host page embeds the widget under USAR_AD for `learner`; once the player is up, every save answers 401 with
 * `erro`, and the viewer plays 3 s and pauses. What the saves were answered, the frame and the host's token asks then.
 */
async function playWithSavesRefused(
  page: Page,
  stack: Stack,
  faults: FaultPlan,
  learner: string,
  erro: string,
): Promise<{ posts: number[]; frame: FrameLocator; asksBefore: number }> {
  const posts: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/playervisualizacao') && response.request().method() === 'POST') posts.push(response.status());
  });
  await page.goto(`${stack.host.url}/index.html`);
  await embedWithHost(page, stack.widget.url, await stack.token('licao-fotossintese', '1h', learner));
  const frame = page.frameLocator('iframe');
  await expect(frame.locator('.player-page .video-js')).toHaveCount(1, { timeout: 20_000 });
  const asksBefore = await tokenAsks(page);
  faults.arm('playervisualizacao', { status: 401, body: { status_ret: 'NOK', erro } }, 50);
  await frame.locator('.vjs-big-play-button').click();
  await expect.poll(() => frame.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime)).toBeGreaterThan(3);
  await frame.locator('.video-js').press('k');
  await expect.poll(() => posts.filter((status) => status === 401).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
  return { posts, frame, asksBefore };
}

test('under USAR_AD, refused saves ask the host for a token and tell the viewer nothing; the view arrives once accepted', async ({
  page,
  stack,
  faults,
}) => {
  const { posts, frame, asksBefore } = await playWithSavesRefused(
    page,
    stack,
    faults,
    'aluno-ad-progresso',
    'Token inválido ou expirado.',
  );
  // Saves refused, each 401 met by an ask to the host; the viewer is told nothing (a token that works may come).
  expect(await tokenAsks(page)).toBeGreaterThan(asksBefore);
  await expect(frame.getByText(PROGRESS_REFUSED)).toHaveCount(0);

  faults.clear();
  await expect.poll(() => posts.filter((status) => status === 200).length, { timeout: 40_000 }).toBeGreaterThanOrEqual(1);
  await expect(frame.getByText(PROGRESS_REFUSED)).toHaveCount(0);
});

test('under USAR_AD, saves refused for a revoked key tell the viewer once without asking the host; the view arrives once accepted', async ({
  page,
  stack,
  faults,
}) => {
  const { posts, frame, asksBefore } = await playWithSavesRefused(
    page,
    stack,
    faults,
    'aluno-ad-chave',
    'Chave de assinatura inválida.',
  );
  // Once, however many saves were refused (one toast), in the polite region.
  await expect(frame.locator('.toast', { hasText: PROGRESS_REFUSED })).toHaveCount(1);
  await expect(frame.getByRole('status').filter({ hasText: PROGRESS_REFUSED })).toHaveCount(1);
  expect(await tokenAsks(page)).toBe(asksBefore);
  await expect(frame.getByTestId('player-error-message')).toHaveCount(0);

  faults.clear();
  await expect.poll(() => posts.filter((status) => status === 200).length, { timeout: 40_000 }).toBe(1);
});
