// Covers the widget shell against the real reference API: boot, token handling, loading screen, offline
// banner, toasts, config errors, the API error catalogue, routes and accessibility of the player page.
import AxeBuilder from '@axe-core/playwright';
import { clickPlay, currentTime, expect, openPlayer, screenshot, test } from './fixtures.ts';
import { holdRequests } from './hold-requests.ts';

test('the Player URL loads, hides the loading indicator and really plays, with the token gone', async ({
  page,
  stack,
  pageErrors,
}) => {
  const url = await stack.playerUrl();
  const token = new URL(url).searchParams.get('token') ?? '';
  await openPlayer(page, url);
  expect(page.url()).not.toContain(token);
  expect(page.url()).not.toContain('token=');
  await clickPlay(page);
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(2);
  await screenshot(page, 'shell-playing');
  expect(pageErrors).toEqual([]);
});

test('a reload of a direct link keeps playing: the token lives for the tab, never in the address bar', async ({
  page,
  stack,
}) => {
  await openPlayer(page, await stack.playerUrl());
  expect(page.url()).not.toContain('token=');
  await clickPlay(page);
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(1);
  await page.reload();
  await expect(page.locator('.player-page .video-js')).toHaveCount(1, { timeout: 20_000 });
  await expect(page.getByTestId('player-error-message')).toHaveCount(0);
  await clickPlay(page);
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(1);
  expect(page.url()).not.toContain('token=');
});

test('the loading indicator is shown while the item is on its way', async ({ page, stack }) => {
  // Hold the player call so the loading state can be seen.
  await page.route('**/api/player**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto(await stack.playerUrl());
  await expect(page.getByRole('status').filter({ hasText: 'Carregando conteúdo' })).toBeVisible();
  await screenshot(page, 'shell-loading');
  await expect(page.getByText('Carregando conteúdo')).toBeHidden({ timeout: 15_000 });
});

for (const [lang, text, pageLang] of [
  ['en', 'Loading content', 'en'],
  ['es', 'Cargando contenido', 'es'],
] as const) {
  test(`in ${lang} the loading screen says so from the first script on, in a page marked ${pageLang}`, async ({
    page,
    stack,
  }) => {
    // The item held: what shows is index.html's own loading screen, before the app and its texts.
    const item = await holdRequests(page, '**/api/player**');
    await page.goto(`${await stack.playerUrl()}&lang=${lang}`);
    await expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();
    await expect(page.getByText('Carregando conteúdo')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(pageLang);
    item.release();
    await expect(page.getByRole('status').filter({ hasText: text })).toBeHidden({ timeout: 15_000 });
  });
}

test('the offline banner slides in when the connection drops and away when it returns', async ({ page, context, stack }) => {
  await openPlayer(page, await stack.playerUrl());
  await context.setOffline(true);
  await expect(page.getByText('Sem conexão à internet.')).toBeVisible();
  await page.waitForTimeout(300);
  await screenshot(page, 'shell-offline');
  await context.setOffline(false);
  await expect(page.getByText('Sem conexão à internet.')).toHaveCount(0);
});

test("a toast shows with its severity and position, and closes with 'Fechar'", async ({ page, stack }) => {
  await openPlayer(page, await stack.playerUrl());
  await page.evaluate(() =>
    window.dispatchEvent(
      new CustomEvent('Toast', {
        detail: { Mensagem: 'Não há opções para download deste tipo.', Severidade: 2, Posicao: 'meio' },
      }),
    ),
  );
  const toast = page.getByRole('alert').locator('.toast').filter({ hasText: 'Não há opções para download deste tipo.' });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveClass(/toast-danger/);
  await expect(page.locator('.toast-stack-top .toast')).toHaveCount(1);
  await screenshot(page, 'shell-toast');
  await toast.getByRole('button', { name: 'Fechar' }).click();
  await expect(toast).toHaveCount(0);
});

test("a missing config stops start-up with 'configuração não encontrada' and calls nothing else", async ({ page, stack }) => {
  stack.widget.setConfig(null);
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(stack.api.url)) apiCalls.push(request.url());
  });
  await page.goto(await stack.playerUrl());
  await expect(page.getByRole('alert')).toContainText('configuração não encontrada');
  // Not there (404): a retry cannot fetch it, so none is offered.
  await expect(page.getByRole('button')).toHaveCount(0);
  await screenshot(page, 'shell-config-missing');
  expect(apiCalls).toEqual([]);
});

test('an invalid config names the bad key', async ({ page, stack }) => {
  const { API_KEY: _removed, ...config } = stack.widgetConfig();
  stack.widget.setConfig(config);
  await page.goto(await stack.playerUrl());
  await expect(page.getByRole('alert')).toContainText('API_KEY');
  stack.widget.setConfig(stack.widgetConfig({ API_URL: 'not-a-url' }));
  await page.goto(await stack.playerUrl());
  await expect(page.getByRole('alert')).toContainText('API_URL');
  await screenshot(page, 'shell-config-invalid');
});

// Transient answers (429, 5xx) are tried again a few times before the error shows: they are armed for
// every try (QUICK_RETRY's 4), so the viewer sees the message.
const catalogue = [
  {
    name: '401',
    fault: { status: 401, body: { status_ret: 'NOK', erro: 'Token inválido ou expirado.' } },
    times: 1,
    text: 'Unauthorized',
    // A direct link has no host to hand over another token: the same one would be refused again.
    retry: false,
  },
  {
    name: '429',
    fault: { status: 429, body: { status_ret: 'NOK', erro: 'Muitas requisições.' } },
    times: 4,
    text: 'Aguarde para realizar uma nova requisição.',
  },
  {
    name: '500 with a body',
    fault: { status: 500, body: { status_ret: 'NOK', erro: 'Banco de dados indisponível.' } },
    times: 4,
    text: 'Banco de dados indisponível.',
  },
  { name: '500 without a body', fault: { status: 500, body: null }, times: 4, text: 'Erro na abertura do player.' },
  {
    name: 'NOK',
    fault: { status: 200, body: { status_ret: 'NOK', erro: 'x' } },
    times: 1,
    text: 'Erro na consulta dos vídeo(s).',
  },
  // No record for this request: the same request cannot bring one.
  { name: 'empty', fault: { status: 200, body: null }, times: 1, text: 'Nenhum registro encontrado.', retry: false },
];
for (const { name, fault, times, text, retry = true } of catalogue) {
  const title = `an API ${name} answer to 'player' shows '${text}' ${retry ? 'with a retry that recovers' : 'with no retry'}`;
  test(title, async ({ page, stack, faults }) => {
    faults.arm('player', fault, times);
    await page.goto(await stack.playerUrl());
    await expect(page.getByTestId('player-error-message')).toHaveText(text, { timeout: 20_000 });
    await expect(page.getByText('Carregando conteúdo')).toBeHidden();
    if (name === '401') await screenshot(page, 'shell-api-error');
    if (!retry) return expect(page.getByRole('button', { name: 'Tentar novamente' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.locator('video')).toHaveCount(1);
    await expect(page.getByTestId('player-error-message')).toHaveCount(0);
  });
}

test('an expired token, or one that is not a JWT, is refused before any API call, without a retry', async ({ page, stack }) => {
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(stack.api.url)) apiCalls.push(request.url());
  });
  const expired = await stack.token('licao-fotossintese', Math.floor(Date.now() / 1000) - 60);
  await page.goto(`${stack.widget.url}/player?token=${expired}`);
  await expect(page.getByTestId('player-error-message')).toHaveText(
    'Sua sessão expirou. Abra o vídeo novamente pelo seu portal.',
  );
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toHaveCount(0);
  await page.goto(`${stack.widget.url}/player?token=not-a-jwt&lang=en`);
  await expect(page.getByTestId('player-error-message')).toHaveText('Unauthorized.');
  // The same token would be refused again: no retry is offered.
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  expect(apiCalls).toEqual([]);
});

test('routes: empty path and index.html redirect to player; home plays; chat has its page', async ({ page, stack }) => {
  const token = await stack.token();
  await page.goto(`${stack.widget.url}/?token=${token}&lang=pt`);
  await expect(page).toHaveURL(/\/player\?lang=pt$/);
  await expect(page.locator('video')).toHaveCount(1);
  await page.goto(`${stack.widget.url}/index.html?token=${token}`);
  await expect(page).toHaveURL(/\/player$/);
  await openPlayer(page, `${stack.widget.url}/home?token=${token}`);
  await page.goto(`${stack.widget.url}/chat?token=${token}`);
  await expect(page.getByRole('heading', { name: 'Chat' })).toBeVisible();
});

test('the UI follows ?lang= (en and es), pt by default', async ({ page, stack }) => {
  // Without a token the page stops at its error panel, worded in each language (no retry: it cannot help).
  for (const [lang, text] of [
    ['en', 'This link has no access token. Open the video from your portal.'],
    ['es', 'Este enlace no tiene token de acceso. Abra el video desde su portal.'],
    ['pt', 'Link sem token de acesso. Abra o vídeo pelo seu portal.'],
  ] as const) {
    await page.goto(`${stack.widget.url}/player?lang=${lang}`);
    await expect(page.getByTestId('player-error-message')).toHaveText(text);
    await expect(page.getByRole('button', { name: /Tentar|Try|Intentar/ })).toHaveCount(0);
  }
});

test('axe finds no violations on the player page', async ({ page, stack }) => {
  await openPlayer(page, await stack.playerUrl());
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
