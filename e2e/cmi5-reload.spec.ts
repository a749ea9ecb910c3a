// Covers a cmi5 lesson reloaded mid-way: the first page sent terminated as it went, and the one-time fetch URL gives
// the reloaded page no token, so nothing more can be recorded; the lesson plays on with its progress, and the learner
// is told, in their language, that what they watch now is not recorded and to open the lesson again from the course
// (announced by the polite live region, axe clean).
import { launchUrl, reported, stored, video } from './cmi5-lms.ts';
import { recordAnnouncements } from './announcements.ts';
import { axeViolations, expect, screenshot, test } from './fixtures.ts';

const SESSION_OVER_ES =
  'Esta clase se recargó o se reabrió desde el historial del navegador: lo que veas ahora no quedará registrado en el curso. Para registrarlo, abre la clase de nuevo desde el curso.';

test('a cmi5 lesson reloaded mid-way tells the learner that what they watch now is not recorded', async ({ page, stack }) => {
  test.slow();
  const { url, registration } = await launchUrl(stack, `cmi5-reload-${Date.now()}`);
  const logged = reported(page);
  await page.goto(`${url}&lang=es`);
  await expect.poll(async () => (await stored(stack, registration)).verbs, { timeout: 20_000 }).toEqual(['initialized']);
  await page.locator('.vjs-big-play-button').click();
  await expect.poll(() => video(page, 'return v.currentTime;'), { timeout: 15_000 }).toBeGreaterThan(3);

  const announced = await recordAnnouncements(page);
  await page.reload();
  await expect.poll(async () => (await stored(stack, registration)).verbs.at(-1), { timeout: 15_000 }).toBe('terminated');
  await expect(page.getByText(SESSION_OVER_ES)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: SESSION_OVER_ES })).toHaveCount(1);
  expect((await announced()).join(' | ')).toContain(SESSION_OVER_ES);
  await screenshot(page, 'cmi5-reload-notice');
  expect(await axeViolations(page), 'the notice over the reloaded lesson').toEqual([]);
  await expect
    .poll(() => logged.some((body) => body.includes('fetch URL answered error-code 1')), { timeout: 10_000 })
    .toBe(true);
  expect((await stored(stack, registration)).refused).toBe(0);
});
