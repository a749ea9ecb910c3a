// Covers a host that cannot hand over a usable token (USAR_AD), against the real widget, SDK and API
// (docs/reliability.md, Auth and session): a host that keeps handing out an expired token, or one that is
// not a JWT, is asked three times at most; a host that never answers gets one deadline; then the viewer
// reads why (in their language, with no retry that cannot help) and the host hears a typed `error`. The
// renewal before expiry and the refresh after a 401 stop after one bounded series too.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { loadSdk } from './host-sdk-page.ts';

const SESSION_EXPIRED = 'Sua sessão expirou. Abra o vídeo novamente pelo seu portal.';

/**
 * Embeds the widget in the host page with the SDK, its getToken answering the i-th ask with `answers[i]`
 * (the last one from then on), or never ('never'). The asks and the `error` and `loadedmetadata` events are
 * recorded.
 */
async function embedWithHostTokens(page: Page, widgetUrl: string, query: string, answers: string[] | 'never'): Promise<void> {
  await loadSdk(page);
  await page.evaluate(
    async ({ url, query, answers }) => {
      const w = window as unknown as Record<string, unknown> & { SpherePlayer: { embed(el: Element, o: object): unknown } };
      const asks: number[] = [];
      const heard: { name: string; data: unknown }[] = [];
      w['asks'] = asks;
      w['heard'] = heard;
      const box = document.createElement('div');
      document.body.append(box);
      const player = w.SpherePlayer.embed(box, {
        url: `${url}/player${query}`,
        getToken: () => {
          asks.push(performance.now());
          if (answers === 'never') return new Promise<string>(() => undefined);
          return Promise.resolve(answers[Math.min(asks.length, answers.length) - 1] ?? '');
        },
      }) as { on(name: string, cb: (data: unknown) => void): void };
      for (const name of ['error', 'loadedmetadata']) player.on(name, (data) => heard.push({ name, data }));
    },
    { url: widgetUrl, query, answers },
  );
}
const asks = (page: Page) => page.evaluate(() => (window as unknown as { asks: number[] }).asks);
const heard = (page: Page, name: string) =>
  page.evaluate(
    (name) =>
      (window as unknown as { heard: { name: string; data: unknown }[] }).heard.filter((e) => e.name === name).map((e) => e.data),
    name,
  );

/** The page's calls to the item (`POST player`). */
function itemCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/player\?/.test(request.url()) && request.method() === 'POST') calls.push(request.url());
  });
  return calls;
}

test('a host that keeps handing out an expired token is asked three times, then the viewer reads that the session expired and the host hears token-expired', async ({
  page,
  stack,
}) => {
  const expired = await stack.token('licao-fotossintese', Math.floor(Date.now() / 1000) - 60);
  const calls = itemCalls(page);
  await page.goto(`${stack.host.url}/index.html`);
  await embedWithHostTokens(page, stack.widget.url, '?lang=en', [expired]);
  await expect
    .poll(() => heard(page, 'error'), { timeout: 20_000 })
    .toEqual([{ code: 'token-expired', message: 'Your session has expired. Open the video again from your portal.' }]);
  const frame = page.frameLocator('iframe');
  await expect(frame.getByTestId('player-error-message')).toHaveText(
    'Your session has expired. Open the video again from your portal.',
  );
  await expect(frame.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  expect(await asks(page)).toHaveLength(3);
  // No loop: nothing more is asked, and the API never saw the expired token.
  await page.waitForTimeout(4_000);
  expect(await asks(page)).toHaveLength(3);
  expect(calls).toEqual([]);
});

test("a host that answers with a token that is not a JWT is asked three times, then the viewer reads 'Não autorizado.' with no retry", async ({
  page,
  stack,
}) => {
  const calls = itemCalls(page);
  await page.goto(`${stack.host.url}/index.html`);
  await embedWithHostTokens(page, stack.widget.url, '', ['not-a-jwt']);
  await expect
    .poll(() => heard(page, 'error'), { timeout: 20_000 })
    .toEqual([{ code: 'unauthorized', message: 'Não autorizado.' }]);
  const frame = page.frameLocator('iframe');
  await expect(frame.getByTestId('player-error-message')).toHaveText('Não autorizado.');
  await expect(frame.getByRole('button', { name: 'Tentar novamente' })).toHaveCount(0);
  expect(await asks(page)).toHaveLength(3);
  expect(calls).toEqual([]);
});

test('a host that never answers the token request gets one deadline, then the viewer reads why and the host hears token-missing', async ({
  page,
  stack,
}) => {
  await page.goto(`${stack.host.url}/index.html`);
  const started = Date.now();
  await embedWithHostTokens(page, stack.widget.url, '?lang=es', 'never');
  await expect
    .poll(() => heard(page, 'error'), { timeout: 25_000 })
    .toEqual([{ code: 'token-missing', message: 'Este enlace no tiene token de acceso. Abra el video desde su portal.' }]);
  // The widget waits for the host's hello (up to 3 s) and one answer (10 s), never longer.
  expect(Date.now() - started).toBeLessThan(18_000);
  const frame = page.frameLocator('iframe');
  await expect(frame.getByTestId('player-error-message')).toHaveText(
    'Este enlace no tiene token de acceso. Abra el video desde su portal.',
  );
  await expect(frame.getByText('Cargando contenido')).toBeHidden();
  expect(await asks(page)).toHaveLength(1);
});

test('the renewal before expiry meets only expired tokens: one series of three asks, then at expiry the session message, and the host hears it', async ({
  page,
  stack,
}) => {
  // Valid for 20 s: the renewal is due at once (5 s after, at the soonest).
  const shortLived = await stack.token('licao-fotossintese', Math.floor(Date.now() / 1000) + 20);
  const expired = await stack.token('licao-fotossintese', Math.floor(Date.now() / 1000) - 60);
  await page.goto(`${stack.host.url}/index.html`);
  await embedWithHostTokens(page, stack.widget.url, '', [shortLived, expired]);
  await expect.poll(() => heard(page, 'loadedmetadata'), { timeout: 20_000 }).toHaveLength(1);
  await expect.poll(() => asks(page), { timeout: 15_000 }).toHaveLength(4);
  expect(await heard(page, 'error')).toEqual([]);
  await expect
    .poll(() => heard(page, 'error'), { timeout: 25_000 })
    .toEqual([{ code: 'token-expired', message: SESSION_EXPIRED }]);
  const frame = page.frameLocator('iframe');
  await expect(frame.getByTestId('player-error-message')).toHaveText(SESSION_EXPIRED);
  await expect(frame.getByRole('button', { name: 'Tentar novamente' })).toHaveCount(0);
  await page.waitForTimeout(4_000);
  expect(await asks(page)).toHaveLength(4);
});

test('a 401 with a host that hands back expired tokens: one series of asks, then the session message, no loop', async ({
  page,
  stack,
  faults,
}) => {
  faults.arm('player', { status: 401, body: { status_ret: 'NOK', erro: 'Token inválido ou expirado.' } }, 10);
  const calls = itemCalls(page);
  const valid = await stack.token('licao-fotossintese');
  const expired = await stack.token('licao-fotossintese', Math.floor(Date.now() / 1000) - 60);
  await page.goto(`${stack.host.url}/index.html`);
  await embedWithHostTokens(page, stack.widget.url, '', [valid, expired]);
  await expect
    .poll(() => heard(page, 'error'), { timeout: 25_000 })
    .toEqual([{ code: 'token-expired', message: SESSION_EXPIRED }]);
  await expect(page.frameLocator('iframe').getByRole('button', { name: 'Tentar novamente' })).toHaveCount(0);
  expect(await asks(page)).toHaveLength(4);
  await page.waitForTimeout(4_000);
  expect(await asks(page)).toHaveLength(4);
  // The item was asked for once (no refresh brought a token to repeat it with); its view read is not counted.
  expect(calls).toHaveLength(1);
});
