// Covers host SDK v2 against the real widget and reference API: nothing waits forever (a host not in
// HOST_ORIGINS, a config error, a bad token, an expired token, a 401, destroy), and the media API (text
// tracks and cues, chapters, qualities, loop, seeking, metadata, buffering, fullscreen, loadVideo).
import type { Page } from '@playwright/test';
import type { Stack } from '../examples/servers/stack.ts';
import { expect, test } from './fixtures.ts';

/** How long the tests give ready(): short, so a hang shows as a failure, not as a test timeout. */
const READY_TIMEOUT_MS = 6_000;

/** Loads the SDK's script-tag build in a host page and embeds the widget with `query`; events are recorded. */
async function embed(page: Page, widgetUrl: string, query: string, getToken?: 'host-token'): Promise<void> {
  await page.evaluate(
    async ({ url, query, readyTimeout, getToken }) => {
      const w = window as unknown as Record<string, unknown> & { SpherePlayer?: { embed(el: Element, o: object): unknown } };
      if (!w.SpherePlayer) {
        await new Promise((resolve, reject) => {
          const script = document.createElement('script');
          script.src = '/sdk/sphere-player.js';
          script.onload = resolve;
          script.onerror = reject;
          document.head.append(script);
        });
      }
      const token = getToken ? await (await fetch('/token?video=seguranca-senhas')).text() : null;
      const box = document.createElement('div');
      document.body.append(box);
      const player = w.SpherePlayer!.embed(box, {
        url: `${url}/player?${query}`,
        readyTimeout,
        timeout: 20_000,
        ...(token ? { getToken: async () => token } : {}),
      }) as { on(name: string, cb: (data: unknown) => void): void };
      const heard: { name: string; data: unknown; at: number }[] = [];
      w['heard'] = heard;
      w['player'] = player;
      w['embeddedAt'] = performance.now();
      for (const name of [
        'error',
        'texttrackchange',
        'cuechange',
        'chapterchange',
        'qualitychange',
        'seeking',
        'seeked',
        'timeupdate',
        'loadedmetadata',
        'durationchange',
        'progress',
        'bufferstart',
        'bufferend',
        'fullscreenchange',
      ])
        player.on(name, (data) => heard.push({ name, data, at: performance.now() }));
    },
    { url: widgetUrl, query, readyTimeout: READY_TIMEOUT_MS, getToken },
  );
}

/** Runs an SDK method in the host page: its value, or the typed error's code and message, and how long it took. */
const call = (page: Page, method: string, ...args: unknown[]) =>
  page.evaluate(
    async ({ method, args }) => {
      const player = (window as unknown as { player: Record<string, (...a: unknown[]) => Promise<unknown>> }).player;
      const start = performance.now();
      try {
        return { value: await player[method]!(...args), ms: performance.now() - start };
      } catch (error) {
        const { code, message } = error as { code?: string; message?: string };
        return { error: code ?? String(error), message, ms: performance.now() - start };
      }
    },
    { method, args },
  );

const heard = (page: Page, name: string) =>
  page.evaluate(
    (name) =>
      (window as unknown as { heard: { name: string; data: unknown }[] }).heard.filter((e) => e.name === name).map((e) => e.data),
    name,
  );

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

test('the media API: captions and cues, chapters, quality, loop, seeking, metadata and progress events', async ({
  page,
  stack,
}) => {
  await page.goto(`${stack.host.url}/index.html`);
  await embed(page, stack.widget.url, `token=${await stack.token('seguranca-senhas')}`);
  await expect.poll(() => heard(page, 'loadedmetadata'), { timeout: 20_000 }).toEqual([{ duration: expect.any(Number) }]);
  expect(await heard(page, 'durationchange')).not.toEqual([]);

  expect(await call(page, 'getTextTracks')).toMatchObject({
    value: [{ language: 'pt', label: 'Português', kind: 'captions', showing: false }],
  });
  expect(await call(page, 'enableTextTrack', 'xx')).toMatchObject({ error: 'invalid-args' });
  expect(await call(page, 'enableTextTrack', 'pt')).toMatchObject({ value: 'pt' });
  await expect.poll(() => heard(page, 'texttrackchange')).toEqual([{ language: 'pt', label: 'Português' }]);
  const chapters = (await call(page, 'getChapters')).value as { startTime: number; title: string }[];
  expect(chapters[0]).toEqual({ startTime: 0, title: expect.any(String) });

  expect(await call(page, 'getLoop')).toMatchObject({ value: false });
  expect(await call(page, 'setLoop', true)).toMatchObject({ value: true });
  expect(await call(page, 'getLoop')).toMatchObject({ value: true });
  expect(await call(page, 'setLoop', 'yes')).toMatchObject({ error: 'invalid-args' });
  expect(await call(page, 'getEnded')).toMatchObject({ value: false });

  expect(await call(page, 'play')).toMatchObject({ value: null });
  // The narration's first cue, as text; the first chapter; an adaptive quality; the buffered share.
  // A cuechange may also say that no cue is active (cues: []); the first one with a cue carries its text.
  const heardCues = async (): Promise<{ text: string }[]> =>
    (await heard(page, 'cuechange')).flatMap((event) => (event as { cues: { text: string }[] }).cues);
  await expect.poll(async () => (await heardCues()).length, { timeout: 20_000 }).toBeGreaterThan(0);
  expect((await heardCues())[0]?.text).toMatch(/\w/);
  await expect.poll(() => heard(page, 'chapterchange')).toEqual([{ index: 0, startTime: 0, title: chapters[0]?.title }]);
  await expect.poll(async () => (await heard(page, 'qualitychange')).length).toBeGreaterThan(0);
  const qualityIds = ((await call(page, 'getQualities')).value as { id: string }[]).map((quality) => quality.id);
  const adaptive = (await heard(page, 'qualitychange'))[0] as { id: string; label: string; auto: boolean };
  expect(adaptive).toMatchObject({ label: expect.stringMatching(/^\d+p/), auto: true });
  expect(qualityIds).toContain(adaptive.id);
  await expect.poll(async () => (await heard(page, 'progress')).length).toBeGreaterThan(0);
  // One progress event: the watched share (the union of ranges) and the buffered one.
  expect((await heard(page, 'progress')).at(-1)).toMatchObject({
    watchedSeconds: expect.any(Number),
    percent: expect.any(Number),
    ranges: expect.any(Array),
    buffered: expect.any(Number),
  });
  const timeupdate = (await heard(page, 'timeupdate')).at(-1) as { currentTime: number; duration: number; percent: number };
  expect(timeupdate.percent).toBeCloseTo((timeupdate.currentTime / timeupdate.duration) * 100, 0);

  const quality = (await call(page, 'getQuality')).value as { id: string; auto: boolean };
  expect(quality.auto).toBe(true);
  const lowest = qualityIds.at(-1) ?? '';
  expect(await call(page, 'setQuality', lowest)).toMatchObject({ value: lowest });
  await expect.poll(async () => (await call(page, 'getQuality')).value).toMatchObject({ id: lowest, auto: false });
  await expect.poll(async () => (await heard(page, 'qualitychange')).at(-1)).toMatchObject({ id: lowest, auto: false });

  expect(await call(page, 'seek', 12)).toMatchObject({ value: 12 });
  await expect.poll(() => heard(page, 'seeking')).toContainEqual({ currentTime: 12, duration: expect.any(Number) });
  await expect.poll(async () => (await heard(page, 'seeked')).length).toBeGreaterThan(0);
  expect(await call(page, 'enableTextTrack', null)).toMatchObject({ value: null });
  await expect.poll(async () => (await heard(page, 'texttrackchange')).at(-1)).toEqual({ language: null, label: null });
});

test('buffering is announced: a stall starts it and playback going on ends it', async ({ page, stack }) => {
  await page.goto(`${stack.host.url}/index.html`);
  await embed(page, stack.widget.url, `token=${await stack.token('seguranca-senhas')}`);
  expect(await call(page, 'play')).toMatchObject({ value: null });
  await expect.poll(async () => (await call(page, 'getCurrentTime')).value as number, { timeout: 20_000 }).toBeGreaterThan(0.5);
  // Segments from here on arrive late: a seek far ahead has to wait for them.
  await page.route('**/hls/**/seg_*.ts', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await call(page, 'seek', 24);
  await expect.poll(async () => (await heard(page, 'bufferstart')).length, { timeout: 15_000 }).toBeGreaterThan(0);
  await expect.poll(async () => (await heard(page, 'bufferend')).length, { timeout: 20_000 }).toBeGreaterThan(0);
});

test('loadVideo plays another item in the same frame, and refuses a token that is not a JWT', async ({ page, stack }) => {
  await page.goto(`${stack.host.url}/index.html`);
  await embed(page, stack.widget.url, `token=${await stack.token('seguranca-senhas')}`);
  await expect.poll(() => heard(page, 'loadedmetadata'), { timeout: 20_000 }).toHaveLength(1);
  const first = (await call(page, 'getDuration')).value as number;
  expect(await call(page, 'loadVideo', 'not-a-jwt')).toMatchObject({ error: 'invalid-args' });
  expect(await call(page, 'getDuration')).toMatchObject({ value: first });

  expect(await call(page, 'loadVideo', await stack.token('licao-fotossintese'))).toMatchObject({ value: null });
  const frame = page.frameLocator('iframe');
  await expect(frame.locator('h1')).toHaveText('Lição 1 · Fotossíntese');
  await expect.poll(async () => (await call(page, 'getDuration')).value as number, { timeout: 20_000 }).not.toBeCloseTo(first, 0);
  expect(((await call(page, 'getChapters')).value as unknown[]).length).toBeGreaterThanOrEqual(3);
  expect(await call(page, 'play')).toMatchObject({ value: null });
});

test("fullscreen from the host: a click on the host's button hands its gesture to the frame", async ({ page, stack }) => {
  await page.goto(`${stack.host.url}/index.html`);
  await embed(page, stack.widget.url, `token=${await stack.token('seguranca-senhas')}`);
  await expect.poll(() => heard(page, 'loadedmetadata'), { timeout: 20_000 }).toHaveLength(1);
  expect(await call(page, 'getFullscreen')).toMatchObject({ value: false });
  await addHostFullscreenButton(page);
  await page.getByRole('button', { name: 'Tela cheia' }).click();
  await expect.poll(() => heard(page, 'fullscreenchange')).toEqual([{ fullscreen: true }]);
  expect(await call(page, 'getFullscreen')).toMatchObject({ value: true });
  expect(await call(page, 'exitFullscreen')).toMatchObject({ value: null });
  await expect.poll(() => heard(page, 'fullscreenchange')).toEqual([{ fullscreen: true }, { fullscreen: false }]);
});

/**
 * The host page with the player below its fold: a spacer of twice the viewport's height above the embed.
 * Chromium renders nothing of a cross-origin frame out of the viewport, the frame's fullscreenchange
 * included (src/services/fullscreen-change-on-time.ts).
 */
async function embedBelowTheFold(page: Page, stack: Stack): Promise<void> {
  await page.goto(`${stack.host.url}/index.html`);
  await page.evaluate(() => {
    const spacer = document.createElement('div');
    spacer.style.height = '200vh';
    document.body.append(spacer);
  });
  await embed(page, stack.widget.url, `token=${await stack.token('seguranca-senhas')}`);
  await expect.poll(() => heard(page, 'loadedmetadata'), { timeout: 20_000 }).toHaveLength(1);
}

/** Whether the whole iframe is out of the host's viewport (the case the tests below are about). */
const iframeOutOfView = (page: Page) =>
  page.evaluate(() => document.querySelector('iframe')!.getBoundingClientRect().top >= innerHeight);

/** A button at the top of the host page that asks the SDK for fullscreen in its click (the gesture the frame needs). */
async function addHostFullscreenButton(page: Page): Promise<void> {
  await page.evaluate(() => {
    const button = document.createElement('button');
    button.textContent = 'Tela cheia';
    button.onclick = () =>
      void (window as unknown as { player: { requestFullscreen(): Promise<void> } }).player.requestFullscreen();
    document.body.prepend(button);
    // Every change the host page's own document sees, to tell whether fullscreen ended on its own.
    const changes: boolean[] = [];
    (window as unknown as { hostChanges: boolean[] }).hostChanges = changes;
    document.addEventListener('fullscreenchange', () => changes.push(document.fullscreenElement !== null));
  });
}
const hostChanges = (page: Page) => page.evaluate(() => (window as unknown as { hostChanges: boolean[] }).hostChanges);

for (const [who, leave] of [
  ["the SDK's exitFullscreen", async (page: Page) => expect(await call(page, 'exitFullscreen')).toMatchObject({ value: null })],
  // What the browser does on the viewer's Esc: the top document leaves fullscreen, the frame is told.
  ['the host page (as Esc does)', (page: Page) => page.evaluate(() => document.exitFullscreen())],
] as const)
  test(`a player below the host's fold keeps the fullscreen the host asked for, and the host hears it end at once when ${who} ends it`, async ({
    page,
    stack,
  }) => {
    await embedBelowTheFold(page, stack);
    await addHostFullscreenButton(page);
    expect(await iframeOutOfView(page)).toBe(true);
    await page.getByRole('button', { name: 'Tela cheia' }).click();
    await expect.poll(() => heard(page, 'fullscreenchange')).toEqual([{ fullscreen: true }]);
    // The app has loaded meanwhile (it may adopt the first player only once fullscreen ends): fullscreen held.
    const frame = page.frameLocator('iframe');
    await expect(frame.locator('.player-page')).toBeAttached({ timeout: 20_000 });
    expect(await hostChanges(page)).toEqual([true]);
    expect(await call(page, 'getFullscreen')).toMatchObject({ value: true });

    await leave(page);
    expect(await iframeOutOfView(page)).toBe(true);
    await expect.poll(() => heard(page, 'fullscreenchange')).toEqual([{ fullscreen: true }, { fullscreen: false }]);
    expect(await call(page, 'getFullscreen')).toMatchObject({ value: false });
    await expect(frame.locator('.video-js')).not.toHaveClass(/vjs-fullscreen/);
    await expect(frame.locator('.player-page .video-js')).toHaveCount(1);
    // Back in view, the browser's own late event is not heard a second time.
    await page.locator('iframe').scrollIntoViewIfNeeded();
    await expect(frame.locator('.vjs-big-play-button')).toBeVisible();
    expect(await heard(page, 'fullscreenchange')).toEqual([{ fullscreen: true }, { fullscreen: false }]);
  });

test("the player's own fullscreen button: the host hears fullscreen end though its page pushed the player out of view meanwhile", async ({
  page,
  stack,
}) => {
  await embedBelowTheFold(page, stack);
  const frame = page.frameLocator('iframe');
  await expect(frame.locator('.player-page .video-js')).toHaveCount(1, { timeout: 20_000 });
  expect(await call(page, 'play')).toMatchObject({ value: null });
  // The viewer scrolls to the player and presses its button.
  await frame.locator('.video-js').hover();
  await frame.getByRole('button', { name: 'Tela cheia' }).click();
  await expect.poll(() => heard(page, 'fullscreenchange')).toEqual([{ fullscreen: true }]);
  // Meanwhile the host page grows above the player (a list that loaded, a banner), and its scroll position
  // does not follow the player (no scroll anchoring: Safari has none, a page may turn it off).
  await page.evaluate(() => {
    document.documentElement.style.overflowAnchor = 'none';
    const banner = document.createElement('div');
    banner.style.height = '300vh';
    document.body.prepend(banner);
  });
  await frame.locator('.video-js').hover();
  await frame.getByRole('button', { name: 'Tela Normal' }).click();
  expect(await iframeOutOfView(page)).toBe(true);
  await expect.poll(() => heard(page, 'fullscreenchange')).toEqual([{ fullscreen: true }, { fullscreen: false }]);
  expect(await call(page, 'getFullscreen')).toMatchObject({ value: false });
});

test('intranet.html offers captions, chapters and a fullscreen button from what the widget reports', async ({
  page,
  stack,
  pageErrors,
}) => {
  await page.goto(`${stack.host.url}/intranet.html`);
  await expect(page.locator('body[data-player-ready]')).toBeAttached({ timeout: 20_000 });
  const captions = page.getByRole('combobox', { name: 'Captions' });
  await expect(captions.locator('option')).toHaveText(['Off', 'Português'], { timeout: 20_000 });
  const chapters = page.getByRole('combobox', { name: 'Chapter' });
  await expect(chapters.locator('option').first()).toHaveText(/\w/);
  await captions.selectOption('pt');
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page.locator('#cue')).not.toBeEmpty({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Fullscreen' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test("picture-in-picture: the viewer's key in the frame enters it, the host hears and reads it, and leaves it", async ({
  page,
  stack,
}) => {
  await page.goto(`${stack.host.url}/index.html`);
  await embed(page, stack.widget.url, `token=${await stack.token('seguranca-senhas')}`);
  await page.evaluate(() => {
    const w = window as unknown as { player: { on(n: string, cb: (d: unknown) => void): void }; pip: string[] };
    w.pip = [];
    for (const name of ['enterpictureinpicture', 'leavepictureinpicture']) w.player.on(name, () => w.pip.push(name));
  });
  expect(await call(page, 'play')).toMatchObject({ value: null });
  expect(await call(page, 'getPictureInPicture')).toMatchObject({ value: false });
  // The viewer's key press in the frame (the 'i' shortcut) is the gesture picture-in-picture needs.
  await page.frameLocator('iframe').locator('.video-js').focus();
  await page.keyboard.press('i');
  const pip = () => page.evaluate(() => (window as unknown as { pip: string[] }).pip);
  await expect.poll(pip).toEqual(['enterpictureinpicture']);
  expect(await call(page, 'getPictureInPicture')).toMatchObject({ value: true });
  expect(await call(page, 'exitPictureInPicture')).toMatchObject({ value: null });
  await expect.poll(pip).toEqual(['enterpictureinpicture', 'leavepictureinpicture']);
  expect(await call(page, 'getPictureInPicture')).toMatchObject({ value: false });
});

test('in a frame without allow="fullscreen" the fullscreen control is hidden and neither f nor the host fakes it', async ({
  page,
  stack,
}) => {
  await page.goto(`${stack.host.url}/index.html`);
  await page.evaluate(
    async (url) => {
      const iframe = document.createElement('iframe');
      iframe.src = url;
      iframe.title = 'Sphere Player';
      iframe.allow = 'autoplay';
      iframe.style.cssText = 'width:960px;height:540px;border:0';
      document.body.append(iframe);
      await new Promise((resolve) => iframe.addEventListener('load', resolve));
    },
    await stack.playerUrl('seguranca-senhas'),
  );
  const frame = page.frameLocator('iframe');
  await expect(frame.locator('.player-page .video-js')).toHaveCount(1, { timeout: 20_000 });
  await frame.locator('.vjs-big-play-button').click();
  await expect(frame.locator('.vjs-fullscreen-control')).toBeHidden();
  await frame.locator('.video-js').focus();
  await page.keyboard.press('f');
  await frame.locator('.video-js').dblclick();
  await page.waitForTimeout(500);
  await expect(frame.locator('.video-js')).not.toHaveClass(/vjs-fullscreen|vjs-full-window/);
});
