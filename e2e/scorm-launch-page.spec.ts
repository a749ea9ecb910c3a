// Covers the SCORM package's launch page as the learner sees it: the notice that the LMS is not accepting the
// record stays inside the package's frame at every size (over the top of the lesson, clear of the player's
// controls), is axe clean, said once, and closes from the keyboard; and the page and the widget speak the
// learner's language (the LMS's, else the browser's), in SCORM 1.2 and 2004.
import AxeBuilder from '@axe-core/playwright';
import type { Frame, Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import type { Stack } from '../examples/servers/stack.ts';
import { AXE_TAGS, expect, screenshot, test } from './fixtures.ts';
import { type CourseOptions, lessonPackages, lessonReady, lmsPage, sco, sdk, serveLms } from './scorm-lms.ts';

test.use({ locale: 'en-US' });

/** Serves the package of `version` from a loopback LMS holding `data`, and opens its course page. */
async function launch(
  page: Page,
  stack: Stack,
  version: '1.2' | '2004',
  data: Record<string, string>,
  options?: CourseOptions,
): Promise<() => void> {
  const zips = await lessonPackages(stack);
  const lms = await serveLms(unzipSync(zips[version]), () => lmsPage(version, data, options));
  stack.widget.setConfig(stack.widgetConfig({ HOST_ORIGINS: [stack.host.url, lms.url] }));
  await page.goto(`${lms.url}/course.html`);
  return () => {
    lms.server.closeAllConnections();
    lms.server.close();
  };
}

const widgetFrame = (page: Page, stack: Stack): Frame | undefined =>
  page.frames().find((frame) => frame.url().startsWith(stack.widget.url));

// SCORM 2004's "commit failed" (391): every commit answers "false".
const refuseCommits = `window.runtime.Commit = () => 'false'; window.runtime.GetLastError = () => '391';`;

for (const [width, height] of [
  [360, 203],
  [640, 360],
  [1280, 720],
] as const) {
  test(`at ${width}×${height} the LMS's refusal is shown inside the frame, over the lesson and clear of its controls, once, axe clean, closed by keyboard`, async ({
    page,
    stack,
    pageErrors,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: Math.max(width, 640), height: Math.max(height, 360) });
    const close = await launch(
      page,
      stack,
      '2004',
      { 'cmi.learner_id': `notice-${width}-${Date.now()}` },
      {
        frame: { width, height },
        script: refuseCommits,
      },
    );
    try {
      await lessonReady(page);
      await sdk(page, 'play');
      await page.waitForTimeout(1500);
      await sdk(page, 'pause');
      const frame = await sco(page);
      const notice = frame.getByRole('alert');
      await expect(notice).toHaveText(/not accepting this lesson’s record/);
      await expect(notice).toBeVisible();
      const box = (await notice.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width + 0.5);
      expect(box.y + box.height).toBeLessThanOrEqual(height + 0.5);
      // The player's controls, at the bottom of the lesson, stay free.
      const bar = (await widgetFrame(page, stack)!.locator('.vjs-control-bar').boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(bar.y);
      await screenshot(page, `scorm-notice-${width}x${height}`);

      // Said once: more refused commits leave the alert as it is.
      await frame.evaluate(() => {
        const w = window as unknown as { noticeChanges: number };
        w.noticeChanges = 0;
        new MutationObserver((changes) => (w.noticeChanges += changes.length)).observe(document.getElementById('notice')!, {
          childList: true,
          characterData: true,
          subtree: true,
        });
      });
      await sdk(page, 'play');
      await page.waitForTimeout(1000);
      await sdk(page, 'pause');
      await page.waitForTimeout(300);
      expect(await frame.evaluate(() => (window as unknown as { noticeChanges: number }).noticeChanges)).toBe(0);
      await expect(frame.getByRole('alert')).toHaveCount(1);

      const axe = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

      // The keyboard reaches its close button first, with a visible focus ring; Enter closes it, the lesson keeps the focus.
      await page.locator('body').focus();
      await page.keyboard.press('Tab');
      await expect(frame.getByRole('button', { name: 'Close' })).toBeFocused();
      expect(await frame.evaluate(() => document.activeElement!.matches(':focus-visible'))).toBe(true);
      expect(await frame.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).toBe('solid');
      await screenshot(page, `scorm-notice-${width}x${height}-focus`);
      await page.keyboard.press('Enter');
      await expect(notice).toBeHidden();
      expect(await frame.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
      expect(pageErrors).toEqual([]);
    } finally {
      close();
    }
  });
}

const preference = { '1.2': 'cmi.student_preference.language', '2004': 'cmi.learner_preference.language' } as const;
const learnerId = { '1.2': 'cmi.core.student_id', '2004': 'cmi.learner_id' } as const;

for (const version of ['1.2', '2004'] as const) {
  for (const [lms, expected, unavailable, retry] of [
    [
      'es',
      'es',
      'El servidor del video no está disponible en este momento. Inténtelo de nuevo en unos instantes.',
      'Intentar de nuevo',
    ],
    ['', 'en', 'The video server is unavailable at the moment. Try again in a few moments.', 'Try again'],
  ] as const) {
    test(`SCORM ${version}: ${lms ? `the LMS's learner language '${lms}'` : 'an en browser and no LMS language'} gives the launch page and the widget ${expected}`, async ({
      page,
      stack,
    }) => {
      test.setTimeout(90_000);
      // The first token request meets an unavailable server, so the page has something to say.
      let refused = false;
      await page.route('**/api/token/scorm', (route) => {
        if (refused) return route.fallback();
        refused = true;
        return route.fulfill({
          status: 503,
          body: '<html>Service Unavailable</html>',
          headers: { 'Access-Control-Allow-Origin': '*' },
        });
      });
      const data = { [learnerId[version]]: `lang-${version}-${Date.now()}`, ...(lms ? { [preference[version]]: lms } : {}) };
      const close = await launch(page, stack, version, data);
      try {
        const frame = await sco(page);
        await expect(frame.getByRole('status')).toHaveText(unavailable);
        expect(await frame.evaluate(() => document.documentElement.lang)).toBe(expected);
        await frame.getByRole('button', { name: retry }).click();
        await lessonReady(page);
        const src = await frame.locator('#lesson iframe').getAttribute('src');
        expect(new URL(src!).searchParams.get('lang')).toBe(expected);
        await expect.poll(() => widgetFrame(page, stack)?.evaluate(() => document.documentElement.lang)).toBe(expected);
      } finally {
        close();
      }
    });
  }
}
