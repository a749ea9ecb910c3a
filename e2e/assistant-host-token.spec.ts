// Covers a question the API refuses with 401, against the real widget, SDK, host page and API. Under USAR_AD the
// widget asks the host for a new token and asks the question once more; when the host's token is refused too, the
// 401's words come with 'Tentar novamente', which asks the host again and answers once it hands over a good token.
// On a direct link (no host to ask) the 401 keeps its words and offers no retry.
import type { FrameLocator, Page } from '@playwright/test';
import { signToken } from '../examples/reference-api/src/auth.ts';
import { clickPlay, expect, openFeature, openPlayer, screenshot, test } from './fixtures.ts';
import { embedWithHost, tokenAsks } from './host-sdk-page.ts';

const QUESTION = 'onde fica a clorofila?';
const SUGGESTION = 'O que é a clorofila?';

/** The assistant's questions as they left (the token they carried) and how the API answered them. */
function chatgptCalls(page: Page): { token: string; status: number }[] {
  const calls: { token: string; status: number }[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (!request.url().endsWith('/chatgpt')) return;
    calls.push({ token: (request.headers()['authorization'] ?? '').replace(/^jwt /, ''), status: response.status() });
  });
  return calls;
}

async function ask(panel: ReturnType<FrameLocator['getByRole']>, question: string): Promise<void> {
  await panel.getByRole('textbox').fill(question);
  await panel.getByRole('button', { name: 'Enviar' }).click();
}

const setHostToken = (page: Page, token: string): Promise<void> =>
  page.evaluate((token) => void ((window as unknown as { hostToken: string }).hostToken = token), token);
test('under USAR_AD, a 401 on a question: a new token from the host, asked once more; if refused too, a working retry', async ({
  page,
  stack,
  faults,
}) => {
  const viewer = 'aluno-ad-assistente';
  const first = await stack.token('licao-fotossintese', '1h', viewer);
  const forged = await signToken(new TextEncoder().encode('not-the-api-secret-not-the-api-secret'), {
    user: viewer,
    videoId: 'licao-fotossintese',
  });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`${stack.host.url}/index.html`);
  await embedWithHost(page, stack.widget.url, first);
  const frame = page.frameLocator('iframe');
  await expect(frame.locator('.player-page .video-js')).toHaveCount(1, { timeout: 20_000 });
  await frame.locator('.vjs-big-play-button').click();
  await openFeature(frame, 'Sphere AI');
  const panel = frame.getByRole('dialog', { name: 'Sphere AI' });
  await expect(panel.getByRole('button', { name: SUGGESTION })).toBeVisible();
  const calls = chatgptCalls(page);

  // The API refuses the token in use (revoked on its side): the host hands over another, and the question is
  // asked once more with it. The viewer sees only the answer.
  const second = await stack.token('licao-fotossintese', '1h', viewer);
  await setHostToken(page, second);
  const asksBefore = await tokenAsks(page);
  faults.arm('chatgpt', { status: 401, body: { status_ret: 'NOK', erro: 'Token inválido ou expirado.' } });
  await ask(panel, QUESTION);
  await expect(panel.locator('.assistant-assistant')).toContainText('cloroplastos', { timeout: 15_000 });
  expect(calls.map(({ status }) => status)).toEqual([401, 200]);
  expect(calls[1]?.token).toBe(second);
  expect(await tokenAsks(page)).toBe(asksBefore + 1);
  await expect(panel.locator('.assistant-error')).toHaveCount(0);

  // The host's next token is refused too: the 401's words, and a retry (the host may hand over a good one).
  calls.length = 0;
  await setHostToken(page, forged);
  faults.arm('chatgpt', { status: 401, body: { status_ret: 'NOK', erro: 'Token inválido ou expirado.' } });
  await ask(panel, 'E a fase clara?');
  const error = panel.locator('.assistant-error');
  await expect(error.locator('p')).toHaveText('Unauthorized');
  expect(calls).toEqual([
    { token: second, status: 401 },
    { token: forged, status: 401 },
  ]);
  const retry = error.getByRole('button', { name: 'Tentar novamente' });
  await expect(retry).toBeVisible();
  await screenshot(page, 'assistant-401-host-retry-1280');

  // The host signs the viewer in again: the retry asks it, and the question is answered, asked once.
  calls.length = 0;
  const third = await stack.token('licao-fotossintese', '1h', viewer);
  await setHostToken(page, third);
  await retry.click();
  await expect(panel.locator('.assistant-assistant')).toHaveCount(2, { timeout: 15_000 });
  await expect(error).toHaveCount(0);
  await expect(panel.locator('.assistant-user')).toHaveCount(2);
  expect(calls).toEqual([
    { token: forged, status: 401 },
    { token: third, status: 200 },
  ]);
});

test("on a direct link, a 401 on a question keeps its words ('Unauthorized') with no retry", async ({ page, stack, faults }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await openPlayer(page, await stack.playerUrl());
  await clickPlay(page);
  await openFeature(page, 'Sphere AI');
  const panel = page.getByRole('dialog', { name: 'Sphere AI' });
  await expect(panel.getByRole('button', { name: SUGGESTION })).toBeVisible();
  const calls = chatgptCalls(page);
  faults.arm('chatgpt', { status: 401, body: { status_ret: 'NOK', erro: 'Token inválido ou expirado.' } }, 2);
  await ask(panel, QUESTION);
  const error = panel.locator('.assistant-error');
  await expect(error.locator('p')).toHaveText('Unauthorized');
  await expect(error.getByRole('button')).toHaveCount(0);
  expect(calls.map(({ status }) => status)).toEqual([401]);
  // The suggestions are still offered.
  await expect(panel.getByRole('button', { name: SUGGESTION })).toBeVisible();
});
