// Covers a cmi5 lesson reloaded mid-way: the first page sent terminated as it went, and the one-time fetch URL gives
// the reloaded page no token, so nothing more can be recorded; the lesson plays on with its progress, and the learner
// is told, in their language, that what they watch now is not recorded and to open the lesson again from the course.
import { launchUrl, reported, stored, video } from './cmi5-lms.ts';
import { expect, screenshot, test } from './fixtures.ts';

test('a cmi5 lesson reloaded mid-way tells the learner that what they watch now is not recorded', async ({ page, stack }) => {
  test.slow();
  const { url, registration } = await launchUrl(stack, `cmi5-reload-${Date.now()}`);
  const logged = reported(page);
  await page.goto(`${url}&lang=es`);
  await expect.poll(async () => (await stored(stack, registration)).verbs, { timeout: 20_000 }).toEqual(['initialized']);
  await page.locator('.vjs-big-play-button').click();
  await expect.poll(() => video(page, 'return v.currentTime;'), { timeout: 15_000 }).toBeGreaterThan(3);

  await page.reload();
  await expect.poll(async () => (await stored(stack, registration)).verbs.at(-1), { timeout: 15_000 }).toBe('terminated');
  await expect(page.getByText('Esta clase se recargó o se reabrió desde el historial del navegador')).toBeVisible({
    timeout: 15_000,
  });
  await screenshot(page, 'cmi5-reload-notice');
  await expect
    .poll(() => logged.some((body) => body.includes('fetch URL answered error-code 1')), { timeout: 10_000 })
    .toBe(true);
  expect((await stored(stack, registration)).refused).toBe(0);
});
