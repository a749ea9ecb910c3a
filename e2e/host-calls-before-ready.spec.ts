// Covers the host's calls made before the widget's player is up, against the real stack (the SDK in a host page):
// they wait for the player and are answered once it is up; when the video cannot load, each rejects with
// `not-ready` and the load failure's code, and the host hears the `error` event, without waiting for its timeout.
import { expect, test } from './fixtures.ts';
import { call, embed, heard } from './host-sdk-page.ts';
import { holdRequests } from './hold-requests.ts';

test('a call made while the item is on its way waits for the player and is answered once it is up', async ({ page, stack }) => {
  const item = await holdRequests(page, '**/api/player?**', { only: (request) => request.method() === 'POST' });
  await page.goto(`${stack.host.url}/index.html`);
  await embed(page, stack.widget.url, `token=${await stack.token('seguranca-senhas')}`);
  expect(await call(page, 'ready')).toMatchObject({ value: { version: 1 } });
  const paused = call(page, 'getPaused');
  await page.waitForTimeout(2_000);
  item.release();
  const answer = await paused;
  expect(answer).toMatchObject({ value: true });
  // It waited for the player (the item was held 2 s), within its own timeout (the embed's 20 s).
  expect(answer.ms).toBeGreaterThan(1_500);
});

test('calls made before a load that fails reject with not-ready and its code, at once, and the host hears the error', async ({
  page,
  stack,
  faults,
}) => {
  faults.arm('player', { status: 403, body: { status_ret: 'NOK', erro: 'Acesso negado ao conteúdo.' } });
  await page.goto(`${stack.host.url}/index.html`);
  await embed(page, stack.widget.url, `token=${await stack.token('seguranca-senhas')}`);
  const [duration, play] = await Promise.all([call(page, 'getDuration'), call(page, 'play')]);
  for (const answer of [duration, play]) {
    expect(answer).toMatchObject({ error: 'not-ready', message: 'forbidden: Você não tem acesso a este conteúdo.' });
    expect(answer.ms).toBeLessThan(10_000);
  }
  expect(await heard(page, 'error')).toEqual([{ code: 'forbidden', message: 'Você não tem acesso a este conteúdo.' }]);
});

test("a call made before the first frame waits for the commands' code, which loads after it, also when its first download fails", async ({
  page,
  stack,
}) => {
  // The code of the host's commands comes with the after-first-frame chunk: its first downloads fail (the chunk's
  // modulepreload and its import, which both ask for it).
  let aborted = 0;
  await page.route(/\/assets\/after-first-frame-[\w-]+\.js$/, (route) =>
    aborted < 2 ? (aborted++, route.abort('connectionreset')) : route.fallback(),
  );
  await page.goto(`${stack.host.url}/index.html`);
  await embed(page, stack.widget.url, `token=${await stack.token('seguranca-senhas')}`);
  const [duration, paused] = await Promise.all([call(page, 'getDuration'), call(page, 'getPaused')]);
  expect(duration).toMatchObject({ value: expect.any(Number) });
  expect((duration as { value: number }).value).toBeGreaterThan(0);
  expect(paused).toMatchObject({ value: true });
  expect(aborted).toBe(2);
  // Once in, a command works at once.
  expect(await call(page, 'setVolume', 0.4)).toMatchObject({ value: 0.4 });
});
