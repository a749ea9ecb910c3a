// Covers an item's lifecycle in one frame as an LMS goes from lesson to lesson with the host SDK's loadVideo: a
// lesson that fails to load (404, 403, a gateway's HTML page) does not stop the next one; what was watched of a
// lesson up to the switch is saved under its own id, and the next lesson starts from its own saved view; the next
// lesson never shows the summary or the assistant's conversation of the one before.
import type { Page } from '@playwright/test';
import { call, embed, heard } from './host-sdk-page.ts';
import { expect, openFeature, screenshot, test } from './fixtures.ts';
import { saveEarlierView, savedView } from './saved-view.ts';
import { FRAME_SIZES } from './frame-sizes.ts';

const currentTime = async (page: Page): Promise<number> => (await call(page, 'getCurrentTime')).value as number;

test('after a lesson that fails to load (404, 403, a gateway page), loadVideo plays the next one', async ({
  page,
  stack,
  faults,
  context,
}) => {
  test.setTimeout(90_000);
  await page.goto(`${stack.host.url}/index.html`);
  await embed(page, stack.widget.url, `token=${await stack.token('licao-fotossintese')}`);
  await expect.poll(() => heard(page, 'loadedmetadata'), { timeout: 20_000 }).toHaveLength(1);
  const frame = page.frameLocator('iframe');
  const next = await stack.token('seguranca-senhas');

  faults.arm('player', { status: 404, body: { status_ret: 'NOK', erro: 'Vídeo não encontrado.' } });
  expect(await call(page, 'loadVideo', next)).toMatchObject({ error: 'failed', message: 'Vídeo não encontrado.' });
  await expect(frame.locator('.player-error-region')).toHaveText(/Vídeo não encontrado/);
  faults.arm('player', { status: 403, body: { status_ret: 'NOK', erro: 'Acesso negado ao conteúdo.' } });
  expect(await call(page, 'loadVideo', next)).toMatchObject({ error: 'failed' });
  await expect(frame.locator('.player-error-region')).toHaveText(/não tem acesso/);
  // The frame is cross-origin: its requests are the context's to route. A 502 is retried: every try gets the page.
  const gateway = /\/api\/player(\?|$)/;
  await context.route(gateway, (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body><h1>502 Bad Gateway</h1></body></html>' }),
  );
  expect(await call(page, 'loadVideo', next)).toMatchObject({ error: 'failed' });
  await expect(frame.locator('.player-error-region')).not.toBeEmpty();
  await expect(frame.locator('.player-error-region')).not.toContainText('Bad Gateway');
  await context.unroute(gateway);

  expect(await call(page, 'loadVideo', next)).toMatchObject({ value: null });
  await expect(frame.locator('h1')).toHaveText('Segurança · Senhas fortes');
  await expect(frame.locator('.player-error-region')).toBeEmpty();
  expect(await call(page, 'play')).toMatchObject({ value: null });
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(0.5);
});

test('what was watched of a lesson up to the switch is saved under its own id; the next starts from its own view', async ({
  page,
  stack,
}) => {
  // 14 s of playing in real time: a busy machine (CI's) stalls it, once to 8 s played in 30 s.
  test.setTimeout(150_000);
  const first = await stack.token('licao-fotossintese', '2h', 'aluna-trilha');
  const second = await stack.token('seguranca-senhas', '2h', 'aluna-trilha');
  // The second lesson was left at 20 s on another day.
  await saveEarlierView(stack, second, { posicao: 20, duracao: 29.3, intervalos: [[0, 20]] });
  await page.goto(`${stack.host.url}/index.html`);
  await embed(page, stack.widget.url, `token=${first}`);
  expect(await call(page, 'play')).toMatchObject({ value: null });
  // Past the 10 s save while playing, and a few seconds beyond it.
  await expect.poll(() => currentTime(page), { timeout: 75_000 }).toBeGreaterThan(14);
  const watched = await currentTime(page);
  expect(await call(page, 'loadVideo', second)).toMatchObject({ value: null });

  const view = await savedView(stack, first);
  // Saved to a tenth of a second; the 10 s save alone would leave it 4 s short.
  expect(view?.posicao).toBeGreaterThan(watched - 0.2);
  expect(view?.intervalos.at(-1)?.[1]).toBeGreaterThan(watched - 0.2);
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeCloseTo(20, 0);
  expect((await savedView(stack, second))?.posicao).toBe(20);
});

test("the next lesson never shows the summary or the assistant's conversation of the one before", async ({ page, stack }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  const first = await stack.token('licao-fotossintese');
  await page.goto(`${stack.host.url}/index.html`);
  await embed(page, stack.widget.url, `token=${first}`);
  const frame = page.frameLocator('iframe');
  expect(await call(page, 'play')).toMatchObject({ value: null });
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(0.5);
  await openFeature(frame, 'Sphere AI');
  const sphere = frame.getByRole('dialog', { name: 'Sphere AI' });
  await sphere.getByRole('textbox').fill('O que é a clorofila?');
  await sphere.getByRole('textbox').press('Enter');
  await expect(sphere.locator('.assistant-assistant')).not.toBeEmpty({ timeout: 20_000 });
  await sphere.getByRole('textbox').press('Escape');
  await expect(sphere).toBeHidden();
  await openFeature(frame, 'Resumo');
  const summary = frame.getByRole('dialog', { name: 'Resumo' });
  await expect(summary).toContainText('planta', { timeout: 20_000 });

  expect(await call(page, 'loadVideo', await stack.token('seguranca-senhas'))).toMatchObject({ value: null });
  await expect(frame.locator('h1')).toHaveText('Segurança · Senhas fortes');
  // Whatever was open belonged to the lesson before.
  await expect(frame.getByRole('dialog')).toHaveCount(0);
  for (const size of FRAME_SIZES) {
    await page.setViewportSize(size);
    await screenshot(page, `load-video-next-lesson-${size.width}`);
  }
  expect(await call(page, 'play')).toMatchObject({ value: null });
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(0.5);
  await openFeature(frame, 'Resumo');
  await expect(summary).toContainText('senha', { timeout: 20_000 });
  await expect(summary).not.toContainText('planta');
  await summary.press('Escape');

  // Back to the first lesson: its conversation starts anew, with its suggested questions.
  expect(await call(page, 'loadVideo', first)).toMatchObject({ value: null });
  expect(await call(page, 'play')).toMatchObject({ value: null });
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(0.5);
  await openFeature(frame, 'Sphere AI');
  await expect(sphere.getByRole('button', { name: 'O que é a clorofila?' })).toBeVisible();
  await expect(sphere.locator('.assistant-user, .assistant-assistant')).toHaveCount(0);
});

test('loadVideo right after ready, before the first lesson showed a frame: the first lesson is gone, not left behind', async ({
  page,
  stack,
}) => {
  const first: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/licao-fotossintese/')) first.push(request.url());
  });
  await page.goto(`${stack.host.url}/index.html`);
  await embed(page, stack.widget.url, `token=${await stack.token('licao-fotossintese')}`);
  expect(await call(page, 'loadVideo', await stack.token('seguranca-senhas'))).toMatchObject({ value: null });
  const frame = page.frameLocator('iframe');
  await expect(frame.locator('h1')).toHaveText('Segurança · Senhas fortes');
  expect(await call(page, 'play')).toMatchObject({ value: null });
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(1);
  await expect(frame.locator('.video-js')).toHaveCount(1);
  const fetched = first.length;
  await page.waitForTimeout(1_000);
  expect(first.length, 'requests of the first lesson after the next one plays').toBe(fetched);
});
