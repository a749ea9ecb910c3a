// Covers a cmi5 launch that cannot start (its one-time fetch URL was used already, as when a learner
// reloads the AU): the video still plays, the LMS's error-code is reported to playerlogerror as such, nothing
// goes to the LRS with a token it did not give (`Basic undefined`), the learner reads, in their language, that
// what they watch is not recorded (announced by a live region that was there before it, axe clean), and nothing
// is left unhandled.
import type { Page } from '@playwright/test';
import type { Stack } from '../examples/servers/stack.ts';
import { registerLaunch, reported } from './cmi5-lms.ts';
import { recordAnnouncements } from './announcements.ts';
import { axeViolations, expect, screenshot, test } from './fixtures.ts';

/** Opens the AU's launch URL for `learner` and plays until the video is under way. */
async function launchAndPlay(page: Page, stack: Stack, learner: string, query: string): Promise<void> {
  const token = await stack.token('seguranca-senhas', '2h', learner);
  await page.goto(`${stack.widget.url}/player?token=${token}&${query}`);
  await page.locator('.vjs-big-play-button').click();
  await expect
    .poll(() => page.evaluate(() => document.querySelector('video')?.currentTime ?? 0), { timeout: 15_000 })
    .toBeGreaterThan(1);
}

/** What the learner reads (en) when the launch's one token went already: a reload, or a page reopened from history. */
const SESSION_OVER_EN =
  'This lesson was reloaded or reopened from the browser history: what you watch now will not be recorded in your course. To have it recorded, open the lesson again from your course.';

test('a cmi5 launch whose fetch URL was used already: the video plays, the learner is told (announced, axe clean), the failure is logged', async ({
  page,
  stack,
}) => {
  const learner = `cmi5-reload-${Date.now()}`;
  const { query } = await registerLaunch(stack, learner);
  const fetchUrl = new URLSearchParams(query).get('fetch');
  expect(fetchUrl).toBeTruthy();
  // The LMS's one-time auth-token URL, spent before the AU opens.
  expect((await fetch(fetchUrl!, { method: 'POST' })).ok).toBe(true);

  const logged = reported(page);
  const toLrs: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/lrs/') && !request.url().includes('/fetch/'))
      toLrs.push(request.headers()['authorization'] ?? '');
  });
  const announced = await recordAnnouncements(page);
  await launchAndPlay(page, stack, learner, `${query}&lang=en`);
  await expect
    .poll(() => logged.join('\n'), { timeout: 15_000 })
    .toContain('cmi5: fetch URL answered error-code 1 (already fetched or expired)');
  // The notice, in the learner's language, in the polite live region at the top, with its close button.
  const notice = page.getByRole('status').filter({ hasText: SESSION_OVER_EN });
  await expect(notice).toHaveCount(1, { timeout: 15_000 });
  await expect(page.getByText(SESSION_OVER_EN)).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Close' })).toBeVisible();
  expect((await announced()).join(' | ')).toContain(SESSION_OVER_EN);
  await screenshot(page, 'cmi5-launch-failure-notice');
  expect(await axeViolations(page), 'the notice over the playing lesson').toEqual([]);
  expect(toLrs).toEqual([]);
  await expect(page.getByTestId('player-error-message')).toHaveCount(0);
});

test('a cmi5 launch whose LMS never answers the fetch URL: the video plays, cmi5 is off past the deadline, logged', async ({
  page,
  stack,
}) => {
  const learner = `cmi5-hang-${Date.now()}`;
  const { query } = await registerLaunch(stack, learner);
  // The LMS takes the request and never answers it.
  await page.route('**/lrs/fetch/**', () => undefined);
  const logged = reported(page);
  await launchAndPlay(page, stack, learner, query);
  // CMI5_LAUNCH_TIMEOUT_MS (10 s) after the launch began.
  await expect.poll(() => logged.join('\n'), { timeout: 20_000 }).toContain('cmi5: launch not done after 10 s');
  await expect(page.getByTestId('player-error-message')).toHaveCount(0);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
