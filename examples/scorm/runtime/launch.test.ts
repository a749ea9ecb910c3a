// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESUME_MARGIN_SECONDS } from '../../../src/player/resume-position.ts';
import { emit, openLaunchPage, settle, widget } from './launch-test-harness.ts';

vi.mock('../../../host-sdk/src/index.ts', async () => ({ embed: (await import('./launch-test-harness.ts')).fakeEmbed }));

/**
 * Launches the package's page in a SCORM 1.2 LMS whose suspend data holds `position` (seconds), with the
 * widget starting at `widgetStartsAt` (where the API's saved view put it, or 0), and waits for the embed.
 */
async function launch(position: number, widgetStartsAt: number): Promise<void> {
  await openLaunchPage({
    values: {
      'cmi.core.lesson_status': 'incomplete',
      'cmi.suspend_data': JSON.stringify({ v: 1, p: position, r: [[0, position]] }),
    },
  });
  widget.currentTime = widgetStartsAt;
}

describe('the SCORM launch page’s resume', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('seeks to the LMS’s position on the first load when the widget starts more than 2 s away from it', async () => {
    await launch(40, 0);
    emit('loadedmetadata', { duration: 900 });
    await settle();
    expect(widget.seeks).toEqual([40]);
    expect(widget.currentTime).toBe(40);
  });

  it('leaves the widget where it is when it already resumed at the LMS’s position', async () => {
    await launch(40, 39);
    emit('loadedmetadata', { duration: 900 });
    await settle();
    expect(widget.seeks).toEqual([]);
  });

  it('does not throw the learner back to the launch’s position when the widget loads its source again (audio mode at 600 s stays at 600 s)', async () => {
    await launch(40, 0);
    emit('loadedmetadata', { duration: 900 });
    await settle();
    expect(widget.seeks).toEqual([40]);
    // The learner watches to 600 s, then switches to audio mode (or the widget reloads after an error or a
    // reconnect): the widget restores 600 s itself and sends loadedmetadata again.
    widget.currentTime = 600;
    emit('timeupdate', { currentTime: 600, duration: 900, percent: 66.7 });
    emit('loadedmetadata', { duration: 900 });
    await settle();
    emit('loadedmetadata', { duration: 900 });
    await settle();
    expect(widget.seeks).toEqual([40]);
    expect(widget.currentTime).toBe(600);
  });

  it('starts a finished lesson over: a position within the widget’s resume margin of the end is not resumed', async () => {
    // The lesson ended at 897 of 900 s: the widget ignores a position that close to the end and starts at 0.
    await launch(900 - RESUME_MARGIN_SECONDS + 2, 0);
    emit('loadedmetadata', { duration: 900 });
    await settle();
    expect(widget.seeks).toEqual([]);
    expect(widget.currentTime).toBe(0);
  });

  it('applies the widget’s margin at the start too: a position within it is not resumed', async () => {
    await launch(RESUME_MARGIN_SECONDS - 2, 0);
    emit('loadedmetadata', { duration: 900 });
    await settle();
    expect(widget.seeks).toEqual([]);
  });

  it('still resumes a position just outside the margin of the end', async () => {
    await launch(900 - RESUME_MARGIN_SECONDS - 1, 0);
    emit('loadedmetadata', { duration: 900 });
    await settle();
    expect(widget.seeks).toEqual([900 - RESUME_MARGIN_SECONDS - 1]);
  });
});
