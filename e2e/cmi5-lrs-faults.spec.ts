// Covers a cmi5 launch whose LRS fails or is slow (a proxy in front of the reference LRS): a learner who watched the
// lesson while the LRS refused every statement (the request sent as the page closed too) is completed by the next
// launch of the registration once the LRS is back, and only once (a fresh browser's relaunch sends none).
// An LRS that answers every statement after 16 s still takes them all, in order. A page that closed as the LRS took
// completed, before the widget heard (so it wrote no note), leaves the LRS one completed: the next launch's has the
// same id, and the LRS refuses it as a second one.
import { completedNoted, completedState, launchUrl, stored, video, type Stored } from './cmi5-lms.ts';
import { expect, test } from './fixtures.ts';
import { fetchRoute } from './route-fetch.ts';
import { lrsProxy, viaProxy } from './lrs-proxy.ts';

const count = (verbs: string[], verb: string) => verbs.filter((each) => each === verb).length;
/** The LMS's session id, in every statement's context (from the launch's context template). */
const CMI5_SESSION_ID = 'https://w3id.org/xapi/cmi5/context/extensions/sessionid';

test('a lesson watched while the LRS refused its statements is completed by the next launch, once', async ({
  page,
  context,
  browser,
  stack,
}) => {
  test.setTimeout(150_000);
  const proxy = await lrsProxy(stack.api.url);
  try {
    const learner = `cmi5-lost-${Date.now()}`;
    const first = await launchUrl(stack, learner);
    // The Statement resource answers 503 for the whole first session; the state API works.
    proxy.state.down = true;
    await page.goto(viaProxy(first.url, proxy.url));
    await page.locator('.vjs-big-play-button').click();
    await video(page, 'v.playbackRate = 2;');
    await expect.poll(() => video(page, 'return v.ended;'), { timeout: 45_000 }).toBe(true);
    // The request sent as the page closes fails too.
    const before = proxy.state.posts;
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => proxy.state.posts, { timeout: 10_000 }).toBeGreaterThan(before);
    expect((await stored(stack, first.registration)).verbs).toEqual([]);

    // The LRS is back; the LMS launches the registration again, in the same browser.
    proxy.state.down = false;
    const again = await launchUrl(stack, learner, { registration: first.registration });
    const second = await context.newPage();
    const noted = completedNoted(second);
    await second.goto(viaProxy(again.url, proxy.url));
    await expect
      .poll(async () => (await stored(stack, first.registration)).verbs, { timeout: 30_000 })
      .toEqual(['initialized', 'completed']);
    // The page stays until the widget has noted completed (a page that goes first leaves no note, by design).
    expect((await noted).status()).toBeLessThan(300);
    await second.goto('about:blank');
    await expect.poll(async () => (await stored(stack, first.registration)).verbs.at(-1), { timeout: 15_000 }).toBe('terminated');

    // A fresh browser's relaunch reads the LRS's note: no second completed.
    const fresh = await browser.newContext();
    const third = await fresh.newPage();
    await third.goto((await launchUrl(stack, learner, { registration: first.registration })).url);
    await expect
      .poll(async () => count((await stored(stack, first.registration)).verbs, 'initialized'), { timeout: 30_000 })
      .toBe(2);
    await third.goto('about:blank');
    await expect
      .poll(async () => count((await stored(stack, first.registration)).verbs, 'terminated'), { timeout: 15_000 })
      .toBe(2);
    await fresh.close();
    const { verbs, refused } = await stored(stack, first.registration);
    expect(count(verbs, 'completed')).toBe(1);
    expect(refused).toBe(0);
  } finally {
    await proxy.close();
  }
});

test('an LRS that answers each statement after 16 s still takes the queue, in order, each statement once', async ({
  page,
  stack,
}) => {
  test.setTimeout(150_000);
  const proxy = await lrsProxy(stack.api.url);
  try {
    // Past the first request's deadline (15 s): the LRS keeps the statement, the widget hears nothing in time.
    proxy.state.delayMs = 16_000;
    const { url, registration } = await launchUrl(stack, `cmi5-slow-${Date.now()}`);
    await page.goto(viaProxy(url, proxy.url));
    await page.locator('.vjs-big-play-button').click();
    await expect.poll(() => video(page, 'return v.currentTime;'), { timeout: 15_000 }).toBeGreaterThan(2);
    await video(page, 'v.pause();');
    // initialized is sent again once, with 30 s to answer, and the queue goes on.
    await expect
      .poll(async () => (await stored(stack, registration)).verbs.slice(0, 2), { timeout: 90_000, intervals: [2_000] })
      .toEqual(['initialized', 'played']);
    const { verbs, refused } = await stored(stack, registration);
    expect(count(verbs, 'initialized')).toBe(1);
    expect(refused).toBe(0);
  } finally {
    await page.goto('about:blank');
    await proxy.close();
  }
});

test('a completed whose answer was lost with the page is not recorded twice: the next launch’s is refused as a second one', async ({
  page,
  browser,
  stack,
}) => {
  test.setTimeout(150_000);
  const learner = `cmi5-lost-answer-${Date.now()}`;
  const first = await launchUrl(stack, learner);
  // The LRS takes every request that carries completed, and its answer never reaches the widget (the connection drops).
  const isStatements = (url: URL | string) => new URL(url).pathname.endsWith('/statements');
  const carriesCompleted = (body: string | null) => (body ?? '').includes('http://adlnet.gov/expapi/verbs/completed');
  await page.route(isStatements, async (route) => {
    if (route.request().method() !== 'POST' || !carriesCompleted(route.request().postData())) return route.continue();
    await fetchRoute(route);
    await route.abort('connectionreset');
  });
  let notes = 0;
  page.on('request', (request) => void (completedState(request.url()) && request.method() === 'PUT' && (notes += 1)));
  await page.goto(first.url);
  await page.locator('.vjs-big-play-button').click();
  await video(page, 'v.playbackRate = 2;');
  await expect.poll(async () => (await stored(stack, first.registration)).verbs, { timeout: 45_000 }).toContain('completed');
  // To the end: the view saved then holds the whole lesson, so the next launch completes from it at once.
  await expect.poll(() => video(page, 'return v.ended;'), { timeout: 45_000 }).toBe(true);
  await page.goto('about:blank');
  // (terminated's request races the Video Profile statements' one: count it, whatever arrived last.)
  await expect
    .poll(async () => count((await stored(stack, first.registration)).verbs, 'terminated'), { timeout: 15_000 })
    .toBe(1);
  expect(notes, 'the widget never heard the LRS take completed: no note').toBe(0);

  // Relaunched on another device (nothing in its storage, no note in the LRS): completed goes again, under the same id.
  const fresh = await browser.newContext();
  const second = await fresh.newPage();
  const answers: number[] = [];
  second.on('response', (response) => {
    if (isStatements(response.url()) && carriesCompleted(response.request().postData())) answers.push(response.status());
  });
  const noted = completedNoted(second);
  await second.goto((await launchUrl(stack, learner, { registration: first.registration })).url);
  // The LRS's 409 counts as taken: the widget notes completed.
  expect((await noted).status()).toBeLessThan(300);
  expect(answers).toContain(409);
  await second.goto('about:blank');
  await expect
    .poll(async () => count((await stored(stack, first.registration)).verbs, 'terminated'), { timeout: 15_000 })
    .toBe(2);
  await fresh.close();
  const { verbs, statements, refused } = await stored(stack, first.registration);
  expect(count(verbs, 'completed')).toBe(1);
  expect(count(verbs, 'initialized')).toBe(2);
  expect(refused).toBe(0);
  // The one completed is the first session's (the LMS's session id of the first initialized).
  const sessionOf = (statement: Stored | undefined) => statement?.context?.extensions?.[CMI5_SESSION_ID];
  const completed = statements.find((statement) => statement.verb.id.endsWith('/completed'));
  expect(completed?.result).toMatchObject({ completion: true });
  expect(sessionOf(completed)).toBeDefined();
  expect(sessionOf(completed)).toBe(sessionOf(statements[0]));
});
