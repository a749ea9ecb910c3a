// Covers the learner's cmi5 preferences (the LMS's cmi5LearnerPreferences agent profile, read from the reference
// LRS): audioPreference 'off' starts the lesson muted (an autoplaying one too) and 'on' with sound, over what the
// widget had stored; and a profile that never comes holds neither the session nor playback back.
import { holdLaunch, launchUrl, stored } from './cmi5-lms.ts';
import { expect, test } from './fixtures.ts';

const muted = (page: import('@playwright/test').Page) => page.locator('video').evaluate((video: HTMLVideoElement) => video.muted);

test('audioPreference off starts the lesson muted, and the viewer can turn the sound on', async ({ page, stack }) => {
  const { url, registration } = await launchUrl(stack, `cmi5-mudo-${Date.now()}`, {
    learnerPreferences: { languagePreference: 'pt-BR', audioPreference: 'off' },
  });
  await page.goto(url);
  await expect.poll(async () => (await stored(stack, registration)).verbs, { timeout: 20_000 }).toEqual(['initialized']);
  await expect.poll(() => muted(page)).toBe(true);
  await page.locator('.vjs-big-play-button').click();
  await expect(page.getByRole('button', { name: 'Ativar o som' })).toBeVisible();
  await page.getByRole('button', { name: 'Ativar o som' }).click();
  await expect.poll(() => muted(page)).toBe(false);
});

test('audioPreference off mutes an autoplaying lesson too (it comes after playback started)', async ({ page, stack }) => {
  const { url, registration } = await launchUrl(stack, `cmi5-mudo-auto-${Date.now()}`, {
    learnerPreferences: { audioPreference: 'off' },
  });
  // The launch, and so the profile, is held until the lesson plays with sound.
  const launch = await holdLaunch(page);
  await page.goto(`${url}&autoplay=1`);
  await expect
    .poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => !video.paused && video.currentTime > 0), {
      timeout: 20_000,
    })
    .toBe(true);
  expect(await muted(page), 'the autoplay started with sound').toBe(false);
  expect(launch.profileAsked()).toBe(false);
  launch.release();
  // It plays at once: 'played' may follow initialized before the first look.
  await expect.poll(async () => (await stored(stack, registration)).verbs[0], { timeout: 20_000 }).toBe('initialized');
  await expect.poll(() => muted(page)).toBe(true);
  expect(launch.profileAsked()).toBe(true);
  expect(await page.locator('video').evaluate((video: HTMLVideoElement) => video.paused), 'muting does not pause').toBe(false);
});

test('audioPreference on starts the lesson with sound, over a mute the widget had stored', async ({ page, stack }) => {
  // A first lesson, muted by the viewer: the widget remembers it.
  const first = await launchUrl(stack, `cmi5-som-${Date.now()}`);
  await page.goto(first.url);
  await expect(page.locator('.vjs-big-play-button')).toBeVisible({ timeout: 20_000 });
  await page.locator('video').evaluate((video: HTMLVideoElement) => (video.muted = true));
  await page.locator('.vjs-big-play-button').click();
  await page.locator('video').evaluate((video: HTMLVideoElement) => video.pause());
  // Remembered: a lesson whose learner has no audioPreference starts muted.
  await page.goto((await launchUrl(stack, `cmi5-som-1-${Date.now()}`)).url);
  await expect(page.locator('.vjs-big-play-button')).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => muted(page)).toBe(true);

  const { url, registration } = await launchUrl(stack, `cmi5-som-2-${Date.now()}`, {
    learnerPreferences: { audioPreference: 'on' },
  });
  await page.goto(url);
  await expect.poll(async () => (await stored(stack, registration)).verbs, { timeout: 20_000 }).toEqual(['initialized']);
  await expect.poll(() => muted(page)).toBe(false);
});

test('a preferences profile that never comes holds neither the session nor playback back', async ({ page, stack }) => {
  await page.route('**/lrs/agents/profile*', () => undefined);
  const { url, registration } = await launchUrl(stack, `cmi5-sem-perfil-${Date.now()}`, {
    learnerPreferences: { audioPreference: 'off' },
  });
  await page.goto(url);
  // initialized comes although the profile never does (it is read beside initialized, never before it).
  await expect.poll(async () => (await stored(stack, registration)).verbs, { timeout: 20_000 }).toEqual(['initialized']);
  await page.locator('.vjs-big-play-button').click();
  await expect.poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime)).toBeGreaterThan(1);
  expect(await muted(page)).toBe(false);
});
