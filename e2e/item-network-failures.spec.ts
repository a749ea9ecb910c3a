// Covers the item call and the saved view failing on the network (docs/reliability.md, HTTP and The saved view)
// against the real stack: an item whose every try is reset ends in 'Erro na abertura do player.' with a retry that
// plays, after a few tries, and the host (the SDK, in a frame) hears `error {code: 'network'}`; a saved view whose
// every read is reset, or answered NOK, costs only the resume: the video plays from the start, no message.
import type { Route } from '@playwright/test';
import { VIEW_GRACE_MS } from '../src/store/item-slice.ts';
import { clickPlay, currentTime, expect, openPlayer, screenshot, test } from './fixtures.ts';
import { embed, heard } from './host-sdk-page.ts';
import { SMALLEST_AND_LARGEST } from './frame-sizes.ts';

for (const size of SMALLEST_AND_LARGEST) {
  test(`at ${size.width}×${size.height} an item call the network resets every time: the message with a retry that plays; the host hears network`, async ({
    page,
    stack,
  }) => {
    await page.setViewportSize(size);
    let reset = true;
    let tries = 0;
    await page.route('**/api/player?**', (route: Route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      tries++;
      return reset ? route.abort('connectionreset') : route.fallback();
    });
    await page.goto(`${stack.host.url}/index.html`);
    await embed(page, stack.widget.url, `token=${await stack.token('seguranca-senhas')}`);
    const frame = page.frameLocator('iframe');
    await expect(frame.getByTestId('player-error-message')).toHaveText('Erro na abertura do player.', { timeout: 15_000 });
    // A few quick tries (QUICK_RETRY), no more.
    expect(tries).toBeGreaterThan(1);
    expect(tries).toBeLessThanOrEqual(5);
    await expect.poll(() => heard(page, 'error')).toEqual([{ code: 'network', message: 'Erro na abertura do player.' }]);
    await page.locator('iframe').scrollIntoViewIfNeeded();
    await screenshot(page, `item-network-failure-${size.width}`);
    reset = false;
    await frame.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(frame.locator('.player-page .video-js')).toHaveCount(1, { timeout: 20_000 });
    await expect(frame.getByTestId('player-error-message')).toHaveCount(0);
  });
}

test('a saved view whose every read the network resets, or the API answers NOK, costs only the resume', async ({
  page,
  stack,
  faults,
}) => {
  // A position the API holds for the viewer, which a read that works resumes.
  const savePosition = async (viewer: string): Promise<string> => {
    const token = await stack.token('licao-fotossintese', '1h', viewer);
    const headers = {
      'Content-Type': 'application/json',
      Authorization: token,
      'Ocp-Apim-Subscription-Key': stack.options.apiKey,
    };
    const saved = await fetch(`${stack.api.url}/api/playervisualizacao`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ token, posicao: 42, duracao: 75, intervalos: [[0, 42]] }),
    });
    expect(saved.status).toBe(200);
    return `${stack.widget.url}/player?token=${token}`;
  };
  const url = await savePosition('aluna-leitura-falha');
  await openPlayer(page, url);
  await expect.poll(() => currentTime(page)).toBeCloseTo(42, 0);
  await page.goto('about:blank');
  let reads = 0;
  await page.route('**/api/playervisualizacao**', (route: Route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    reads++;
    return route.abort('connectionreset');
  });
  let itemAt = 0;
  page.on('response', (response) => void (/\/api\/player\?/.test(response.url()) && (itemAt = Date.now())));
  await openPlayer(page, url);
  // The first frame waited the grace at most after the item came (plus the machine's slack).
  expect(Date.now() - itemAt).toBeLessThan(VIEW_GRACE_MS + 3_000);
  expect(reads).toBeGreaterThan(1);
  await clickPlay(page);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(0.3);
  expect(await currentTime(page), 'from the start').toBeLessThan(10);
  await expect(page.getByTestId('player-error-message')).toHaveCount(0);

  await page.unroute('**/api/playervisualizacao**');
  // Another viewer with a saved position (where the first one was, the start, is what their visit saved).
  const nokUrl = await savePosition('aluna-leitura-nok');
  // The API's NOK to the early read and to the client's (NOK is not tried again).
  faults.arm('playervisualizacao', { status: 200, body: { status_ret: 'NOK', erro: 'Erro na consulta.' } }, 2);
  await openPlayer(page, nokUrl);
  await clickPlay(page);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(0.3);
  expect(await currentTime(page), 'from the start').toBeLessThan(10);
  await expect(page.getByTestId('player-error-message')).toHaveCount(0);
});
