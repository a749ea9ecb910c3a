// Covers an answer whose headers come and whose body then stalls (a gateway that hangs mid-answer) on the requests the
// entry sends early and boot's API client adopts (boot/head-start.ts, services/early-requests.ts): the request's
// deadline covers the whole answer there too. The item's stalled answer ends in the catalogue message with a retry
// that plays, never in 'Carregando conteúdo' for ever; the saved view's is given up at the deadline while the video
// plays from the start. The real reference API behind a gateway that stalls the chosen answers.
import type { Page } from '@playwright/test';
import type { Stack } from '../examples/servers/stack.ts';
import { REQUEST_TIMEOUT_MS } from '../src/services/api-client.ts';
import { clickPlay, currentTime, expect, screenshot, test } from './fixtures.ts';
import { startStallingGateway, type StallingGateway } from './stalling-gateway.ts';

/** Puts the gateway between the widget and the API, stalling the answers `stalls` names. */
async function stallAnswers(stack: Stack, stalls: string): Promise<StallingGateway> {
  const gateway = await startStallingGateway(stack.api.url, (request) => request === stalls);
  stack.widget.setConfig(stack.widgetConfig({ API_URL: `${gateway.url}/api/` }));
  return gateway;
}

/** Holds boot's chunk until the gateway has stalled an answer: the stalled request is then the entry's early one. */
async function holdBootUntilStalled(page: Page, gateway: StallingGateway): Promise<void> {
  await page.route(/\/assets\/boot-[\w-]+\.js$/, async (route) => {
    await expect.poll(() => gateway.stalled.length, { timeout: 10_000 }).toBeGreaterThan(0);
    await route.fallback();
  });
}

test('an item answer that stalls mid-body on the early request ends in the message at the deadline, and its retry plays', async ({
  page,
  stack,
}) => {
  test.setTimeout(90_000);
  const gateway = await stallAnswers(stack, 'POST /api/player');
  await holdBootUntilStalled(page, gateway);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(await stack.playerUrl());
  const message = page.getByTestId('player-error-message');
  // The deadline, then a few seconds for the machine: before, 'Carregando conteúdo' stayed for ever.
  await expect(message).toHaveText('Erro na abertura do player.', { timeout: REQUEST_TIMEOUT_MS + 8_000 });
  await expect(page.getByText('Carregando conteúdo')).toBeHidden();
  // The page gave the stalled answer up (its connection closed), once, at the deadline.
  expect(gateway.stalled).toHaveLength(1);
  expect(gateway.stalled[0]?.givenUpAt).not.toBeNull();
  await screenshot(page, 'head-start-item-stall-1280');
  await page.setViewportSize({ width: 360, height: 203 });
  await screenshot(page, 'head-start-item-stall-360');
  gateway.heal();
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await clickPlay(page);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(0.3);
  await expect(message).toHaveCount(0);
  await gateway.close();
});

test('a saved view that stalls mid-body on the early request: the video plays from the start; the read ends at the deadline', async ({
  page,
  stack,
}) => {
  test.setTimeout(90_000);
  const gateway = await stallAnswers(stack, 'GET /api/playervisualizacao');
  await holdBootUntilStalled(page, gateway);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(await stack.playerUrl());
  await expect(page.locator('.player-page .video-js')).toHaveCount(1, { timeout: 20_000 });
  await clickPlay(page);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(0.3);
  expect(gateway.stalled.map((stall) => stall.request)).toEqual(['GET /api/playervisualizacao']);
  // Nothing holds on to it past its deadline: before, its connection stayed open for as long as the page.
  await expect.poll(() => gateway.stalled[0]?.givenUpAt ?? null, { timeout: REQUEST_TIMEOUT_MS + 8_000 }).not.toBeNull();
  const stall = gateway.stalled[0]!;
  expect(stall.givenUpAt! - stall.at).toBeLessThan(REQUEST_TIMEOUT_MS + 5_000);
  await expect(page.getByTestId('player-error-message')).toHaveCount(0);
  await gateway.close();
});
