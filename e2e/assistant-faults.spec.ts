// Covers the assistant's failures against the real stack: the widget's own chatgpt timeout (past the 20 s
// of other calls), the API's 504 when its LLM does not answer in time, a network error and a gateway's 502
// HTML page. Each reads as what it is (never 'Erro na autenticação do serviço.', never HTML), keeps the
// question, offers 'Tentar novamente' that asks it again, and leaves the suggested questions reachable. NOK
// offers no retry. A summary that times out says 'Erro ao gerar resumo.' with a retry; one refused with 401
// on a direct link, or for a revoked subscription key, has none.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page, Route } from '@playwright/test';
import type { FaultPlan } from '../examples/reference-api/src/options.ts';
import type { Stack } from '../examples/servers/stack.ts';
import { ASSISTANT_TIMEOUT_MS } from '../src/services/api-client.ts';
import { axeViolations, clickControl, clickPlay, expect, openPlayer, pressLike, screenshot, test } from './fixtures.ts';

const TIMEOUT_PT = 'O assistente demorou demais para responder. Tente novamente.';
const UNAVAILABLE_PT = 'Não foi possível falar com o assistente. Tente novamente.';
const SUGGESTION = 'O que é a clorofila?';

/** Opens the player wide, starts and pauses it, and opens Sphere AI; returns the panel. */
async function openSphere(page: Page, url: string) {
  await page.setViewportSize({ width: 1280, height: 720 });
  await openPlayer(page, url);
  await clickPlay(page);
  await clickControl(page, /^Sphere AI$/);
  // Paused: nothing in the player runs on the clock the first test moves.
  await page.evaluate(() => document.querySelector('video')?.pause());
  const panel = page.getByRole('dialog', { name: 'Sphere AI' });
  await expect(panel.getByRole('button', { name: SUGGESTION })).toBeVisible();
  return panel;
}

async function ask(panel: ReturnType<Page['getByRole']>, question: string, send = 'Enviar'): Promise<void> {
  await panel.getByRole('textbox').fill(question);
  await panel.getByRole('button', { name: send }).click();
}

test("the widget's own chatgpt timeout reads as a timeout; the question stays, its retry asks again, suggestions stay", async ({
  page,
  stack,
}) => {
  await page.clock.install();
  const panel = await openSphere(page, await stack.playerUrl());
  // The assistant never answers this one: only the widget's timeout can end the wait.
  let held: Route | null = null;
  await page.route('**/search/chatgpt', (route) => void (held = route), { times: 1 });
  await ask(panel, 'onde fica a clorofila?');
  await expect.poll(() => held !== null).toBe(true);
  // Past the 20 s every other call gets, it still waits: the API's own LLM timeout (30 s) comes first.
  await page.clock.fastForward(25_000);
  await expect(panel.getByText('Pensando…')).toBeVisible();
  await page.clock.fastForward(ASSISTANT_TIMEOUT_MS - 25_000 + 1_000);
  const error = panel.locator('.assistant-error');
  await expect(error.locator('p')).toHaveText(TIMEOUT_PT);
  await expect(panel).not.toContainText('Erro na autenticação do serviço.');
  await expect(panel.locator('.assistant-user')).toHaveText('Você: onde fica a clorofila?');
  await expect(panel.getByRole('button', { name: SUGGESTION })).toBeVisible();
  await screenshot(page, 'assistant-timeout-1280');
  await error.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(panel.locator('.assistant-assistant')).toContainText('cloroplastos', { timeout: 15_000 });
  // Asked again, not asked twice: one question, one answer, the error gone.
  await expect(panel.locator('.assistant-user')).toHaveCount(1);
  await expect(error).toHaveCount(0);
});

test.describe('the API waits for its LLM', () => {
  let silentLlm: Server;
  test.beforeAll(async () => {
    // An OpenAI-compatible endpoint that never answers.
    silentLlm = createServer(() => undefined);
    await new Promise<void>((resolve) => silentLlm.listen(0, '127.0.0.1', resolve));
  });
  test.afterAll(() => {
    silentLlm.closeAllConnections();
    silentLlm.close();
  });

  test('and answers 504 when it is not in time: the viewer reads a timeout in their language, and the retry works', async ({
    page,
    stack,
  }) => {
    const panel = await openSphere(page, await stack.playerUrl(undefined, '&lang=en'));
    const baseUrl = `http://127.0.0.1:${(silentLlm.address() as AddressInfo).port}/v1`;
    stack.options.llm = { baseUrl, apiKey: 'e2e', model: 'm', timeoutMs: 1_000 };
    try {
      const answered = page.waitForResponse((response) => response.url().endsWith('/chatgpt'));
      await ask(panel, 'where is chlorophyll? clorofila', 'Send');
      expect((await answered).status()).toBe(504);
      const error = panel.locator('.assistant-error');
      await expect(error.locator('p')).toHaveText('The assistant took too long to answer. Please try again.');
      await screenshot(page, 'assistant-timeout-en-1280');
    } finally {
      delete stack.options.llm;
    }
    await panel.locator('.assistant-error').getByRole('button', { name: 'Try again' }).click();
    await expect(panel.locator('.assistant-assistant')).toContainText('Here is what the lesson says', { timeout: 15_000 });
  });
});

test('a network error reads as one, with a retry, and the suggested questions still ask', async ({ page, stack }) => {
  const panel = await openSphere(page, await stack.playerUrl());
  await page.route('**/search/chatgpt', (route) => route.abort('internetdisconnected'), { times: 1 });
  await ask(panel, 'onde fica a clorofila?');
  const error = panel.locator('.assistant-error');
  await expect(error.locator('p')).toHaveText(UNAVAILABLE_PT);
  await expect(error.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  await expect(panel.locator('.assistant-user')).toHaveText('Você: onde fica a clorofila?');
  await panel.getByRole('button', { name: SUGGESTION }).click();
  await expect(panel.locator('.assistant-assistant')).toContainText('clorofila', { timeout: 15_000 });
  await expect(panel.locator('.assistant-user').last()).toHaveText(`Você: ${SUGGESTION}`);
});

test("a gateway's 502 HTML page is never shown: a clean message, and its retry works", async ({ page, stack }) => {
  const panel = await openSphere(page, await stack.playerUrl());
  await page.route(
    '**/search/chatgpt',
    (route) =>
      route.fulfill({
        status: 502,
        contentType: 'text/html',
        body: '<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><hr><p>nginx</p></body></html>',
      }),
    { times: 1 },
  );
  await ask(panel, 'onde fica a clorofila?');
  const error = panel.locator('.assistant-error');
  await expect(error.locator('p')).toHaveText(UNAVAILABLE_PT);
  await expect(panel).not.toContainText('Bad Gateway');
  await expect(panel).not.toContainText('nginx');
  await expect(panel.locator('.assistant-messages h1, .assistant-messages hr')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'assistant-502-1280');
  await error.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(panel.locator('.assistant-assistant')).toContainText('cloroplastos', { timeout: 15_000 });
  await expect(panel.locator('.assistant-user')).toHaveCount(1);
});

test("a summary the API gives up on (504) says 'Erro ao gerar resumo.' with a retry that works", async ({
  page,
  stack,
  faults,
}) => {
  faults.arm('chatgpt', { status: 504, body: { status_ret: 'NOK', erro: 'O assistente demorou demais para responder.' } });
  await page.setViewportSize({ width: 1280, height: 720 });
  await openPlayer(page, await stack.playerUrl());
  await clickPlay(page);
  await clickControl(page, /^Resumo$/);
  const panel = page.getByRole('dialog', { name: 'Resumo' });
  await expect(panel.getByRole('alert')).toContainText('Erro ao gerar resumo.');
  // The API's own words, in a toast (the summary's catalogue).
  await expect(page.getByText('O assistente demorou demais para responder.', { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(panel).toContainText(/glicose/, { timeout: 15_000 });
});

test("NOK from the assistant says 'Erro na autenticação do serviço.' with no retry (asking again cannot help)", async ({
  page,
  stack,
  faults,
}) => {
  faults.arm('chatgpt', { status: 200, body: { status_ret: 'NOK', erro: 'Falha na autenticação.' } });
  const panel = await openSphere(page, await stack.playerUrl());
  await ask(panel, 'onde fica a clorofila?');
  const error = panel.locator('.assistant-error');
  await expect(error).toHaveText('Erro na autenticação do serviço.');
  await expect(error.getByRole('button')).toHaveCount(0);
  // The suggestions still ask.
  await panel.getByRole('button', { name: SUGGESTION }).click();
  await expect(panel.locator('.assistant-assistant')).toContainText('clorofila', { timeout: 15_000 });
});

test('an en viewer reads a failed summary and a refused like in English (the server’s own words as they came)', async ({
  page,
  stack,
  faults,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const likeLoaded = page.waitForResponse(
    (response) => response.url().includes('playercurtir') && response.request().method() === 'GET',
  );
  await openPlayer(page, `${await stack.playerUrl()}&lang=en`);
  await likeLoaded;
  await clickPlay(page);
  faults.arm('chatgpt', { status: 504, body: { status_ret: 'NOK', erro: 'O assistente demorou demais para responder.' } });
  await clickControl(page, /^Summary$/);
  const panel = page.getByRole('dialog', { name: 'Summary' });
  await expect(panel.getByRole('alert')).toHaveText(/^The summary could not be written\./);
  await expect(panel.getByRole('button', { name: 'Try again' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);

  faults.arm('playercurtir', { status: 403, body: { status_ret: 'NOK', erro: 'Acesso negado.' } });
  expect((await pressLike(page, /^Like$/)).status()).toBe(403);
  await expect(page.getByText('You do not have access to this content.', { exact: true })).toBeVisible();
  await expect(page.getByText('Você não tem acesso a este conteúdo.')).toHaveCount(0);
});

test('a session expired while playing: a like and the summary say so in the catalogue’s words, no retry, nothing sent', async ({
  page,
  stack,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  // Long enough for the player to load on a busy machine; the test waits for its own `exp` to pass.
  const token = await stack.token('licao-fotossintese', '25s');
  const { exp } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { exp: number };
  await openPlayer(page, `${stack.widget.url}/player?token=${token}`);
  await clickPlay(page);
  await page.waitForTimeout(Math.max(0, exp * 1000 - Date.now()) + 1_000);

  // The expired token is never sent: the like ends before any request.
  const likes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('playercurtir') && request.method() === 'POST') likes.push(request.url());
  });
  await clickControl(page, /^Gostei$/);
  const expired = 'Sua sessão expirou. Abra o vídeo novamente pelo seu portal.';
  await expect(page.getByText(expired, { exact: true })).toBeVisible();
  await expect(page.getByText('Unauthorized')).toHaveCount(0);

  await clickControl(page, /^Resumo$/);
  const panel = page.getByRole('dialog', { name: 'Resumo' });
  await expect(panel.getByRole('alert')).toHaveText(expired);
  await expect(panel.getByRole('button', { name: 'Tentar novamente' })).toHaveCount(0);
  // The video itself goes on (its media URLs are signed for longer).
  await expect(page.getByTestId('player-error-message')).toHaveCount(0);
  expect(likes).toEqual([]);
});

/** Opens the summary of a playing lesson (at 1280 × 720) with the API refusing it with 401 and `erro`; its panel. */
async function summaryRefused(page: Page, stack: Stack, faults: FaultPlan, erro: string): Promise<Locator> {
  await page.setViewportSize({ width: 1280, height: 720 });
  await openPlayer(page, await stack.playerUrl());
  await clickPlay(page);
  faults.arm('chatgpt', { status: 401, body: { status_ret: 'NOK', erro } }, 5);
  const asked = page.waitForResponse((response) => response.url().includes('chatgpt'));
  await clickControl(page, /^Resumo$/);
  expect((await asked).status()).toBe(401);
  return page.getByRole('dialog', { name: 'Resumo' });
}

test('a summary refused with 401 on a direct link shows the status text, no retry (no host can give another token)', async ({
  page,
  stack,
  faults,
}) => {
  const panel = await summaryRefused(page, stack, faults, 'Token inválido ou expirado.');
  await expect(panel.getByRole('alert')).toHaveText('Unauthorized');
  await expect(panel.getByRole('button', { name: 'Tentar novamente' })).toHaveCount(0);
});

test('a summary refused for a revoked subscription key says the key’s words, no retry (no token fixes a key)', async ({
  page,
  stack,
  faults,
}) => {
  const panel = await summaryRefused(page, stack, faults, 'Chave de assinatura inválida.');
  // The key's own words in the panel (its own error code), not also in a toast.
  await expect(panel.getByRole('alert')).toHaveText('Chave de assinatura inválida.');
  await expect(page.getByText('Chave de assinatura inválida.')).toHaveCount(1);
  await expect(panel.getByRole('button', { name: 'Tentar novamente' })).toHaveCount(0);
});
