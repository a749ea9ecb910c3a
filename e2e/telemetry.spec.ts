// Covers telemetry against the reference API's local RUM intake: batches arrive after the first frame
// with the usage actions and the seed's fields, and no batch, request URL or body anywhere carries the
// token, a signed media URL's signature or the viewer's id; without ANALYTICS_KEY no RUM code loads and
// nothing is sent; the web-analytics script appears only with its id, with page views off.
import type { Page, Request } from '@playwright/test';
import type { Stack } from '../examples/servers/stack.ts';
import { clickPlay, currentTime, expect, openPlayer, pressLike, test } from './fixtures.ts';

interface Batch {
  forward: string;
  raw: string;
  events: { type?: string; action?: { type?: string; target?: { name?: string } }; context?: Record<string, unknown> }[];
}

/** Turns RUM on, pointed at the reference API's local intake. */
const withTelemetry = (stack: Stack): void =>
  stack.widget.setConfig(
    stack.widgetConfig({
      ANALYTICS_KEY: 'pub-local-token',
      DATADOG_APPLICATION_ID: 'sphere-e2e',
      DATADOG_PROXY: `${stack.api.url}/rum`,
    }),
  );

const batches = async (apiUrl: string): Promise<Batch[]> => (await (await fetch(`${apiUrl}/rum/batches`)).json()) as Batch[];
const customActions = (list: Batch[]) =>
  list.flatMap((batch) => batch.events).filter((event) => event.type === 'action' && event.action?.type === 'custom');

/** Every request the page makes, with its body, to check that the token never leaves in telemetry. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

test('RUM batches reach the intake with the usage actions, and neither the token nor a media signature leaves', async ({
  page,
  stack,
}) => {
  test.setTimeout(90_000);
  withTelemetry(stack);
  const token = await stack.token('licao-fotossintese', '1h', 'aluno-telemetria');
  const requests = recordRequests(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await openPlayer(page, `${stack.widget.url}/player?token=${token}`);
  await clickPlay(page);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(1);
  await page.keyboard.press('>');
  await page.keyboard.press('5');
  await expect.poll(() => currentTime(page)).toBeGreaterThan(38);
  await page.keyboard.press('k');
  // The like is told to telemetry once the API has stored it: wait for that answer before leaving.
  await (await pressLike(page, /^Gostei$/)).finished();
  // RUM sends on page hide: leave the page.
  await page.goto('about:blank');
  const actionNames = async (): Promise<(string | undefined)[]> =>
    customActions(await batches(stack.api.url)).map((action) => action.action?.target?.name);
  await expect
    .poll(actionNames, { timeout: 30_000 })
    .toEqual(expect.arrayContaining(['load', 'play', 'rate', 'seek', 'pause', 'like']));
  const actions = customActions(await batches(stack.api.url));
  const seek = actions.find((action) => action.action?.target?.name === 'seek')?.context ?? {};
  expect(seek).toMatchObject({
    Indicador: 'seek',
    video: 'licao-fotossintese',
    nomeRoteiro: expect.any(String),
    deviceType: 'web',
  });
  expect(seek['saltouate']).toBeGreaterThanOrEqual(36);
  expect(typeof seek['saltoude']).toBe('number');
  const load = actions.find((action) => action.action?.target?.name === 'load')?.context ?? {};
  expect(load['tempocarga']).toBeGreaterThan(0);
  expect(actions.find((action) => action.action?.target?.name === 'rate')?.context?.['velocidade']).toBe(1.25);

  // No batch and no telemetry request carries the token, or anything JWT-shaped.
  const everything = (await batches(stack.api.url)).map((batch) => batch.raw + batch.forward).join('\n');
  expect(everything).not.toContain(token);
  expect(everything).not.toMatch(/eyJ[\w-]{4,}\.[\w-]{4,}\./);
  // Nor a signed media URL's signature, nor the viewer's id (the batches do name the media files they fetched).
  expect(everything).toMatch(/seg_\d+\.ts/);
  expect(everything).not.toMatch(/[?&]sig=(?!\[redacted\])/);
  expect(everything).not.toContain('aluno-telemetria');
  for (const request of requests.filter((r) => r.url().includes('/rum'))) {
    expect(request.url()).not.toContain(token);
    expect(request.postData() ?? '').not.toContain(token);
  }
});

test('without ANALYTICS_KEY no RUM code loads and nothing is sent', async ({ page, stack }) => {
  const requests = recordRequests(page);
  await openPlayer(page, await stack.playerUrl());
  await clickPlay(page);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(1);
  // No script the page loaded holds the RUM SDK (its code names sessionReplaySampleRate).
  const scripts = requests.filter((request) => request.resourceType() === 'script');
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    const body = (await (await script.response())?.text()) ?? '';
    expect(body.includes('sessionReplaySampleRate'), script.url()).toBe(false);
  }
  await page.goto('about:blank');
  expect(requests.filter((request) => /datadog|\/rum|browser-intake/i.test(request.url()))).toEqual([]);
});

test('the web-analytics script appears only with its id, with page views off', async ({ page, stack }) => {
  await page.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  await openPlayer(page, await stack.playerUrl());
  await expect(page.locator('script[data-web-analytics]')).toHaveCount(0);

  stack.widget.setConfig(stack.widgetConfig({ WEB_ANALYTICS_ID: 'G-SPHERE123' }));
  await openPlayer(page, await stack.playerUrl());
  await expect(page.locator('script[data-web-analytics="G-SPHERE123"]')).toHaveAttribute(
    'src',
    'https://www.googletagmanager.com/gtag/js?id=G-SPHERE123',
  );
  const config = await page.evaluate(() =>
    ((window as unknown as { dataLayer: unknown[][] }).dataLayer ?? []).find((entry) => entry[0] === 'config'),
  );
  expect(config).toEqual(['config', 'G-SPHERE123', { send_page_view: false }]);
});

// Chromium here denies a third-party frame both local storage and unpartitioned cookies, and the partitioned
// session cookie needs HTTPS, which the local stack does not serve: over http each load is a session of its
// own. What this checks is that RUM runs (and sends) from the third-party frame.
test('inside a third-party iframe RUM runs and sends its batches', async ({ page, stack }) => {
  test.setTimeout(90_000);
  withTelemetry(stack);
  const sessions = async (): Promise<string[]> => {
    const all = (await batches(stack.api.url)).flatMap((batch) => batch.events) as { session?: { id?: string } }[];
    return [...new Set(all.map((event) => event.session?.id).filter((id): id is string => Boolean(id)))];
  };
  const before = await sessions();
  for (let visit = 0; visit < 2; visit++) {
    // The widget runs in an iframe of another site (localhost vs 127.0.0.1), where cookies may be refused.
    await page.goto(`${stack.host.url}/intranet.html`);
    await expect(page.locator('body[data-player-ready]')).toBeAttached({ timeout: 20_000 });
    await page.evaluate(() => (window as unknown as { player: { play(): Promise<void> } }).player.play());
    await page.waitForTimeout(2_000);
    await page.goto('about:blank');
  }
  await expect
    .poll(async () => (await sessions()).filter((id) => !before.includes(id)).length, { timeout: 30_000 })
    .toBeGreaterThanOrEqual(1);
});

test('RUM code that a blocker or the network stops costs only the telemetry: the video plays, nothing is left unhandled', async ({
  page,
  stack,
}) => {
  withTelemetry(stack);
  let blocked = 0;
  // The RUM SDK's chunk (its code names sessionReplaySampleRate), as a content blocker would stop it.
  await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
    blocked += 1;
    await route.abort('blockedbyclient');
  });
  await openPlayer(page, await stack.playerUrl());
  await clickPlay(page);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(1);
  await expect.poll(() => blocked).toBeGreaterThan(0);
  // No failure shown: neither boot's nor the player's (the live regions themselves are always there).
  await expect(page.locator('#boot-failure')).toHaveCount(0);
  await expect(page.getByTestId('player-error-message')).toHaveCount(0);
});
