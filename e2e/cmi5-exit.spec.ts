// Covers the learner exiting a cmi5 lesson to the course: under a launch whose LMS.LaunchData has a returnURL, 'Sair da aula'
// shows (labelled, keyboard-operable, axe clean, in video and in audio mode, at 1280×720 and 360×203); pressing it sends
// terminated last and then the window, or the frame the LMS put the lesson in, goes to the returnURL, leaving no history entry of
// the lesson; with the LRS out of reach it goes at its deadline and playerlogerror says how many statements were left; with more
// waiting than the request sent as the page goes carries, the LRS still takes it all in order, terminated last; a returnURL that
// answers 204 (the frame stays) leaves the exit a link to the course, and an LMS slower than that still takes the frame when it
// answers, the toast having said only that the course had not opened yet; a launch without an http(s) returnURL shows no exit.
import type { FrameLocator, Page, Route } from '@playwright/test';
import { EXIT_NAVIGATION_MS, EXIT_SETTLE_MS } from '../src/player/xapi/leave-lesson.ts';
import type { Stack } from '../examples/servers/stack.ts';
import { UNLOAD_BODY_LIMIT } from '../src/services/lrs-statements.ts';
import { launchUrl, reported, stored } from './cmi5-lms.ts';
import { tabTo } from './keyboard.ts';
import { controlBoxes, overlapping, overflowingX, undersized } from './layout-checks.ts';
import { axeViolations, expect, screenshot, test } from './fixtures.ts';

const COURSE = 'https://lms.example.com/course/7';

/** The LMS's course page, where the returnURL leads. */
async function serveCourse(page: Page): Promise<void> {
  await page.route(`${COURSE}*`, (route: Route) => route.fulfill(COURSE_PAGE));
}

const COURSE_PAGE = { contentType: 'text/html', body: '<!doctype html><html lang="pt-BR"><title>Curso</title><h1>Curso</h1>' };

/**
 * Opens the lesson (an AnyWindow launch) in a frame of the LMS's lesson page, on the widget's origin, and waits for its
 * exit; answers the lesson page's address and the frame.
 */
async function openInLessonPage(page: Page, stack: Stack, url: string): Promise<{ lessonPage: string; frame: FrameLocator }> {
  const lessonPage = `${stack.widget.url}/lms/lesson.html`;
  await page.route(lessonPage, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="pt-BR"><title>Aula</title><iframe id="au" title="Aula" style="width:640px;height:360px" allow="autoplay; fullscreen" src="${url}"></iframe>`,
    }),
  );
  await page.goto(lessonPage);
  const frame = page.frameLocator('#au');
  await expect(frame.getByRole('button', { name: 'Sair da aula' })).toBeVisible({ timeout: 20_000 });
  return { lessonPage, frame };
}

const exitButton = (page: Page) => page.getByRole('button', { name: 'Sair da aula' });

/** Seeks while the LRS is out of reach: their statements are more than the request sent as the page goes carries. */
const SEEKS = 60;

test('exiting to the course: terminated goes last, then the window goes to the returnURL; the lesson leaves no history entry', async ({
  page,
  stack,
}) => {
  await serveCourse(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  const { url, registration } = await launchUrl(stack, `cmi5-sair-${Date.now()}`, { returnURL: COURSE });
  await page.goto(url);
  await expect(exitButton(page)).toBeVisible({ timeout: 20_000 });
  expect(await axeViolations(page)).toEqual([]);
  expect(undersized(await controlBoxes(page.locator('.player-page')))).toEqual([]);
  await screenshot(page, 'cmi5-exit-1280');

  await page.locator('.vjs-big-play-button').click();
  await expect.poll(async () => (await stored(stack, registration)).verbs, { timeout: 15_000 }).toContain('played');
  const entries = await page.evaluate(() => history.length);
  // The keyboard reaches it and presses it.
  await tabTo(page, exitButton(page));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(COURSE, { timeout: EXIT_SETTLE_MS + 5_000 });

  const { verbs, refused } = await stored(stack, registration);
  expect(refused).toBe(0);
  expect(verbs[0]).toBe('initialized');
  expect(verbs.at(-1)).toBe('terminated');
  expect(verbs.filter((verb) => verb === 'terminated')).toHaveLength(1);
  // The lesson was replaced, not left behind: Back does not bring back a lesson whose session has ended.
  expect(await page.evaluate(() => history.length)).toBe(entries);
});

test('exiting with more waiting than the request sent as the page goes can carry: the LRS takes it all in order, terminated last', async ({
  page,
  stack,
}) => {
  await serveCourse(page);
  const logged = reported(page);
  const { url, registration } = await launchUrl(stack, `cmi5-sair-fila-${Date.now()}`, { returnURL: COURSE });
  await page.goto(url);
  await page.locator('.vjs-big-play-button').click();
  await expect.poll(async () => (await stored(stack, registration)).verbs, { timeout: 20_000 }).toContain('played');
  // The LRS out of reach while the learner pauses and looks about the lesson: the statements wait in the outbox.
  await page.route('**/lrs/statements', (route) =>
    route.request().method() === 'OPTIONS' ? route.continue() : route.abort('internetdisconnected'),
  );
  // Each seek stays within what is buffered, so it needs no segment, and has a time limit: the loop cannot hang.
  await page.locator('video').evaluate(async (video: HTMLVideoElement, seeks: number) => {
    video.pause();
    const end = video.buffered.length > 0 ? video.buffered.end(0) : 0;
    if (end < 1) throw new Error(`only ${end} s buffered`);
    for (let n = 0; n < seeks; n++) {
      await new Promise<void>((resolve, reject) => {
        const limit = setTimeout(() => reject(new Error(`seek ${n} had no seeked in 10 s`)), 10_000);
        video.addEventListener('seeked', () => (clearTimeout(limit), resolve()), { once: true });
        video.currentTime = ((n % 10) + 0.5) * ((end - 0.2) / 10);
      });
    }
  }, SEEKS);
  // It is back as the learner exits.
  await page.unroute('**/lrs/statements');
  await exitButton(page).click();
  await expect(page).toHaveURL(COURSE, { timeout: EXIT_SETTLE_MS + 5_000 });

  const { verbs, statements, refused } = await stored(stack, registration);
  expect(verbs[0]).toBe('initialized');
  expect(verbs.at(-1)).toBe('terminated');
  expect(verbs.filter((verb) => verb === 'terminated')).toHaveLength(1);
  expect(verbs.filter((verb) => verb === 'seeked')).toHaveLength(SEEKS);
  // What waited was more than the request sent as the page goes carries.
  const waited = statements.filter((_, index) => ['paused', 'seeked'].includes(verbs[index] ?? ''));
  expect(new TextEncoder().encode(JSON.stringify(waited)).length).toBeGreaterThan(UNLOAD_BODY_LIMIT);
  expect(refused).toBe(0);
  expect(logged.join('\n')).not.toContain('refused');
  expect(logged.join('\n')).not.toContain('had not taken');
});

test('with the LRS out of reach, exiting goes at its deadline, says it is leaving meanwhile, and reports what was left', async ({
  page,
  stack,
  faults,
}) => {
  await serveCourse(page);
  const logged = reported(page);
  const { url, registration } = await launchUrl(stack, `cmi5-sair-lento-${Date.now()}`, { returnURL: COURSE });
  await page.goto(url);
  await expect.poll(async () => (await stored(stack, registration)).verbs, { timeout: 20_000 }).toEqual(['initialized']);
  await expect(exitButton(page)).toBeVisible();
  await page.route('**/lrs/statements', (route) =>
    route.request().method() === 'OPTIONS' ? route.continue() : route.abort('internetdisconnected'),
  );
  // What is sent as the page goes outlives the page and its route: the LRS refuses it.
  faults.arm('statements', { status: 503, body: null }, 100);
  const pressed = Date.now();
  await exitButton(page).click();
  // Announced once, by the status: the button keeps its name (a spinner shows) and takes no second press.
  await expect(page.getByRole('status').filter({ hasText: 'Saindo da aula…' })).toBeAttached();
  await expect(exitButton(page)).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByText('Saindo da aula…')).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'cmi5-exit-leaving');
  await expect(page).toHaveURL(COURSE, { timeout: EXIT_SETTLE_MS + 5_000 });
  expect(Date.now() - pressed).toBeGreaterThanOrEqual(EXIT_SETTLE_MS - 500);
  expect((await stored(stack, registration)).verbs).toEqual(['initialized']);
  expect(logged.join('\n')).toMatch(
    /cmi5: left for the course with \d+ statement\(s\) the LRS had not taken after 5 s; kept in the outbox/,
  );
});

test('when the returnURL answers 204 No Content (the frame stays), leaving ends: the exit is a link to the course and a toast says why', async ({
  page,
  stack,
}) => {
  let answer = 204;
  await page.route(`${COURSE}*`, (route: Route) =>
    answer === 204 ? route.fulfill({ status: 204 }) : route.fulfill(COURSE_PAGE),
  );
  const logged = reported(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  const { url } = await launchUrl(stack, `cmi5-sair-204-${Date.now()}`, { returnURL: COURSE });
  await page.goto(url);
  await expect(exitButton(page)).toBeVisible({ timeout: 20_000 });
  // From the keyboard: the link takes the focus the button had.
  await exitButton(page).focus();
  await page.keyboard.press('Enter');
  const link = page.getByRole('link', { name: 'Voltar ao curso' });
  await expect(link).toBeVisible({ timeout: EXIT_SETTLE_MS + EXIT_NAVIGATION_MS + 5_000 });
  await expect(link).toHaveAttribute('href', COURSE);
  await expect(link).toBeFocused();
  await expect(exitButton(page)).toHaveCount(0);
  await expect(page.getByText('Saindo da aula…')).toHaveCount(0);
  const toast = page.locator('.toast').filter({ hasText: 'o curso ainda não abriu' });
  await expect(toast).toBeVisible();
  // The toast never hides the way out.
  const clear = async () => {
    const [a, b] = [await link.boundingBox(), await toast.boundingBox()];
    return !!a && !!b && (a.y + a.height <= b.y || b.y + b.height <= a.y || a.x + a.width <= b.x || b.x + b.width <= a.x);
  };
  expect(await clear()).toBe(true);
  // The lesson is still the page (its token taken off the address as at boot).
  expect(new URL(page.url()).pathname).toBe('/player');
  expect(logged.join('\n')).toContain('the frame stayed 3 s after going to the returnURL');
  expect(await axeViolations(page)).toEqual([]);
  expect(undersized(await controlBoxes(page.locator('.player-page')))).toEqual([]);
  await screenshot(page, 'cmi5-exit-stayed-1280');
  await page.setViewportSize({ width: 360, height: 203 });
  expect(overlapping(await controlBoxes(page.locator('.player-page')))).toEqual([]);
  expect(await clear()).toBe(true);
  await screenshot(page, 'cmi5-exit-stayed-360');

  // The course answers now: the learner's press on the link gets there, in place of the lesson (no history entry).
  answer = 200;
  const entries = await page.evaluate(() => history.length);
  await link.press('Enter');
  await expect(page).toHaveURL(COURSE);
  expect(await page.evaluate(() => history.length)).toBe(entries);
});

test('an LMS slower than the wait: the toast says the course has not opened yet, and its page still replaces the lesson when it answers', async ({
  page,
  stack,
}) => {
  let answerCourse = (): void => undefined;
  const answered = new Promise<void>((resolve) => (answerCourse = resolve));
  await page.route(`${COURSE}*`, async (route: Route) => {
    await answered;
    await route.fulfill(COURSE_PAGE);
  });
  const { url } = await launchUrl(stack, `cmi5-sair-lento-${Date.now()}`, { returnURL: COURSE, launchMethod: 'AnyWindow' });
  // In the lesson page's frame: Playwright's queries wait for a page's pending navigation to finish, so the lesson
  // is read from the lesson page, which shares its origin and has none pending.
  const { lessonPage, frame } = await openInLessonPage(page, stack, url);
  await frame.getByRole('button', { name: 'Sair da aula' }).click();
  const lesson = (selector: string) =>
    page.evaluate(
      (query) => (document.querySelector('#au') as HTMLIFrameElement).contentDocument?.querySelector(query)?.textContent ?? '',
      selector,
    );
  // Past the wait the way out is a link, and the toast claims no failure the LMS may yet undo.
  await expect
    .poll(() => lesson('a.sp-exit-lesson'), { timeout: EXIT_SETTLE_MS + EXIT_NAVIGATION_MS + 5_000 })
    .toContain('Voltar ao curso');
  expect(await lesson('.toast')).toContain('o curso ainda não abriu');
  // The LMS answers now: its course replaces the lesson with no press from the learner.
  answerCourse();
  await expect.poll(() => page.frame({ url: COURSE }) !== null, { timeout: 10_000 }).toBe(true);
  await expect(frame.getByRole('heading', { name: 'Curso' })).toBeVisible();
  expect(page.url()).toBe(lessonPage);
});

test('in a frame (an AnyWindow launch in the course page), exiting takes the frame to the returnURL; the course page stays', async ({
  page,
  stack,
}) => {
  await serveCourse(page);
  const { url, registration } = await launchUrl(stack, `cmi5-sair-quadro-${Date.now()}`, {
    returnURL: COURSE,
    launchMethod: 'AnyWindow',
  });
  const { lessonPage, frame } = await openInLessonPage(page, stack, url);
  await frame.getByRole('button', { name: 'Sair da aula' }).click();
  await expect.poll(() => page.frame({ url: COURSE }) !== null, { timeout: EXIT_SETTLE_MS + 5_000 }).toBe(true);
  expect(page.url()).toBe(lessonPage);
  expect((await stored(stack, registration)).verbs.at(-1)).toBe('terminated');
});

test('in audio mode and in a 360×203 frame, the exit stands clear of the other controls', async ({ page, stack }) => {
  await page.setViewportSize({ width: 360, height: 203 });
  const { url } = await launchUrl(stack, `cmi5-sair-pequeno-${Date.now()}`, { returnURL: COURSE });
  await page.goto(url);
  await expect(exitButton(page)).toBeVisible({ timeout: 20_000 });
  await page.locator('.vjs-big-play-button').click();
  await page.locator('video').evaluate((video: HTMLVideoElement) => video.pause());
  const boxes = await controlBoxes(page.locator('.player-page'));
  expect(overlapping(boxes)).toEqual([]);
  expect(undersized(boxes)).toEqual([]);
  expect(await overflowingX(page)).toEqual([]);
  await screenshot(page, 'cmi5-exit-360');

  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole('button', { name: 'Audio Player' }).click();
  await expect(page.locator('.player-page.sp-audio-mode')).toBeVisible();
  await expect(exitButton(page)).toBeVisible();
  const exitBox = await exitButton(page).boundingBox();
  const titleBox = await page.locator('h1.sp-audio-title').boundingBox();
  expect(exitBox && titleBox && exitBox.x + exitBox.width <= titleBox.x + 1).toBe(true);
  expect(overlapping(await controlBoxes(page.locator('.player-page')))).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'cmi5-exit-audio');
  await page.setViewportSize({ width: 360, height: 203 });
  // The bar takes its narrow layout as the player hears of the new size.
  await expect.poll(() => overflowingX(page)).toEqual([]);
  expect(overlapping(await controlBoxes(page.locator('.player-page')))).toEqual([]);
  await screenshot(page, 'cmi5-exit-audio-360');
});

for (const [what, returnURL] of [
  ['no returnURL', undefined],
  ['a javascript: returnURL', 'javascript:alert(document.cookie)'],
] as const) {
  test(`a launch with ${what} offers no exit`, async ({ page, stack }) => {
    const logged = reported(page);
    const { url, registration } = await launchUrl(stack, `cmi5-sem-saida-${Date.now()}`, { returnURL });
    await page.goto(url);
    await expect.poll(async () => (await stored(stack, registration)).verbs, { timeout: 20_000 }).toEqual(['initialized']);
    // The session is in (initialized stored): the exit would show by now.
    await expect(page.locator('.vjs-big-play-button')).toBeVisible();
    await expect(exitButton(page)).toHaveCount(0);
    if (returnURL)
      await expect
        .poll(() => logged.join('\n'))
        .toContain('returnURL is not an absolute http(s) URL; no exit to the course offered');
  });
}
