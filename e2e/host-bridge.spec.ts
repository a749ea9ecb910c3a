// Covers the host SDK against the real widget across origins (host pages on localhost, the widget on
// 127.0.0.1): the handshake, every method and the events they cause, resize, and tokens from the host.
import type { Page } from '@playwright/test';
import { EVENTS } from '../host-sdk/src/protocol.ts';
import { expect, openFeature, refuseSoundWithoutGesture, screenshot, test } from './fixtures.ts';
import { loadSdk } from './host-sdk-page.ts';

type Sdk = {
  player: Record<string, (...args: unknown[]) => Promise<unknown>> & { on(e: string, cb: (d: unknown) => void): () => void };
};

/** Runs an SDK method in the host page and returns its result (or the typed error's code). */
const call = (page: Page, method: string, ...args: unknown[]) =>
  page.evaluate(
    async ({ method, args }) => {
      try {
        return { value: await (window as unknown as Sdk).player[method]?.(...args) };
      } catch (error) {
        return { error: (error as { code?: string }).code ?? String(error) };
      }
    },
    { method, args },
  );

/** Records the SDK's events in the host page. */
async function recordEvents(page: Page): Promise<() => Promise<{ name: string; data: unknown }[]>> {
  await page.evaluate(
    (events) => {
      const w = window as unknown as Sdk & { events: { name: string; data: unknown }[] };
      w.events = [];
      for (const name of events) w.player.on(name, (data) => w.events.push({ name, data }));
    },
    EVENTS.filter((name) => name !== 'ready'),
  );
  return () => page.evaluate(() => (window as unknown as { events: { name: string; data: unknown }[] }).events);
}
const named = <T extends { name: string }>(events: T[], name: string): T[] => events.filter((event) => event.name === name);

test('intranet: handshake, token from getToken, every method and its events', async ({ page, stack, pageErrors }) => {
  const widgetRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(stack.widget.url)) widgetRequests.push(request.url());
  });
  await page.goto(`${stack.host.url}/intranet.html`);
  await expect(page.locator('body[data-player-ready]')).toBeAttached({ timeout: 20_000 });
  // The token came from the host page, never in the widget's URL.
  await expect(page.locator('#log')).toContainText('getToken: the widget asked for a token');
  expect(widgetRequests.some((url) => url.includes('token='))).toBe(false);
  const ready = await page.evaluate(() => (window as unknown as Sdk).player['ready']?.());
  expect(ready).toMatchObject({ version: 1 });
  expect((ready as { methods: string[] }).methods).toContain('requestPictureInPicture');
  const events = await recordEvents(page);

  expect(await call(page, 'play')).toEqual({ value: null });
  await expect.poll(async () => (await call(page, 'getCurrentTime')).value as number).toBeGreaterThan(0.5);
  expect(await call(page, 'getPaused')).toEqual({ value: false });
  expect((await call(page, 'getDuration')).value).toBeCloseTo(29.3, 0);
  expect(await call(page, 'seek', 20)).toMatchObject({ value: 20 });
  await expect.poll(async () => named(await events(), 'seeked').length).toBeGreaterThan(0);
  expect(await call(page, 'setVolume', 0.5)).toEqual({ value: 0.5 });
  expect(await call(page, 'getVolume')).toEqual({ value: 0.5 });
  expect(await call(page, 'setMuted', true)).toEqual({ value: true });
  expect(await call(page, 'getMuted')).toEqual({ value: true });
  expect(await call(page, 'setPlaybackRate', 1.5)).toEqual({ value: 1.5 });
  expect(await call(page, 'getPlaybackRate')).toEqual({ value: 1.5 });
  const qualities = (await call(page, 'getQualities')).value as { id: string; label: string }[];
  expect(qualities.map((quality) => quality.label)).toEqual(['Automática', '720p', '480p', '240p']);
  const low = qualities.find((quality) => quality.label === '240p')?.id ?? '';
  expect(await call(page, 'setQuality', low)).toEqual({ value: low });
  expect(await call(page, 'setQuality', 'nope')).toEqual({ error: 'invalid-args' });
  expect(await call(page, 'setVolume', 7)).toEqual({ error: 'invalid-args' });
  expect(await call(page, 'seek', 'x')).toEqual({ error: 'invalid-args' });
  const pip = await call(page, 'requestPictureInPicture');
  // Without a gesture in the widget, Chromium refuses picture-in-picture: a typed refusal, never a hang.
  expect(pip.error === 'failed' || pip.value === null).toBe(true);

  await expect
    .poll(async () => (await events()).map((event) => event.name))
    .toEqual(expect.arrayContaining(['play', 'timeupdate', 'seeked', 'volumechange', 'ratechange', 'resolutionchanged']));
  expect(named(await events(), 'resolutionchanged').at(-1)?.data).toEqual({ id: low, label: '240p' });

  // Audio mode: the widget reports its audio bar's height and the SDK shrinks the iframe.
  const iframe = page.locator('#player iframe');
  const videoHeight = (await iframe.boundingBox())?.height ?? 0;
  expect(await call(page, 'setAudioMode', true)).toEqual({ value: true });
  await expect.poll(async () => (await iframe.boundingBox())?.height ?? 0).toBeLessThan(150);
  expect(named(await events(), 'audiomodechange').at(-1)?.data).toEqual({ audioMode: true });
  expect((named(await events(), 'resize').at(-1)?.data as { height: number }).height).toBeGreaterThan(40);
  await screenshot(page, 'host-intranet-audio');
  expect(await call(page, 'setAudioMode', false)).toEqual({ value: false });
  await expect.poll(async () => (await iframe.boundingBox())?.height ?? 0).toBeCloseTo(videoHeight, -1);

  expect(await call(page, 'pause')).toEqual({ value: null });
  await expect.poll(async () => named(await events(), 'pause').length).toBeGreaterThan(0);
  await call(page, 'seek', 28.5);
  await call(page, 'play');
  await expect.poll(async () => named(await events(), 'ended').length, { timeout: 15_000 }).toBe(1);

  // The viewer's like reaches the host.
  await openFeature(page.frameLocator('#player iframe'), 'Gostei');
  await expect.poll(async () => named(await events(), 'like').at(-1)?.data).toEqual({ curtir: 'S' });
  await screenshot(page, 'host-intranet');
  expect(pageErrors).toEqual([]);
});

test('a 401 asks the host for a new token once, then shows the catalogue error', async ({ page, stack, faults }) => {
  faults.arm('player', { status: 401, body: { message: 'expired' } });
  await page.goto(`${stack.host.url}/intranet.html`);
  await expect(page.locator('body[data-player-ready]')).toBeAttached({ timeout: 20_000 });
  await expect(page.locator('#log li').filter({ hasText: 'getToken' })).toHaveCount(2);
  // 'ready' comes before the item now: wait until the retried call has loaded it before arming again.
  await expect(page.locator('#log li').filter({ hasText: 'loadedmetadata' })).toHaveCount(1, { timeout: 20_000 });

  faults.arm('player', { status: 401, body: { message: 'expired' } }, 2);
  await page.reload();
  await expect(page.frameLocator('#player iframe').getByText('Unauthorized')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('#log li').filter({ hasText: 'getToken' })).toHaveCount(2);
});

test('a download is announced to the verified host with the SPEC message', async ({ page, stack }) => {
  await page.goto(`${stack.host.url}/intranet.html`);
  await expect(page.locator('body[data-player-ready]')).toBeAttached({ timeout: 20_000 });
  const events = await recordEvents(page);
  await call(page, 'play');
  const widget = page.frameLocator('#player iframe');
  await openFeature(widget, 'Download');
  const downloaded = page.waitForEvent('download');
  await widget.getByRole('dialog', { name: 'Download' }).locator('button[data-quality="baixa"]').click();
  const download = await downloaded;
  await expect.poll(async () => named(await events(), 'download').length).toBe(1);
  const message = named(await events(), 'download')[0]?.data as Record<string, string>;
  expect(message).toMatchObject({ method: 'download', name: download.suggestedFilename(), id: 'seguranca-senhas' });
  expect(message['url']).toMatch(/\/files\/seguranca-senhas\/processado\.mp4\?t=/);
  expect(message['token']).toMatch(/^eyJ/);
});

test('autoplayblocked and error reach the host', async ({ page, stack }) => {
  await refuseSoundWithoutGesture(page);
  await page.goto(`${stack.host.url}/index.html`);
  await loadSdk(page);
  const embedAndListen = (query: string) =>
    page.evaluate(
      async ({ widget, query }) => {
        const w = window as unknown as {
          SpherePlayer: { embed: (el: HTMLElement, o: object) => Sdk['player'] };
          heard: unknown[];
        };
        const token = await (await fetch('/token?video=licao-fotossintese')).text();
        const box = document.createElement('div');
        document.body.append(box);
        const player = w.SpherePlayer.embed(box, { url: `${widget}/player?${query}`, getToken: async () => token });
        w.heard = [];
        for (const name of ['autoplayblocked', 'error']) player.on(name, (data) => w.heard.push({ name, data }));
      },
      { widget: stack.widget.url, query },
    );
  const heard = () => page.evaluate(() => (window as unknown as { heard: unknown[] }).heard);

  await embedAndListen('autoplay=1');
  await expect.poll(heard, { timeout: 20_000 }).toEqual([{ name: 'autoplayblocked', data: { muted: true } }]);

  await page.route(/\/hls\/master\.m3u8(\?|$)/, (route) => route.fulfill({ status: 404, body: 'gone' }));
  await embedAndListen('');
  await expect
    .poll(heard, { timeout: 20_000 })
    .toEqual([{ name: 'error', data: { code: 'playback', message: 'Não foi possível reproduzir este vídeo.' } }]);
});
