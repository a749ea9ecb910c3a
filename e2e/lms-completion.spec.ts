// Covers the LMS example page on the SDK's learning events against the real widget and reference API:
// its bar shows the watched percentage (the union of ranges), a seek to the end does not complete the
// lesson, watching past the threshold does, once, and getProgress answers the same; the host hears the
// visit's xAPI Video Profile statements, every one valid.
import type { Page } from '@playwright/test';
import validation from 'xapi-validation';
import { VERBS } from '../src/player/xapi/video-statement.ts';
import { expect, screenshot, test } from './fixtures.ts';

/** xapi-validation is CommonJS: its function is the default export's default. */
const validate = ((validation as unknown as { default?: typeof validation }).default ?? validation) as (
  data: unknown,
) => unknown[];

interface Progress {
  watchedSeconds: number;
  duration: number;
  percent: number;
  ranges: [number, number][];
  threshold: number;
  completed: boolean;
  buffered: number;
}

type Host = {
  player: Record<string, (...args: unknown[]) => Promise<unknown>> & { on(e: string, cb: (d: unknown) => void): () => void };
  heard: { name: string; data: unknown }[];
};

const sdk = (page: Page, method: string, ...args: unknown[]) =>
  page.evaluate(({ method, args }) => (window as unknown as Host).player[method]!(...args), { method, args });
const heard = (page: Page, name: string) =>
  page.evaluate((name) => (window as unknown as Host).heard.filter((e) => e.name === name).map((e) => e.data), name);
const lastProgress = async (page: Page): Promise<Progress> => (await heard(page, 'progress')).at(-1) as Progress;

test('the LMS page shows the really watched share, a seek to the end does not complete, watching past the threshold does once', async ({
  page,
  stack,
  pageErrors,
}) => {
  // Senhas fortes: 29 s, its catalog threshold is 80 %.
  await page.goto(`${stack.host.url}/lms.html?video=seguranca-senhas`);
  await expect(page.locator('body[data-player-ready]')).toBeAttached({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Segurança · Senhas fortes');
  await page.evaluate(() => {
    const w = window as unknown as Host;
    w.heard = [];
    for (const name of ['progress', 'completed', 'xapi']) w.player.on(name, (data) => w.heard.push({ name, data }));
  });
  await page.frameLocator('#sphere').locator('.vjs-big-play-button').click();
  await expect.poll(async () => (await lastProgress(page))?.watchedSeconds ?? 0, { timeout: 15_000 }).toBeGreaterThan(4);
  await sdk(page, 'pause');

  // The bar is the watched share, as getProgress answers it.
  const paused = (await sdk(page, 'getProgress')) as Progress;
  expect(paused).toMatchObject({ threshold: 80, completed: false, duration: expect.closeTo(29.3, 0) });
  expect(paused.percent).toBeCloseTo((paused.watchedSeconds / paused.duration) * 100, 0);
  await expect(page.locator('#progress')).toHaveAttribute('value', String(Math.floor(paused.percent)));
  await expect(page.locator('#watched')).toHaveText(`${Math.floor(paused.percent)}% assistido`);
  const watchedUntil = paused.ranges.at(-1)?.[1] ?? 0;

  // A seek to the end and playing out the last second: ended, and not complete.
  await sdk(page, 'seek', 28);
  await sdk(page, 'play');
  await expect.poll(() => sdk(page, 'getEnded'), { timeout: 15_000 }).toBe(true);
  const atEnd = (await sdk(page, 'getProgress')) as Progress;
  expect(atEnd.completed).toBe(false);
  expect(atEnd.percent).toBeLessThan(paused.percent + 6);
  expect(atEnd.ranges.length).toBe(2);
  await expect(page.locator('#status')).toHaveText('Aula não concluída.');
  expect(Number(await page.locator('#progress').getAttribute('value'))).toBeLessThan(40);
  expect(await heard(page, 'completed')).toEqual([]);

  // Back to where watching stopped, at 2×, until the union reaches 80 %.
  await sdk(page, 'seek', watchedUntil);
  await sdk(page, 'setPlaybackRate', 2);
  await sdk(page, 'play');
  await expect(page.locator('#status')).toHaveText('Aula concluída ✓', { timeout: 20_000 });
  const completed = (await heard(page, 'completed')) as { percent: number }[];
  expect(completed).toHaveLength(1);
  expect(completed[0]?.percent).toBeGreaterThanOrEqual(80);
  expect(Number(await page.locator('#progress').getAttribute('value'))).toBeGreaterThanOrEqual(80);
  await screenshot(page, 'host-lms');

  // A replay from the start plays on without a second completion.
  await sdk(page, 'seek', 0);
  await sdk(page, 'play');
  await expect.poll(() => sdk(page, 'getCurrentTime'), { timeout: 15_000 }).toBeGreaterThan(4);
  await sdk(page, 'pause');
  expect(((await sdk(page, 'getProgress')) as Progress).completed).toBe(true);
  expect(await heard(page, 'completed')).toHaveLength(1);

  // The statements the host heard: the visit's steps, each a valid xAPI statement.
  const statements = ((await heard(page, 'xapi')) as { statement: { verb: { id: string } } }[]).map((event) => event.statement);
  const verbs = statements.map((statement) => Object.entries(VERBS).find(([, id]) => id === statement.verb.id)?.[0]);
  expect(verbs[0]).toBe('initialized');
  expect(verbs).toEqual(expect.arrayContaining(['played', 'paused', 'seeked', 'interacted', 'completed']));
  expect(verbs.filter((verb) => verb === 'completed')).toHaveLength(1);
  for (const statement of statements) expect(validate(statement)).toEqual([]);
  // The Video Profile's rules: session-id is initialized's id; the parts played go in the order played (the
  // replay from the start comes last) with the times the statement gives.
  const ext = (statement: unknown, where: 'result' | 'context', name: string): unknown =>
    (statement as Record<string, { extensions?: Record<string, unknown> }>)[where]?.extensions?.[
      `https://w3id.org/xapi/video/extensions/${name}`
    ];
  const initialized = statements[0] as unknown as { id: string };
  for (const statement of statements) expect(ext(statement, 'context', 'session-id')).toBe(initialized.id);
  const lastPaused = statements.filter((statement) => statement.verb.id === VERBS.paused).at(-1);
  const parts = String(ext(lastPaused, 'result', 'played-segments'))
    .split('[,]')
    .map((part) => part.split('[.]').map(Number) as [number, number]);
  expect(parts.length).toBeGreaterThanOrEqual(3);
  // The replay's seek to 0 is where it starts, though the page hears its seeked after playback moved on.
  expect(parts.at(-1)?.[0]).toBe(0);
  expect(parts.at(-1)?.[1]).toBe(ext(lastPaused, 'result', 'time'));
  expect(parts.some(([start], index) => index > 0 && start < (parts[index - 1]?.[0] ?? 0))).toBe(true);
  expect(pageErrors).toEqual([]);
});

test('playback-rate changes, audio mode and a rendition switch keep one continuous watched range', async ({ page, stack }) => {
  await page.goto(`${stack.host.url}/lms.html?video=licao-fotossintese`);
  await expect(page.locator('body[data-player-ready]')).toBeAttached({ timeout: 20_000 });
  await page.evaluate(() => {
    const w = window as unknown as Host;
    w.heard = [];
    w.player.on('xapi', (data) => w.heard.push({ name: 'xapi', data }));
  });
  await page.frameLocator('#sphere').locator('.vjs-big-play-button').click();
  const at = async (): Promise<number> => (await sdk(page, 'getCurrentTime')) as number;
  await expect.poll(at, { timeout: 15_000 }).toBeGreaterThan(2);
  await sdk(page, 'setPlaybackRate', 2);
  await expect.poll(at).toBeGreaterThan(5);
  const qualities = (await sdk(page, 'getQualities')) as { id: string }[];
  await sdk(page, 'setQuality', qualities.at(-1)!.id);
  await expect.poll(at).toBeGreaterThan(8);
  await sdk(page, 'setAudioMode', true);
  await expect.poll(at, { timeout: 15_000 }).toBeGreaterThan(12);
  await sdk(page, 'setAudioMode', false);
  await expect.poll(at, { timeout: 15_000 }).toBeGreaterThan(16);
  await sdk(page, 'pause');
  const progress = (await sdk(page, 'getProgress')) as Progress;
  expect(progress.ranges).toHaveLength(1);
  expect(progress.ranges[0]?.[0]).toBe(0);
  expect(progress.watchedSeconds).toBeCloseTo(await at(), 0);
  // The source switches are no viewer's seeks: no seeked statement, and the parts played follow on.
  const statements = (
    (await heard(page, 'xapi')) as { statement: { verb: { id: string }; result?: { extensions?: Record<string, unknown> } } }[]
  ).map((event) => event.statement);
  expect(statements.filter((statement) => statement.verb.id === VERBS.seeked)).toEqual([]);
  const segments = String(
    statements.filter((statement) => statement.verb.id === VERBS.paused).at(-1)?.result?.extensions?.[
      'https://w3id.org/xapi/video/extensions/played-segments'
    ],
  )
    .split('[,]')
    .map((part) => part.split('[.]').map(Number) as [number, number]);
  // Each part starts where the one before ended, but for the last timeupdate's lag before a switch (≤ 250 ms at 2×).
  expect(segments[0]?.[0]).toBeLessThan(0.5);
  for (let index = 1; index < segments.length; index++)
    expect(Math.abs(segments[index]![0] - segments[index - 1]![1])).toBeLessThan(1);
});
