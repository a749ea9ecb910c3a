// Covers HTTP failures of the item call against the real reference API (docs/reliability.md, HTTP and
// Auth): a gateway's HTML 502 page is never shown, transient 503s are retried until the item loads, a 403,
// a revoked subscription key and a direct link's 401 end without a retry, and a 401 with no status text
// (HTTP/2) still reads.
import type { Page, Route } from '@playwright/test';
import { signToken } from '../examples/reference-api/src/auth.ts';
import { expect, openPlayer, test } from './fixtures.ts';
import { startHttp2LikeGateway } from './http2-like-gateway.ts';

const GATEWAY_PAGE = `<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center>
<hr><center>nginx/1.25.3</center>${'<p>upstream prematurely closed connection while reading response header</p>\n'.repeat(40)}</body></html>`;

/** Statuses of the page's `POST player` calls, in order. */
function playerAnswers(page: Page): number[] {
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (/\/api\/player\?/.test(response.url()) && response.request().method() === 'POST') statuses.push(response.status());
  });
  return statuses;
}

test("a gateway's HTML 502 page is never shown: the viewer reads the catalogue message and may try again", async ({
  page,
  stack,
  pageErrors,
}) => {
  const widgetOrigin = new URL(stack.widget.url).origin;
  let gatewayAnswers = 0;
  const gateway = async (route: Route): Promise<void> => {
    if (route.request().method() !== 'POST') return route.continue();
    gatewayAnswers++;
    await route.fulfill({
      status: 502,
      contentType: 'text/html; charset=utf-8',
      headers: { 'Access-Control-Allow-Origin': widgetOrigin },
      body: GATEWAY_PAGE,
    });
  };
  await page.route('**/api/player?**', gateway);
  await page.goto(await stack.playerUrl());
  const message = page.getByTestId('player-error-message');
  await expect(message).toHaveText('Erro na abertura do player.', { timeout: 20_000 });
  const text = await page.locator('body').innerText();
  expect(text).not.toContain('Bad Gateway');
  expect(text).not.toContain('nginx');
  expect(await page.locator('main').innerHTML()).not.toContain('upstream');
  // Tried a few times (a 502 is transient) before the message, and the page read the 502 itself (no CORS error).
  expect(gatewayAnswers).toBeGreaterThan(1);
  expect(gatewayAnswers).toBeLessThanOrEqual(4);
  expect(pageErrors.filter((error) => /CORS/.test(error))).toEqual([]);

  await page.unroute('**/api/player?**', gateway);
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.locator('.player-page .video-js')).toHaveCount(1);
  await expect(message).toHaveCount(0);
});

test('after two transient 503s the item still loads, with no error shown', async ({ page, stack, faults }) => {
  faults.arm('player', { status: 503, body: { status_ret: 'NOK', erro: 'Serviço indisponível.' } }, 2);
  const answers = playerAnswers(page);
  await openPlayer(page, await stack.playerUrl());
  expect(answers).toEqual([503, 503, 200]);
  await expect(page.getByTestId('player-error-message')).toHaveCount(0);
});

test("a 403 says 'Você não tem acesso a este conteúdo.' once, with no 'Tentar novamente'", async ({ page, stack, faults }) => {
  faults.arm('player', { status: 403, body: { status_ret: 'NOK', erro: 'Acesso negado ao conteúdo.' } });
  const answers = playerAnswers(page);
  await page.goto(await stack.playerUrl());
  await expect(page.getByTestId('player-error-message')).toHaveText('Você não tem acesso a este conteúdo.');
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toHaveCount(0);
  expect(answers).toEqual([403]);
});

test('an en viewer reads the catalogue in English; an item that is not there offers no retry', async ({
  page,
  stack,
  faults,
}) => {
  faults.arm('player', { status: 403, body: { status_ret: 'NOK', erro: 'Acesso negado ao conteúdo.' } });
  await page.goto(`${await stack.playerUrl()}&lang=en`);
  await expect(page.getByTestId('player-error-message')).toHaveText('You do not have access to this content.');
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);

  faults.arm('player', { status: 404, body: { status_ret: 'NOK', erro: 'Vídeo não encontrado.' } });
  const answers = playerAnswers(page);
  await page.goto(`${await stack.playerUrl()}&lang=es`);
  // The server's own words are shown as they came; trying again cannot make the item exist.
  await expect(page.getByTestId('player-error-message')).toHaveText('Vídeo não encontrado.');
  await expect(page.getByRole('button', { name: 'Intentar de nuevo' })).toHaveCount(0);
  expect(answers).toEqual([404]);
});

test("a 401 without a status text, as over HTTP/2, says 'Não autorizado.', with no retry on a direct link", async ({
  page,
  stack,
}) => {
  const gateway = await startHttp2LikeGateway(stack.api.url);
  try {
    stack.widget.setConfig(stack.widgetConfig({ API_URL: `${gateway.url}/api/` }));
    // A token the real API does not accept: well formed and not expired, signed by someone else.
    const forged = await signToken(new TextEncoder().encode('not-the-api-secret-not-the-api-secret'), {
      user: 'aluno-forjado',
      videoId: 'licao-fotossintese',
    });
    let statusText: string | null = null;
    page.on('response', (response) => {
      if (response.url().includes('/api/player?')) statusText = response.statusText();
    });
    await page.goto(`${stack.widget.url}/player?token=${forged}`);
    await expect(page.getByTestId('player-error-message')).toHaveText('Não autorizado.');
    expect(statusText).toBe('');
    // A direct link has no host to hand over another token: sending the same one again cannot succeed.
    await expect(page.getByRole('button', { name: 'Tentar novamente' })).toHaveCount(0);
  } finally {
    await gateway.close();
  }
});

test('a subscription key the API revoked gets its own message, asked once, with no retry', async ({ page, stack }) => {
  stack.widget.setConfig(stack.widgetConfig({ API_KEY: 'chave-revogada' }));
  const answers = playerAnswers(page);
  await page.goto(await stack.playerUrl());
  await expect(page.getByTestId('player-error-message')).toHaveText('Chave de assinatura inválida.');
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toHaveCount(0);
  expect(answers).toEqual([401]);
});

test('a retry that fails again gives the focus back to the retry, not to the page', async ({ page, stack, faults }) => {
  // More failures than two loads try (4 each): the retry meets them too.
  faults.arm('player', { status: 500, body: { status_ret: 'NOK', erro: 'Banco de dados indisponível.' } }, 40);
  try {
    const answers = playerAnswers(page);
    await page.goto(await stack.playerUrl());
    const retry = page.getByRole('button', { name: 'Tentar novamente' });
    await expect(retry).toBeVisible({ timeout: 20_000 });
    const firstLoad = answers.length;
    await retry.focus();
    await page.keyboard.press('Enter');
    // The retry's load asks again (the panel, and the focus on it, went meanwhile), and fails again.
    await expect.poll(() => answers.length, { timeout: 20_000 }).toBeGreaterThan(firstLoad);
    await expect(retry).toBeVisible({ timeout: 20_000 });
    await expect(retry).toBeFocused({ timeout: 20_000 });
  } finally {
    faults.clear();
  }
});
