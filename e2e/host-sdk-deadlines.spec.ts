// Covers host SDK v2 against the real widget and reference API: nothing waits forever (a host not in
// HOST_ORIGINS, a config error, a bad token, an expired token, a 401, destroy).
import { expect, test } from './fixtures.ts';
import { call, embed, heard, READY_TIMEOUT_MS } from './host-sdk-page.ts';

test.describe('nothing waits forever', () => {
  test('a host not in HOST_ORIGINS gets no-handshake from ready() within the deadline, naming the cause', async ({
    page,
    stack,
  }) => {
    stack.widget.setConfig(stack.widgetConfig({ HOST_ORIGINS: ['https://lms.example.org'] }));
    await page.goto(`${stack.host.url}/index.html`);
    await embed(page, stack.widget.url, `token=${await stack.token('seguranca-senhas')}`);
    const ready = await call(page, 'ready');
    expect(ready).toMatchObject({ error: 'no-handshake', message: expect.stringMatching(/HOST_ORIGINS/) });
    expect(ready.ms).toBeLessThan(READY_TIMEOUT_MS + 2_000);
  });

  test("a config that came after ready() gave up: the viewer's retry in the same document connects the host after all", async ({
    page,
    stack,
  }) => {
    test.setTimeout(60_000);
    let healed = false;
    await page.route(/\/assets\/data\/config\.json$/, (route) =>
      healed ? route.fallback() : route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>503</h1>' }),
    );
    await page.goto(`${stack.host.url}/index.html`);
    await embed(page, stack.widget.url, `token=${await stack.token('seguranca-senhas')}`);
    expect(await call(page, 'ready')).toMatchObject({ error: 'no-handshake' });
    healed = true;
    const frame = page.frameLocator('iframe');
    await frame.getByRole('button', { name: 'Tentar novamente' }).click();
    // The SDK greets a frame whose handshake failed every 3 s: the widget's bridge, up now, answers; calls work.
    await expect
      .poll(async () => (await call(page, 'ready')).value, { timeout: 20_000, intervals: [500] })
      .toMatchObject({ version: 1 });
    await expect.poll(async () => (await call(page, 'getDuration')).value, { timeout: 20_000 }).toBeGreaterThan(0);
  });

  test('a config error makes ready() reject within the deadline (the widget cannot know its hosts)', async ({ page, stack }) => {
    stack.widget.setConfig({ API_URL: 'not a url' });
    await page.goto(`${stack.host.url}/index.html`);
    await embed(page, stack.widget.url, `token=${await stack.token('seguranca-senhas')}`);
    const play = await call(page, 'play');
    expect(play).toMatchObject({ error: 'no-handshake' });
    expect(play.ms).toBeLessThan(READY_TIMEOUT_MS + 2_000);
  });

  for (const [name, query, code] of [
    ['a token that is not a JWT', 'token=not-a-jwt', 'unauthorized'],
    ['no token at all', '', 'token-missing'],
  ] as const)
    test(`${name}: ready() resolves at once, an error event says ${code}, and a call hears why`, async ({ page, stack }) => {
      await page.goto(`${stack.host.url}/index.html`);
      await embed(page, stack.widget.url, query);
      const ready = await call(page, 'ready');
      expect(ready.value).toMatchObject({ version: 1, widget: '0.2.0' });
      await expect
        .poll(() => heard(page, 'error'), { timeout: READY_TIMEOUT_MS })
        .toEqual([{ code, message: expect.any(String) }]);
      expect(await call(page, 'play')).toMatchObject({ error: 'not-ready', message: expect.stringContaining(code) });
    });

  test('an expired token and a 401 each end in a typed error event within the deadline', async ({ page, stack, faults }) => {
    await page.goto(`${stack.host.url}/index.html`);
    const expired = await stack.token('seguranca-senhas', Math.floor(Date.now() / 1000) - 60);
    await embed(page, stack.widget.url, `token=${expired}`);
    await expect
      .poll(() => heard(page, 'error'), { timeout: READY_TIMEOUT_MS })
      .toEqual([{ code: 'token-expired', message: 'Sua sessão expirou. Abra o vídeo novamente pelo seu portal.' }]);

    faults.arm('player', { status: 401, body: { status_ret: 'NOK', erro: 'Token inválido ou expirado.' } }, 2);
    await page.goto(`${stack.host.url}/index.html`);
    await embed(page, stack.widget.url, `token=${await stack.token('seguranca-senhas')}`);
    await expect
      .poll(() => heard(page, 'error'), { timeout: READY_TIMEOUT_MS })
      .toEqual(
        [{ code: 'unauthorized', message: expect.any(String), status: undefined }].map(({ status: _status, ...rest }) => rest),
      );
  });

  test('destroy() settles ready() and every call still waiting', async ({ page, stack }) => {
    stack.widget.setConfig(stack.widgetConfig({ HOST_ORIGINS: [] }));
    await page.goto(`${stack.host.url}/index.html`);
    await embed(page, stack.widget.url, `token=${await stack.token('seguranca-senhas')}`);
    const outcomes = await page.evaluate(async () => {
      const player = (
        window as unknown as { player: Record<string, (...a: unknown[]) => Promise<unknown>> & { destroy(): void } }
      ).player;
      const waiting = [player.ready!(), player.play!(), player.getDuration!()].map((p) =>
        p.then(
          () => 'resolved',
          (error: { code: string }) => error.code,
        ),
      );
      player.destroy();
      return Promise.all(waiting);
    });
    expect(outcomes).toEqual(['destroyed', 'destroyed', 'destroyed']);
  });
});
