// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emit, openLaunchPage, progress, writes } from './launch-test-harness.ts';
import { decodeResumeData, SUSPEND_DATA_LIMIT } from './resume-data.ts';

vi.mock('../../../host-sdk/src/index.ts', async () => ({ embed: (await import('./launch-test-harness.ts')).fakeEmbed }));

const leave = (): boolean => window.dispatchEvent(new Event('pagehide'));
const suspend = (position: number, ranges: [number, number][]): string => JSON.stringify({ v: 1, p: position, r: ranges });

describe('what the SCORM launch page tells the LMS: never less than it holds', () => {
  afterEach(() => {
    leave();
    vi.unstubAllGlobals();
  });

  it('writes no score, status or resume data when the learner leaves before the widget’s first progress', async () => {
    const stored = {
      'cmi.core.lesson_status': 'completed',
      'cmi.core.score.raw': '85',
      'cmi.suspend_data': suspend(40, [[0, 85]]),
    };
    const lms = await openLaunchPage({ values: stored });
    leave();
    expect(writes(lms).map((write) => write.split(' ')[0])).toEqual(['cmi.core.session_time', 'cmi.core.exit']);
    expect(lms.values).toMatchObject(stored);
  });

  it('keeps a stored score that is higher than this visit’s, and raises it once the visit passes it', async () => {
    const lms = await openLaunchPage({ values: { 'cmi.core.lesson_status': 'incomplete', 'cmi.core.score.raw': '60' } });
    emit('progress', progress(20, [[0, 20]]));
    expect(lms.values['cmi.core.score.raw']).toBe('60');
    emit('progress', progress(70, [[0, 70]]));
    expect(lms.values['cmi.core.score.raw']).toBe('70');
  });

  it('keeps a SCORM 1.2 “passed” when the widget reports completion, and never lowers completed to incomplete', async () => {
    const lms = await openLaunchPage({ values: { 'cmi.core.lesson_status': 'passed' } });
    emit('progress', progress(95, [[0, 95]], true));
    emit('completed', { percent: 95 });
    expect(lms.values['cmi.core.lesson_status']).toBe('passed');
    const again = await openLaunchPage({ values: { 'cmi.core.lesson_status': 'completed' } });
    emit('progress', progress(10, [[0, 10]]));
    expect(again.values['cmi.core.lesson_status']).toBe('completed');
    expect(writes(again).some((write) => write.startsWith('cmi.core.lesson_status'))).toBe(false);
  });

  it('keeps SCORM 2004’s completed, passed and score when a later visit reports less', async () => {
    const stored = {
      'cmi.completion_status': 'completed',
      'cmi.success_status': 'passed',
      'cmi.score.raw': '92',
      'cmi.score.scaled': '0.92',
    };
    const lms = await openLaunchPage({ version: '2004', values: stored });
    emit('progress', progress(15, [[0, 15]]));
    leave();
    expect(lms.values).toMatchObject(stored);
  });

  it('merges the stored ranges with this visit’s in the suspend data (their union), not this visit’s alone', async () => {
    const lms = await openLaunchPage({ values: { 'cmi.suspend_data': suspend(40, [[0, 40]]) } });
    emit('progress', progress(10, [[35, 45]]));
    emit('pause', { currentTime: 45, duration: 100 });
    emit(
      'progress',
      progress(20, [
        [35, 45],
        [60, 70],
      ]),
    );
    expect(decodeResumeData(lms.values['cmi.suspend_data']!)?.ranges).toEqual([
      [0, 45],
      [60, 70],
    ]);
  });

  it('keeps the merged suspend data within SCORM 1.2’s 4,096 characters', async () => {
    const storedRanges = Array.from({ length: 300 }, (_, i): [number, number] => [i * 20, i * 20 + 5.5]);
    const lms = await openLaunchPage({ values: { 'cmi.suspend_data': suspend(12.3, storedRanges) } });
    const visit = Array.from({ length: 300 }, (_, i): [number, number] => [i * 20 + 10, i * 20 + 13.3]);
    emit('progress', progress(40, visit));
    const text = lms.values['cmi.suspend_data']!;
    expect(text.length).toBeLessThanOrEqual(SUSPEND_DATA_LIMIT);
    expect(decodeResumeData(text)?.ranges.length).toBeGreaterThan(100);
  });

  for (const [version, element] of [
    ['1.2', 'cmi.core.lesson_mode'],
    ['2004', 'cmi.mode'],
  ] as const)
    for (const mode of ['browse', 'review'])
      it(`records nothing in SCORM ${version}’s ${mode} mode (${element}), and still finishes the session`, async () => {
        const lms = await openLaunchPage({ version, values: { [element]: mode, 'cmi.suspend_data': suspend(40, [[0, 40]]) } });
        emit('progress', progress(95, [[0, 95]], true));
        emit('completed', { percent: 95 });
        emit('pause', { currentTime: 50, duration: 100 });
        leave();
        expect(writes(lms)).toEqual([]);
        expect(lms.calls.filter((call) => /Commit/.test(call))).toEqual([]);
        expect(lms.calls).toContain(version === '1.2' ? 'LMSFinish' : 'Terminate');
      });
});
