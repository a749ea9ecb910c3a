// Covers what a skip during a buffering stall counts as watched, against the real stack and LRS: playback at 2x
// stalls at about 4 s of a 29 s lesson (the network holds its next segments), the learner waits, then skips
// ahead twice with 'Avançar 10 segundos' and lets the rest play. About a third was watched: the lesson is not
// completed, and the statements' progress agrees with their played segments (the wait had counted as playing).
import { launchUrl, stored } from './cmi5-lms.ts';
import { clickPlay, currentTime, expect, test } from './fixtures.ts';

const EXTENSIONS = 'https://w3id.org/xapi/video/extensions/';

test('a skip while playback waits for data counts nothing it skipped: no completion, an honest progress', async ({
  page,
  stack,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  const { url, registration } = await launchUrl(stack, `aprendiz-espera-${Date.now()}`);
  const held: (() => void)[] = [];
  let holding = true;
  await page.route(/seg_0(0[2-9]|10)\.ts/, (route) => {
    if (!holding) return route.continue();
    held.push(() => void route.continue().catch(() => undefined));
  });
  await page.goto(url);
  await clickPlay(page);
  await page.evaluate(() => {
    const video = document.querySelector('video');
    if (video) video.playbackRate = 2;
  });
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(3);
  // Stalled: no data, the time stands still for a while (at 2x, 8 s of waiting is 16 s of lesson).
  await expect
    .poll(() => page.evaluate(() => (document.querySelector('video')?.readyState ?? 4) < 3), { timeout: 20_000 })
    .toBe(true);
  await page.waitForTimeout(8_000);
  const stalledAt = await currentTime(page);
  const forward = page.getByRole('button', { name: 'Avançar 10 segundos' }).first();
  await forward.dispatchEvent('click');
  await forward.dispatchEvent('click');
  await expect.poll(() => currentTime(page)).toBeGreaterThan(stalledAt + 15);
  holding = false;
  for (const go of held.splice(0)) go();
  await expect.poll(() => page.evaluate(() => document.querySelector('video')?.ended), { timeout: 30_000 }).toBe(true);
  await page.goto('about:blank');
  await expect.poll(async () => (await stored(stack, registration)).verbs.at(-1), { timeout: 20_000 }).toBe('terminated');
  const { verbs, statements } = await stored(stack, registration);
  expect(verbs).not.toContain('completed');
  const terminated = statements.at(-1)?.result?.extensions ?? {};
  // Watched: up to the stall (about 4 s) and the last 5 s or so.
  expect(terminated[`${EXTENSIONS}progress`]).toBeLessThan(0.5);
});
