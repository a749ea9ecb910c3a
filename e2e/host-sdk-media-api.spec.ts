// Covers host SDK v2's media API against the real widget and reference API: text tracks and cues, chapters,
// qualities, loop, seeking, metadata, progress, buffering and loadVideo, and intranet.html's controls built
// from what the widget reports.
import { expect, test } from './fixtures.ts';
import { call, embed, heard } from './host-sdk-page.ts';

test('the media API: captions and cues, chapters, quality, loop, seeking, metadata and progress events', async ({
  page,
  stack,
}) => {
  await page.goto(`${stack.host.url}/index.html`);
  await embed(page, stack.widget.url, `token=${await stack.token('seguranca-senhas')}`);
  await expect.poll(() => heard(page, 'loadedmetadata'), { timeout: 20_000 }).toEqual([{ duration: expect.any(Number) }]);
  // The duration as it becomes known, never the 0 of the playlist still loading (which a host would take for live).
  const [{ duration }] = (await heard(page, 'loadedmetadata')) as [{ duration: number }];
  await expect.poll(() => heard(page, 'durationchange')).toEqual([{ duration }]);

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

test('on a live stream, seek answers where the player lands, within the window the stream keeps; no progress is sent', async ({
  page,
  stack,
}) => {
  await page.goto(`${stack.host.url}/index.html`);
  await embed(page, stack.widget.url, `token=${await stack.token('aula-ao-vivo')}`);
  const frame = page.frameLocator('iframe');
  await expect(frame.locator('.player-page .video-js')).toHaveCount(1, { timeout: 20_000 });
  expect(await call(page, 'play')).toMatchObject({ value: null });
  const video = frame.locator('video');
  const state = () =>
    video.evaluate((element: HTMLVideoElement) => ({
      time: element.currentTime,
      start: element.seekable.length ? element.seekable.start(0) : 0,
      end: element.seekable.length ? element.seekable.end(0) : 0,
    }));
  await expect.poll(async () => (await state()).time, { timeout: 20_000 }).toBeGreaterThan(0);
  expect(await call(page, 'getDuration')).toMatchObject({ value: 0 });
  // A second of playing told, and no learning progress: a live stream has no duration to watch a share of.
  await expect.poll(async () => (await heard(page, 'timeupdate')).length, { timeout: 10_000 }).toBeGreaterThan(4);
  expect(await heard(page, 'progress')).toEqual([]);
  expect(await call(page, 'pause')).toMatchObject({ value: null });
  const { value: edge } = (await call(page, 'seek', 99_999)) as { value: number };
  // Paused past the live edge: the answer is VHS's edge, where the player stays (the media element's own end is seconds
  // past it, and VHS moves a seek there back once it has begun: time for it to, had the answer been that end).
  expect(edge).toBeLessThan((await state()).end);
  await page.waitForTimeout(2_000);
  expect(Math.abs((await state()).time - edge)).toBeLessThan(0.5);
  // Before the window's start: the answer is its start (0 while the window has not slid yet), where the player is.
  const { value: landed } = (await call(page, 'seek', 0)) as { value: number };
  expect(landed).toBeGreaterThanOrEqual((await state()).start);
  await expect.poll(async () => Math.abs((await state()).time - landed)).toBeLessThan(0.5);
});
