// Covers the widget launched as a cmi5 assignable unit against the reference API's minimal LRS: it fetches
// its auth token, reads the launch data and sends its statements itself: initialized first, the Video
// Profile's allowed statements, completed once past the threshold (with moveOn), terminated last; a seek to
// the end sends no completed; a learner who had watched the lesson (in Browse mode, or in another
// registration) gets completed in a Normal launch without watching again, and only once per registration;
// the LRS validated every statement (none refused).
import { completedNoted, completedState, launchUrl, stored, video } from './cmi5-lms.ts';
import { expect, test } from './fixtures.ts';

const CMI5 = 'https://w3id.org/xapi/cmi5/context/categories/cmi5';
const MOVE_ON = 'https://w3id.org/xapi/cmi5/context/categories/moveon';

test('a cmi5 launch: initialized first, completed once past the threshold with moveOn, terminated last, all valid', async ({
  page,
  stack,
}) => {
  const { url, registration } = await launchUrl(stack, `cmi5-ana-${Date.now()}`);
  await page.goto(url);
  await expect.poll(async () => (await stored(stack, registration)).verbs, { timeout: 20_000 }).toEqual(['initialized']);
  await page.locator('.vjs-big-play-button').click();
  await video(page, 'v.playbackRate = 2;');
  // Senhas fortes: 29 s, threshold 80 %: about 12 s at 2×.
  await expect.poll(async () => (await stored(stack, registration)).verbs, { timeout: 30_000 }).toContain('completed');
  await video(page, 'v.pause();');
  await page.goto('about:blank');
  await expect.poll(async () => (await stored(stack, registration)).verbs.at(-1), { timeout: 15_000 }).toBe('terminated');

  const { verbs, statements, refused } = await stored(stack, registration);
  expect(refused).toBe(0);
  expect(verbs[0]).toBe('initialized');
  expect(verbs.filter((verb) => verb === 'completed')).toHaveLength(1);
  expect(verbs.filter((verb) => verb === 'terminated')).toHaveLength(1);
  expect(verbs).toEqual(expect.arrayContaining(['played', 'interacted']));
  for (const statement of statements) {
    expect(statement.context?.registration).toBe(registration);
    expect(statement.context?.contextActivities?.grouping).toEqual([
      { id: 'https://lms.example.com/au/seguranca-senhas#publisher' },
    ]);
  }
  const completed = statements.find((statement) => statement.verb.id.endsWith('/completed'));
  const categories = completed?.context?.contextActivities?.category?.map((activity) => activity.id);
  expect(categories).toEqual(expect.arrayContaining([CMI5, MOVE_ON, 'https://w3id.org/xapi/video']));
  // The Video Profile's statements and cmi5's are about one activity, the AU, a video.
  const activityIds = new Set(statements.map((statement) => statement.object.id));
  expect([...activityIds]).toEqual(['https://lms.example.com/au/seguranca-senhas']);
  expect(completed?.context?.extensions?.['https://w3id.org/xapi/video/extensions/length']).toBeCloseTo(29.3, 0);
  expect(completed?.result).toMatchObject({ completion: true, duration: expect.stringMatching(/^PT/) });
  expect(Number(completed?.result?.extensions?.['https://w3id.org/xapi/video/extensions/progress'])).toBeGreaterThanOrEqual(0.8);
});

test('a cmi5 launch: a seek to the end and the video ending send no completed', async ({ page, stack }) => {
  const { url, registration } = await launchUrl(stack, `cmi5-bia-${Date.now()}`);
  await page.goto(url);
  await expect.poll(async () => (await stored(stack, registration)).verbs, { timeout: 20_000 }).toEqual(['initialized']);
  await page.locator('.vjs-big-play-button').click();
  await expect.poll(() => video(page, 'return v.currentTime;'), { timeout: 10_000 }).toBeGreaterThan(2);
  await video(page, 'v.currentTime = 27.5;');
  await expect.poll(() => video(page, 'return v.ended;'), { timeout: 15_000 }).toBe(true);
  await page.goto('about:blank');
  await expect.poll(async () => (await stored(stack, registration)).verbs.at(-1), { timeout: 15_000 }).toBe('terminated');
  const { verbs, refused } = await stored(stack, registration);
  expect(refused).toBe(0);
  expect(verbs[0]).toBe('initialized');
  expect(verbs).toContain('seeked');
  expect(verbs).not.toContain('completed');
});

test('a cmi5 launch: statements formed while the LRS is unreachable are kept and arrive in order, in one request, once it is back', async ({
  page,
  stack,
}) => {
  const { url, registration } = await launchUrl(stack, `cmi5-caio-${Date.now()}`);
  // The connection to the LRS's statements drops for a while (the launch itself went through).
  let down = true;
  const attempts: string[] = [];
  /** How many statements each POST carried once the LRS was back. */
  const carried: number[] = [];
  await page.route('**/lrs/statements', (route) => {
    if (route.request().method() === 'POST' && !down)
      carried.push([JSON.parse(route.request().postData() ?? '[]') as unknown].flat().length);
    if (route.request().method() === 'OPTIONS' || !down) return route.continue();
    attempts.push(route.request().method());
    return route.abort('internetdisconnected');
  });
  await page.goto(url);
  await page.locator('.vjs-big-play-button').click();
  await expect.poll(() => video(page, 'return v.currentTime;'), { timeout: 10_000 }).toBeGreaterThan(2);
  await video(page, 'v.pause();');
  await expect.poll(() => attempts.length, { timeout: 10_000 }).toBeGreaterThan(0);
  expect((await stored(stack, registration)).verbs).toEqual([]);

  down = false;
  // Back online: the outbox retries on its backoff (or at once on the browser's online event).
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect
    .poll(async () => (await stored(stack, registration)).verbs, { timeout: 20_000 })
    .toEqual(['initialized', 'played', 'paused']);
  expect((await stored(stack, registration)).refused).toBe(0);
  // What waited went in one request (an xAPI array), not one request a statement.
  expect(carried).toEqual([3]);
});

test('a learner who watched the lesson in Browse mode is completed by the next Normal launch, once per registration', async ({
  page,
  stack,
}) => {
  const learner = `cmi5-dora-${Date.now()}`;
  const browse = await launchUrl(stack, learner, { launchMode: 'Browse' });
  await page.goto(browse.url);
  await expect.poll(async () => (await stored(stack, browse.registration)).verbs, { timeout: 20_000 }).toEqual(['initialized']);
  await page.locator('.vjs-big-play-button').click();
  await video(page, 'v.playbackRate = 2;');
  await expect.poll(() => video(page, 'return v.ended;'), { timeout: 30_000 }).toBe(true);
  await page.goto('about:blank');
  await expect.poll(async () => (await stored(stack, browse.registration)).verbs.at(-1), { timeout: 15_000 }).toBe('terminated');
  // Browse mode sends no completed (cmi5 9.3.2), though the whole lesson was watched (and the view saved).
  expect((await stored(stack, browse.registration)).verbs).not.toContain('completed');

  // The Normal launch: nothing to watch again; completed comes right after initialized.
  const normal = await launchUrl(stack, learner);
  const noted = completedNoted(page);
  await page.goto(normal.url);
  await expect
    .poll(async () => (await stored(stack, normal.registration)).verbs, { timeout: 20_000 })
    .toEqual(['initialized', 'completed']);
  expect((await noted).status()).toBeLessThan(300);
  const completed = (await stored(stack, normal.registration)).statements[1];
  expect(completed?.result).toMatchObject({ completion: true });
  expect(Number(completed?.result?.extensions?.['https://w3id.org/xapi/video/extensions/progress'])).toBeGreaterThanOrEqual(0.8);
  await page.goto('about:blank');
  await expect.poll(async () => (await stored(stack, normal.registration)).verbs.at(-1), { timeout: 15_000 }).toBe('terminated');

  // The same registration launched again (in a fresh browser: the LRS's state remembers): no second completed,
  // though the LRS answers the state read slowly (its host busy serving the media's segments).
  const again = await launchUrl(stack, learner, { registration: normal.registration });
  const fresh = await page.context().browser()!.newContext();
  await fresh.route(completedState, async (route) => {
    if (route.request().method() === 'GET') await new Promise((resolve) => setTimeout(resolve, 4000));
    return route.continue();
  });
  const second = await fresh.newPage();
  const stateRead = second.waitForResponse(
    (response) => completedState(response.url()) && response.request().method() === 'GET',
    {
      timeout: 20_000,
    },
  );
  await second.goto(again.url);
  expect((await stateRead).status()).toBe(200);
  await expect
    .poll(async () => (await stored(stack, normal.registration)).verbs.filter((verb) => verb === 'initialized'), {
      timeout: 20_000,
    })
    .toHaveLength(2);
  await second.goto('about:blank');
  await expect
    .poll(async () => (await stored(stack, normal.registration)).verbs.filter((verb) => verb === 'terminated'), {
      timeout: 15_000,
    })
    .toHaveLength(2);
  await fresh.close();
  const { verbs, refused } = await stored(stack, normal.registration);
  expect(verbs.filter((verb) => verb === 'completed')).toHaveLength(1);
  expect(refused).toBe(0);
});
