// Covers the learner's cmi5 languagePreference (the LMS's cmi5LearnerPreferences profile, from the reference LRS) used
// for the content, on the lesson with alternate audio (the test master) and captions in Portuguese and English: the
// first rendition in the learner's languages plays in place of the master's default, before any audio segment when
// the profile is in first and during playback when it comes late, and is not remembered as the viewer's choice;
// captions stay off until the viewer turns them on, then show in the learner's language; a captions language the
// viewer remembered from an earlier video wins over the learner's, and is never replaced by it.
import type { Page } from '@playwright/test';
import { recordAudioRequests, serveAudioMaster } from './audio-master.ts';
import { fetchRoute } from './route-fetch.ts';
import { holdLaunch, launchUrl, reported, stored } from './cmi5-lms.ts';
import { clickPlay, currentTime, expect, openPlayer, readStored, test } from './fixtures.ts';

const LESSON = 'licao-fotossintese';

/** Serves the real item with a second captions track, in English (the same cues: only its language counts here). */
async function serveEnglishCaptions(page: Page): Promise<void> {
  await page.route(/\/api\/player\?/, async (route) => {
    const response = await fetchRoute(route);
    const body = (await response.json()) as { Item: { legendas: { srclang: string; label: string }[] } };
    const [portuguese] = body.Item.legendas;
    if (portuguese) body.Item.legendas.push({ ...portuguese, srclang: 'en', label: 'English' });
    await route.fulfill({ response, json: body });
  });
}

interface ContentState {
  /** The label of the enabled audio rendition, and the one VHS plays. */
  audio: string | null;
  vhsAudio: string | null;
  /** The language of the captions shown, or null. */
  captions: string | null;
}

/** The rendition playing and the captions shown. */
const contentState = (page: Page): Promise<ContentState> =>
  page.locator('.player-page .video-js').evaluate((element) => {
    interface Player {
      audioTracks(): ArrayLike<{ label: string; enabled: boolean }>;
      textTracks(): ArrayLike<TextTrack>;
      tech(safety: boolean): {
        vhs?: { playlistController_: { mediaTypes_: { AUDIO: { activeTrack(): { id: string } | null } } } };
      };
    }
    const player = (element as HTMLElement & { player: Player }).player;
    const captions = Array.from(player.textTracks()).filter((track) => track.kind === 'captions');
    return {
      audio: Array.from(player.audioTracks()).find((track) => track.enabled)?.label ?? null,
      vhsAudio: player.tech(true).vhs?.playlistController_.mediaTypes_.AUDIO.activeTrack()?.id ?? null,
      captions: captions.find((track) => track.mode === 'showing')?.language ?? null,
    };
  });

/** The viewer's stored preferences ({} when none). */
const preferences = async (page: Page): Promise<{ captions?: string | null; audioTrack?: unknown }> => {
  const value = JSON.parse(await readStored(page, 'sphere_preferences')) as unknown;
  return Array.isArray(value) ? {} : (value as { captions?: string | null; audioTrack?: unknown });
};

/**
 * The page's errors but the 404s Chromium logs (without their URL) for the note of an earlier completion, which
 * a first session has not written (services/cmi5-completed-note.ts); any other 404 is listed as its URL.
 */
function unexpectedErrors(page: Page, pageErrors: string[]): () => string[] {
  const notFound: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404 && !response.url().includes('/lrs/activities/state?')) notFound.push(`404: ${response.url()}`);
  });
  const logged404 = 'console: Failed to load resource: the server responded with a status of 404 (Not Found)';
  return () => [...pageErrors.filter((error) => error !== logged404), ...notFound];
}

/**
 * Whether the widget reported that it gave up waiting for the profile or for the launch (English would then never
 * come), in what it sent to playerlogerror.
 */
const gaveUpWaiting = (reports: string[]): boolean =>
  reports.some((report) => report.includes('learner preferences not read') || report.includes('launch not done'));

/** The viewer presses C on the player (captions on or off). */
async function pressC(page: Page): Promise<void> {
  await page.locator('.video-js').focus();
  await page.keyboard.press('c');
}

test('known before the master, the learner’s languages start it on their rendition before any audio segment; captions stay off, and C shows them in the learner’s language', async ({
  page,
  stack,
  pageErrors,
}) => {
  const errors = unexpectedErrors(page, pageErrors);
  await serveAudioMaster(page);
  await serveEnglishCaptions(page);
  // The master waits for the learner's profile, so the languages are known when VHS lists the renditions.
  const profileRead = page.waitForResponse((response) => response.url().includes('/lrs/agents/profile'), { timeout: 20_000 });
  await page.route('**/media/licao-fotossintese/hls/master.m3u8?*', async (route) => {
    await profileRead.catch(() => undefined);
    await route.fallback();
  });
  // The player's own: boot's prefetch preloads the default's first segment before any profile can be known.
  const audio = recordAudioRequests(page, { playerOnly: true });
  const { url, registration } = await launchUrl(
    stack,
    `cmi5-idiomas-${Date.now()}`,
    { learnerPreferences: { languagePreference: 'fr-FR, en-US, pt-BR' } },
    LESSON,
  );
  await openPlayer(page, url);
  await expect.poll(async () => (await stored(stack, registration)).verbs, { timeout: 20_000 }).toEqual(['initialized']);
  await expect.poll(() => contentState(page)).toEqual({ audio: 'English', vhsAudio: 'English', captions: null });

  await clickPlay(page);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(0.5);
  expect(audio, 'English’s playlist is loaded').toContain('playlist:en');
  expect(audio.indexOf('segment'), 'the player asks for no audio segment before English’s playlist').toBeGreaterThan(
    audio.indexOf('playlist:en'),
  );
  await pressC(page);
  await expect.poll(() => contentState(page)).toMatchObject({ audio: 'English', captions: 'en' });
  // The viewer turned captions on (remembered); the rendition is the learner's, not remembered as the viewer's.
  await expect.poll(() => preferences(page)).toMatchObject({ captions: 'en' });
  expect((await preferences(page)).audioTrack).toBeUndefined();
  expect(errors()).toEqual([]);
});

test('coming after playback started, the learner’s languages still switch the rendition, and playback goes on', async ({
  page,
  stack,
  pageErrors,
}) => {
  const errors = unexpectedErrors(page, pageErrors);
  const reports = reported(page);
  await serveAudioMaster(page);
  await serveEnglishCaptions(page);
  // The media's first 'playing' (heard in the capture phase, media events do not bubble) releases the profile.
  let playing: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (playing = resolve));
  await page.exposeFunction('e2eMediaPlaying', () => playing());
  await page.addInitScript(() =>
    document.addEventListener('playing', () => void (window as unknown as { e2eMediaPlaying(): void }).e2eMediaPlaying(), {
      capture: true,
      once: true,
    }),
  );
  const launch = await holdLaunch(page);
  const { url } = await launchUrl(
    stack,
    `cmi5-idiomas-tarde-${Date.now()}`,
    { learnerPreferences: { languagePreference: 'en' } },
    LESSON,
  );
  await page.goto(`${url}&autoplay=1`);
  await started;
  expect(await contentState(page)).toEqual({ audio: 'Português', vhsAudio: 'Português', captions: null });
  expect(launch.profileAsked(), 'the profile is asked for only once the launch is released').toBe(false);
  launch.release();
  // English, or the widget's word that it had given up.
  await expect
    .poll(async () => gaveUpWaiting(reports) || (await contentState(page)).audio === 'English', { timeout: 20_000 })
    .toBe(true);
  expect(gaveUpWaiting(reports), 'the launch and the profile came within the widget’s waits for them').toBe(false);
  expect(launch.profileAsked()).toBe(true);
  await expect.poll(() => contentState(page)).toEqual({ audio: 'English', vhsAudio: 'English', captions: null });
  const from = await currentTime(page);
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(from + 1);
  expect((await preferences(page)).audioTrack).toBeUndefined();
  expect(errors()).toEqual([]);
});

test('a captions language the viewer remembered from an earlier video wins over the learner’s', async ({
  page,
  stack,
  pageErrors,
}) => {
  const errors = unexpectedErrors(page, pageErrors);
  const reports = reported(page);
  // The master's renditions: English audio coming in says the widget has applied the learner's languages.
  await serveAudioMaster(page);
  await serveEnglishCaptions(page);
  // An earlier video: the viewer turns captions on, in Portuguese (the item's first; no learner's languages here).
  await openPlayer(page, await stack.playerUrl(LESSON));
  await clickPlay(page);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(0.3);
  await pressC(page);
  await expect.poll(() => preferences(page)).toMatchObject({ captions: 'pt' });

  const { url, registration } = await launchUrl(
    stack,
    `cmi5-idiomas-lembrado-${Date.now()}`,
    { learnerPreferences: { languagePreference: 'en-US' } },
    LESSON,
  );
  // The launch, and so the profile, waits until every captions change on the new player is recorded.
  const launch = await holdLaunch(page);
  await page.goto(url);
  await page.waitForFunction(() => (document.querySelector('.player-page .video-js') as { player?: unknown } | null)?.player);
  await page.locator('.player-page .video-js').evaluate((element) => {
    interface Player {
      textTracks(): ArrayLike<TextTrack> & EventTarget;
    }
    const tracks = (element as HTMLElement & { player: Player }).player.textTracks();
    const shown: (string | null)[] = [];
    Object.assign(window, { e2eCaptionsShown: shown });
    tracks.addEventListener('change', () =>
      shown.push(Array.from(tracks).find((track) => track.kind === 'captions' && track.mode === 'showing')?.language ?? null),
    );
  });
  launch.release();
  await expect.poll(async () => (await stored(stack, registration)).verbs, { timeout: 20_000 }).toEqual(['initialized']);
  // Both done: the remembered captions applied (on in Portuguese), and the learner's languages (English audio).
  await expect
    .poll(async () => gaveUpWaiting(reports) || (await contentState(page)).audio === 'English', { timeout: 20_000 })
    .toBe(true);
  expect(gaveUpWaiting(reports), 'the launch and the profile came within the widget’s waits for them').toBe(false);
  await expect.poll(() => contentState(page)).toMatchObject({ audio: 'English', captions: 'pt' });
  const shown = await page.evaluate(() => (window as unknown as { e2eCaptionsShown: (string | null)[] }).e2eCaptionsShown);
  expect(shown, 'English captions were never shown').not.toContain('en');
  expect(errors()).toEqual([]);
});
