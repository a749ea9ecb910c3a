// Covers the SCORM packages end to end: `npm run package:scorm`'s builder makes the SCORM 1.2 and 2004
// zips, an LMS page on its own origin gives the launch page a real SCORM runtime (scorm-again), the launch
// page mints a token from the package's dispatch key (POST token/scorm) and embeds the real widget;
// watching past the threshold reports completed/passed, the score and the resume data, and a second
// launch resumes at the position.
import type { Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { schemaLocations } from '../examples/scorm/manifest.ts';
import { decodeResumeData } from '../examples/scorm/runtime/resume-data.ts';
import { expect, test } from './fixtures.ts';
import { lessonPackages, lessonReady, lmsPage, sco, sdk, serveLms } from './scorm-lms.ts';

const read = (page: Page, element: string): Promise<string> =>
  page.evaluate((element) => {
    const w = window as unknown as { runtime: { getFlattenedCMI(): Record<string, string> } };
    return String(w.runtime.getFlattenedCMI()[element] ?? '');
  }, element);

const elements = {
  '1.2': {
    learner: 'cmi.core.student_id',
    status: 'cmi.core.lesson_status',
    score: 'cmi.core.score.raw',
    time: 'cmi.core.session_time',
    entry: 'cmi.core.entry',
    location: 'cmi.core.lesson_location',
  },
  '2004': {
    learner: 'cmi.learner_id',
    status: 'cmi.completion_status',
    score: 'cmi.score.raw',
    time: 'cmi.session_time',
    entry: 'cmi.entry',
    location: 'cmi.location',
  },
} as const;

for (const version of ['1.2', '2004'] as const) {
  test(`SCORM ${version}: watching past the threshold reports completion, score and resume data, and a second launch resumes`, async ({
    page,
    stack,
    pageErrors,
  }) => {
    test.setTimeout(120_000);
    const zips = await lessonPackages(stack);
    const files = unzipSync(zips[version]);
    expect(
      Object.keys(files)
        .filter((name) => !/\.(xsd|dtd)$/.test(name))
        .sort(),
    ).toEqual(['imsmanifest.xml', 'index.html', 'launch.js']);
    // The schema files the manifest names are in the zip.
    for (const name of schemaLocations(strFromU8(files['imsmanifest.xml']!))) expect(Object.keys(files)).toContain(name);
    expect(strFromU8(files['imsmanifest.xml']!)).toContain(
      version === '1.2' ? '<schemaversion>1.2</schemaversion>' : '<schemaversion>2004 4th Edition</schemaversion>',
    );
    const names = elements[version];
    const learner = `lms-learner-${version}-${Date.now()}`;
    let data: Record<string, string> = { [names.learner]: learner };
    const lms = await serveLms(files, () => lmsPage(version, data));
    stack.widget.setConfig(stack.widgetConfig({ HOST_ORIGINS: [stack.host.url, lms.url] }));
    try {
      // First launch: watch at 2× until the LMS hears completed (the catalog's threshold is 80 %).
      await page.goto(`${lms.url}/course.html`);
      await lessonReady(page);
      await sdk(page, 'setPlaybackRate', 2);
      await sdk(page, 'play');
      await expect.poll(() => read(page, names.status), { timeout: 30_000 }).toBe('completed');
      if (version === '2004') expect(await read(page, 'cmi.success_status')).toBe('passed');
      expect(Number(await read(page, names.score))).toBeGreaterThanOrEqual(80);
      await sdk(page, 'seek', 12);
      await sdk(page, 'pause');
      await expect.poll(async () => decodeResumeData(await read(page, 'cmi.suspend_data'))?.position).toBeCloseTo(12, 0);
      const resume = decodeResumeData(await read(page, 'cmi.suspend_data'));
      expect(resume?.ranges[0]?.[1]).toBeGreaterThan(23);
      expect((await read(page, 'cmi.suspend_data')).length).toBeLessThanOrEqual(4096);
      expect(await read(page, names.location)).toBe('12');
      // The real runtime accepted every call: the learner was never told progress may not be recorded.
      expect(await (await sco(page)).textContent('#notice')).toBe('');

      // The learner leaves: the launch page finishes the session with its time.
      await page.evaluate(() => (document.getElementById('sco') as HTMLIFrameElement).setAttribute('src', 'about:blank'));
      await expect.poll(() => read(page, names.time)).toMatch(version === '1.2' ? /^\d{2,4}:\d{2}:\d{2}(\.\d{1,2})?$/ : /^PT/);
      expect(
        await page.evaluate(() => (window as unknown as { runtime: { isTerminated(): boolean } }).runtime.isTerminated()),
      ).toBe(true);
      const stored = await page.evaluate(() =>
        (window as unknown as { runtime: { getFlattenedCMI(): Record<string, string> } }).runtime.getFlattenedCMI(),
      );

      // Second launch: the LMS gives back what it stored; the lesson resumes at 12 s and stays completed.
      data = {
        [names.learner]: learner,
        [names.entry]: 'resume',
        'cmi.suspend_data': stored['cmi.suspend_data'] ?? '',
        [names.status]: stored[names.status] ?? '',
      };
      await page.goto(`${lms.url}/course.html`);
      await lessonReady(page);
      await expect.poll(async () => Number(await sdk(page, 'getCurrentTime')), { timeout: 20_000 }).toBeCloseTo(12, 0);
      await sdk(page, 'play');
      await expect.poll(async () => Number(await read(page, names.score)), { timeout: 15_000 }).toBeGreaterThanOrEqual(80);
      expect(await read(page, names.status)).toBe('completed');
      expect(pageErrors).toEqual([]);
    } finally {
      lms.server.closeAllConnections();
      lms.server.close();
    }
  });
}
