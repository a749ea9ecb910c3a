// Covers the host SDK's loadVideo made in audio mode: the next lesson stays in audio mode, on its own audio-only
// source from the start where it has one (its MP3), as a viewer who left audio mode on starts; never its video, whose
// segments would come for nothing (before, it started on the video and switched at its metadata); a lesson without an
// MP3 plays its own HLS audio rendition, never the one before's. Each from its own saved view; the first's saved.
import type { Page } from '@playwright/test';
import { call, embed } from './host-sdk-page.ts';
import { expect, test } from './fixtures.ts';
import { saveEarlierView, savedView } from './saved-view.ts';

const currentTime = async (page: Page): Promise<number> => (await call(page, 'getCurrentTime')).value as number;
const source = (page: Page) =>
  page
    .frameLocator('iframe')
    .locator('video')
    .evaluate((video: HTMLVideoElement) => video.currentSrc);
/** A video segment of a lesson (its renditions: 240p, 480p, 720p), not its audio rendition's. */
const videoSegment = (lesson: string) => new RegExp(`/${lesson}/hls/\\d+p/seg_\\d+\\.ts`);

/** Plays `lesson` in the host page and turns audio mode on; the other lesson was left at 12 s on another day. */
async function listenTo(page: Page, stack: Parameters<typeof saveEarlierView>[0], lesson: string, next: string) {
  const first = await stack.token(lesson, '2h', 'aluna-ouvinte');
  const second = await stack.token(next, '2h', 'aluna-ouvinte');
  await saveEarlierView(stack, second, { posicao: 12, duracao: 29.3, intervalos: [[0, 12]] });
  await page.goto(`${stack.host.url}/index.html`);
  await embed(page, stack.widget.url, `token=${first}`);
  expect(await call(page, 'play')).toMatchObject({ value: null });
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(1);
  expect(await call(page, 'setAudioMode', true)).toMatchObject({ value: true });
  await expect(page.frameLocator('iframe').locator('.video-js')).toHaveClass(/vjs-audio-only-mode/);
  await page.waitForTimeout(1_000);
  return { first, second };
}

test('loadVideo in audio mode: the next lesson starts on its MP3, never loading its video, from its own view', async ({
  page,
  stack,
  context,
}) => {
  test.setTimeout(60_000);
  const requested: string[] = [];
  context.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const { first } = await listenTo(page, stack, 'seguranca-senhas', 'licao-fotossintese');
  await expect.poll(() => source(page)).toMatch(/^blob:/);
  const listened = await currentTime(page);
  const next = await stack.token('licao-fotossintese', '2h', 'aluna-ouvinte');
  await saveEarlierView(stack, next, { posicao: 20, duracao: 75, intervalos: [[0, 20]] });

  expect(await call(page, 'loadVideo', next)).toMatchObject({ value: null });
  expect(await call(page, 'play')).toMatchObject({ value: null });
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(20.3);
  expect(await source(page)).toMatch(/\/licao-fotossintese\/audio\.mp3\?/);
  expect(requested.filter((path) => videoSegment('licao-fotossintese').test(path))).toEqual([]);
  expect(await call(page, 'getAudioMode')).toMatchObject({ value: true });
  const frame = page.frameLocator('iframe');
  await expect(frame.locator('video')).toHaveCount(1);
  await expect(frame.locator('.video-js')).toHaveClass(/vjs-audio-only-mode/);
  // The bar's toggle (in the overflow menu at this width) says so too.
  await expect(frame.getByRole('button', { name: 'Audio Player', includeHidden: true }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect((await savedView(stack, first))?.posicao).toBeGreaterThan(listened - 0.2);
});

test('loadVideo in audio mode to a lesson without an MP3: its own HLS audio rendition plays, not the MP3 before', async ({
  page,
  stack,
}) => {
  test.setTimeout(60_000);
  const { second } = await listenTo(page, stack, 'licao-fotossintese', 'seguranca-senhas');
  await expect.poll(() => source(page)).toMatch(/\/licao-fotossintese\/audio\.mp3\?/);

  expect(await call(page, 'loadVideo', second)).toMatchObject({ value: null });
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(11.9);
  expect(await call(page, 'play')).toMatchObject({ value: null });
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(12.3);
  expect(await source(page)).toMatch(/^blob:/);
  const frame = page.frameLocator('iframe');
  await expect(frame.locator('.video-js')).toHaveClass(/vjs-audio-only-mode/);
  expect(await call(page, 'getAudioMode')).toMatchObject({ value: true });
  expect(await call(page, 'getQuality')).toMatchObject({ value: { label: expect.not.stringMatching(/^\d+p$/) } });
});

test('in audio mode, a play() right after loadVideo to a lesson without an MP3 resolves: the switch to its audio carries it', async ({
  page,
  stack,
}) => {
  test.setTimeout(60_000);
  const { second } = await listenTo(page, stack, 'licao-fotossintese', 'seguranca-senhas');
  expect(await call(page, 'pause')).toMatchObject({ value: null });
  expect(await call(page, 'loadVideo', second)).toMatchObject({ value: null });
  // Asked before the next lesson's metadata, which turns its video into its audio rendition (a new load).
  expect(await call(page, 'play')).toMatchObject({ value: null });
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(12.3);
  expect(await call(page, 'getPaused')).toMatchObject({ value: false });
  await expect(page.frameLocator('iframe').locator('.video-js')).toHaveClass(/vjs-audio-only-mode/);
});
