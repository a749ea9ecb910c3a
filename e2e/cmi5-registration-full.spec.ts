// Covers a learner whose registration is nearly full (the reference LRS keeps 2,000 statements of one, the last 20
// for cmi5 defined ones): the page closed with Video Profile statements still pending sends terminated in a request
// of its own, so the LRS, which refuses those whole (a batch is taken or refused whole), still takes terminated.
import { randomUUID } from 'node:crypto';
import { launchUrl, registerLaunch, stored, video } from './cmi5-lms.ts';
import { expect, test } from './fixtures.ts';
import { lrsProxy, viaProxy } from './lrs-proxy.ts';

/** Statements of a registration past which the reference LRS takes cmi5 defined ones only (2,000 less 20). */
const UNRESERVED = 1_980;

test('a learner with a nearly full registration is still terminated when the page closes with video statements pending', async ({
  page,
  stack,
}) => {
  test.setTimeout(120_000);
  const learner = `cmi5-full-${Date.now()}`;
  const actor = { objectType: 'Agent', name: learner, account: { homePage: 'https://lms.example.com', name: learner } };
  // An earlier launch of the registration filled its unreserved room with played statements.
  const earlier = await registerLaunch(stack, learner);
  const fetchUrl = new URLSearchParams(earlier.query).get('fetch') ?? '';
  const { 'auth-token': token } = (await (await fetch(fetchUrl, { method: 'POST' })).json()) as { 'auth-token': string };
  const statement = () => ({
    id: randomUUID(),
    actor,
    verb: { id: 'https://w3id.org/xapi/video/verbs/played', display: { 'en-US': 'played' } },
    object: { objectType: 'Activity', id: 'https://lms.example.com/au/seguranca-senhas' },
    context: { registration: earlier.registration },
    timestamp: new Date().toISOString(),
  });
  for (let sent = 0; sent < UNRESERVED; sent += 100) {
    const posted = await fetch(`${stack.api.url}/lrs/statements`, {
      method: 'POST',
      headers: { Authorization: `Basic ${token}`, 'Content-Type': 'application/json', 'X-Experience-API-Version': '1.0.3' },
      body: JSON.stringify(Array.from({ length: Math.min(100, UNRESERVED - sent) }, statement)),
    });
    expect(posted.status).toBe(200);
  }

  const proxy = await lrsProxy(stack.api.url);
  try {
    const { url } = await launchUrl(stack, learner, { registration: earlier.registration });
    await page.goto(viaProxy(url, proxy.url));
    await expect
      .poll(async () => (await stored(stack, earlier.registration)).verbs.at(-1), { timeout: 20_000 })
      .toBe('initialized');
    // The LRS answers late: the video statements are still pending as the page closes.
    proxy.state.delayMs = 3_000;
    const before = proxy.state.posts;
    await page.locator('.vjs-big-play-button').click();
    await expect.poll(() => video(page, 'return v.currentTime;'), { timeout: 15_000 }).toBeGreaterThan(1);
    await expect.poll(() => proxy.state.posts, { timeout: 10_000 }).toBeGreaterThan(before);
    await page.close({ runBeforeUnload: true });

    await expect
      .poll(async () => (await stored(stack, earlier.registration)).verbs.at(-1), { timeout: 20_000 })
      .toBe('terminated');
    const { verbs } = await stored(stack, earlier.registration);
    // Only cmi5 defined statements took the room past 1,980: the video statements were refused, whole.
    expect(verbs.slice(UNRESERVED).every((verb) => ['initialized', 'terminated'].includes(verb))).toBe(true);
  } finally {
    await proxy.close();
  }
});
