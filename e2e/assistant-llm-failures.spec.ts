// Covers the assistant's server-side failures as the viewer meets them, against the real stack: an LLM that fails the
// reference API (it answers 500), which the API turns into its 502 with its own words, and the API's other short
// errors (a 5xx with its `erro`, a 429). The chat shows the server's words (a 429 the catalogue's) with 'Tentar
// novamente', whose retry answers; the summary says 'Erro ao gerar resumo.' with a retry and the API's words in a
// toast. At 360 × 203 and 1280 × 720.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { clickControl, clickPlay, expect, openFeature, openPlayer, screenshot, test } from './fixtures.ts';

const UNAVAILABLE_PT = 'Não foi possível falar com o assistente. Tente novamente.';
const SUGGESTION = 'O que é a clorofila?';

/** Opens the player at `size`, starts and pauses it, and opens Sphere AI; returns the panel. */
async function openSphere(page: Page, url: string, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await openPlayer(page, url);
  await clickPlay(page);
  await openFeature(page, 'Sphere AI');
  await page.evaluate(() => document.querySelector('video')?.pause());
  const panel = page.getByRole('dialog', { name: 'Sphere AI' });
  await expect(panel.getByRole('button', { name: SUGGESTION })).toBeVisible();
  return panel;
}

async function ask(panel: ReturnType<Page['getByRole']>, question: string): Promise<void> {
  await panel.getByRole('textbox').fill(question);
  await panel.getByRole('button', { name: 'Enviar' }).click();
}

test.describe('an LLM that fails the API', () => {
  let failingLlm: Server;
  test.beforeAll(async () => {
    // An OpenAI-compatible endpoint that answers every call with a 500.
    failingLlm = createServer((_request, response) => response.writeHead(500, { 'content-type': 'application/json' }).end('{}'));
    await new Promise<void>((resolve) => failingLlm.listen(0, '127.0.0.1', resolve));
  });
  test.afterAll(() => {
    failingLlm.closeAllConnections();
    failingLlm.close();
  });

  for (const size of [
    { width: 360, height: 203 },
    { width: 1280, height: 720 },
  ]) {
    test(`at ${size.width}×${size.height}: the chat says the API's words with a retry that answers once the LLM is back`, async ({
      page,
      stack,
    }) => {
      const panel = await openSphere(page, await stack.playerUrl(), size);
      stack.options.llm = {
        baseUrl: `http://127.0.0.1:${(failingLlm.address() as AddressInfo).port}/v1`,
        apiKey: 'e2e',
        model: 'm',
      };
      try {
        const answered = page.waitForResponse((response) => response.url().endsWith('/chatgpt'));
        await ask(panel, 'onde fica a clorofila?');
        expect((await answered).status()).toBe(502);
        const error = panel.locator('.assistant-error');
        await expect(error.locator('p')).toHaveText(UNAVAILABLE_PT);
        await expect(panel.locator('.assistant-user')).toHaveText('Você: onde fica a clorofila?');
        // The conversation follows it: the message whole in view, at the small size too.
        await expect(error.locator('p')).toBeInViewport({ ratio: 1 });
        await screenshot(page, `assistant-llm-failed-${size.width}`);
      } finally {
        delete stack.options.llm;
      }
      await panel.locator('.assistant-error').getByRole('button', { name: 'Tentar novamente' }).click();
      await expect(panel.locator('.assistant-assistant')).toContainText('cloroplastos', { timeout: 15_000 });
      await expect(panel.locator('.assistant-user')).toHaveCount(1);
    });
  }

  test("the summary says 'Erro ao gerar resumo.' with a retry, and the API's words in a toast", async ({ page, stack }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await openPlayer(page, await stack.playerUrl());
    await clickPlay(page);
    stack.options.llm = {
      baseUrl: `http://127.0.0.1:${(failingLlm.address() as AddressInfo).port}/v1`,
      apiKey: 'e2e',
      model: 'm',
    };
    const panel = page.getByRole('dialog', { name: 'Resumo' });
    try {
      await clickControl(page, /^Resumo$/);
      await expect(panel.getByRole('alert')).toContainText('Erro ao gerar resumo.');
      await expect(page.getByText(UNAVAILABLE_PT, { exact: true })).toBeVisible();
      await screenshot(page, 'summary-llm-failed-1280');
    } finally {
      delete stack.options.llm;
    }
    await panel.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(panel).toContainText(/glicose/, { timeout: 15_000 });
  });
});

for (const [status, erro, shown] of [
  [500, 'Serviço indisponível.', 'Serviço indisponível.'],
  [429, 'Muitas requisições.', 'Aguarde para realizar uma nova requisição.'],
] as const) {
  test(`a chat question answered ${status} says '${shown}' with a retry that answers`, async ({ page, stack, faults }) => {
    const panel = await openSphere(page, await stack.playerUrl(), { width: 1280, height: 720 });
    faults.arm('chatgpt', { status, body: { status_ret: 'NOK', erro } });
    await ask(panel, 'onde fica a clorofila?');
    const error = panel.locator('.assistant-error');
    await expect(error.locator('p')).toHaveText(shown);
    await error.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(panel.locator('.assistant-assistant')).toContainText('cloroplastos', { timeout: 15_000 });
    await expect(error).toHaveCount(0);
  });
}
