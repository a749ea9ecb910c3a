// Covers one LMS page holding two cmi5 AUs of the widget's origin (two frames, one registration, two
// activities, each its own session) while the LRS is out of reach: each frame keeps its own stored statement
// outbox, so neither takes the other's pending statements for an earlier session's leftovers (nothing is
// reported dropped), and both frames' statements reach the LRS, initialized to terminated, once it is back.
import type { Frame, Page } from '@playwright/test';
import { launchUrl, reported, stored } from './cmi5-lms.ts';
import { expect, test } from './fixtures.ts';

const AU = {
  first: 'https://lms.example.com/au/seguranca-senhas',
  second: 'https://lms.example.com/au/seguranca-senhas-parte-2',
};

/** Adds a frame named `name` with the AU's launch URL to the host page (the widget takes the token out of its URL). */
async function addFrame(page: Page, name: string, url: string): Promise<Frame> {
  await page.evaluate(
    ({ name, url }) => {
      const frame = document.createElement('iframe');
      frame.name = name;
      frame.src = url;
      frame.allow = 'autoplay; fullscreen';
      frame.style.cssText = 'width: 480px; height: 270px; border: 0';
      document.body.append(frame);
    },
    { name, url },
  );
  await expect.poll(() => page.frame({ name }) !== null).toBe(true);
  return page.frame({ name })!;
}

/**
 * The stored statement outboxes of the widget's origin (IndexedDB `_ionicstorage`/`_ionickv`, keys
 * `sphere_xapi_outbox…`), read in the course page: for each, the objects of its statements.
 */
const storedOutboxes = (page: Page): Promise<Record<string, string[]>> =>
  page.evaluate(
    () =>
      new Promise<Record<string, string[]>>((resolve, reject) => {
        const open = indexedDB.open('_ionicstorage');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const store = open.result.transaction('_ionickv').objectStore('_ionickv');
          const found: Record<string, string[]> = {};
          const cursor = store.openCursor();
          cursor.onerror = () => reject(cursor.error);
          cursor.onsuccess = () => {
            const at = cursor.result;
            if (!at) {
              open.result.close();
              resolve(found);
              return;
            }
            if (String(at.key).startsWith('sphere_xapi_outbox')) {
              const value = at.value as { entries?: { statement: { object: { id: string } } }[] } | unknown[];
              const entries = Array.isArray(value) ? value : (value.entries ?? []);
              found[String(at.key)] = entries.map(
                (entry) => (entry as { statement: { object: { id: string } } }).statement.object.id,
              );
            }
            at.continue();
          };
        };
      }),
  );

/** The verbs the LRS stored for one AU of the registration, in order. */
const verbsOf = async (stack: Parameters<typeof stored>[0], registration: string, activityId: string) =>
  (await stored(stack, registration)).statements
    .filter((statement) => statement.object.id === activityId)
    .map((statement) => statement.verb.id.split('/').pop());

test('two AU frames of one origin on one page: neither reports the other’s pending statements dropped, both reach the LRS', async ({
  page,
  stack,
}) => {
  const learner = `cmi5-duas-${Date.now()}`;
  const first = await launchUrl(stack, learner, { activityId: AU.first });
  const second = await launchUrl(stack, learner, { activityId: AU.second, registration: first.registration });
  const logged = reported(page);
  // The LRS's statements out of reach (the launches themselves go through): what each frame forms stays
  // pending in its stored outbox. Each attempt is noted by its AU.
  let down = true;
  const attempted = new Set<string>();
  await page.route('**/lrs/statements', (route) => {
    if (route.request().method() === 'OPTIONS' || !down) return route.continue();
    for (const statement of [JSON.parse(route.request().postData() ?? '[]') as unknown].flat())
      attempted.add(String((statement as { object?: { id?: unknown } }).object?.id));
    return route.abort('internetdisconnected');
  });
  // The course page stands on the widget's site: Chromium here denies a frame of another site any storage
  // (e2e/telemetry.spec.ts), where a browser that partitions storage gives the frames of one page one partition.
  const coursePage = `${stack.widget.url}/lms/course.html`;
  await page.route(coursePage, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="pt-BR"><title>Curso</title><body></body></html>',
    }),
  );
  await page.goto(coursePage);

  // The first AU's initialized waits in storage before the second AU's session reads it.
  const frames = [await addFrame(page, 'first', first.url)];
  await expect.poll(() => attempted.has(AU.first), { timeout: 20_000 }).toBe(true);
  frames.push(await addFrame(page, 'second', second.url));
  await expect.poll(() => attempted.has(AU.second), { timeout: 20_000 }).toBe(true);
  expect(await verbsOf(stack, first.registration, AU.first)).toEqual([]);
  // Each AU's pending statements in a stored outbox of its own (the second's write may land after its attempt).
  await expect
    .poll(async () =>
      Object.values(await storedOutboxes(page))
        .map((objects) => [...new Set(objects)])
        .sort(),
    )
    .toEqual([[AU.first], [AU.second]]);

  // Back online: each frame sends its own, from its outbox.
  down = false;
  for (const frame of frames) await frame.evaluate(() => window.dispatchEvent(new Event('online')));
  for (const activityId of [AU.first, AU.second])
    await expect.poll(() => verbsOf(stack, first.registration, activityId), { timeout: 20_000 }).toEqual(['initialized']);
  // Nothing pending: no stored outbox is left.
  await expect.poll(() => storedOutboxes(page)).toEqual({});

  // The page goes: each AU's terminated, last.
  await page.unroute('**/lrs/statements');
  await page.goto('about:blank');
  for (const activityId of [AU.first, AU.second])
    await expect
      .poll(() => verbsOf(stack, first.registration, activityId), { timeout: 15_000 })
      .toEqual(['initialized', 'terminated']);
  expect((await stored(stack, first.registration)).refused).toBe(0);
  expect(logged.filter((message) => message.includes('cmi5:'))).toEqual([]);
});
