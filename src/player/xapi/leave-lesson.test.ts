import { afterEach, describe, expect, it, vi } from 'vitest';
import { translations } from '@/testing/translations';
import { onAppEvent, type ToastEvent } from '@/services/app-events';
import { setRuntime } from '@/services/runtime';
import { useAppStore } from '@/store/app-store';
import { EXIT_NAVIGATION_MS, EXIT_SETTLE_MS, LESSON_EXIT_STAYED, leaveLesson } from './leave-lesson';

const exit = vi.hoisted(() => vi.fn(async (_ms: number) => 0));
vi.mock('./cmi5-visit', () => ({ cmi5Visit: () => ({ exit }) }));

const report = vi.fn();
setRuntime({ errors: { report } } as unknown as Parameters<typeof setRuntime>[0]);

/** A page whose navigation to the returnURL takes it away (pagehide), as a course page's answer does. */
function goingPage() {
  const page = new EventTarget() as Window;
  const leave = vi.fn((_url: string) => void page.dispatchEvent(new Event('pagehide')));
  return { page, leave };
}

afterEach(() => {
  vi.useRealTimers();
  useAppStore.setState({ lessonReturnUrl: null, leavingLesson: false, lessonExitByLink: false });
  exit.mockClear();
  report.mockClear();
});

describe('leaving the lesson for the course', () => {
  it('says it is leaving, ends the visit, and only then goes to the returnURL', async () => {
    useAppStore.getState().offerLessonExit('https://lms.example/course/7');
    const { page, leave } = goingPage();
    let settle: (unsent: number) => void = () => undefined;
    exit.mockImplementationOnce(() => new Promise<number>((resolve) => (settle = resolve)));

    const leaving = leaveLesson(page, leave);
    expect(useAppStore.getState().leavingLesson).toBe(true);
    expect(exit).toHaveBeenCalledWith(EXIT_SETTLE_MS);
    await Promise.resolve();
    expect(leave).not.toHaveBeenCalled();
    settle(0);
    await leaving;
    expect(leave).toHaveBeenCalledWith('https://lms.example/course/7');
    expect(report).not.toHaveBeenCalled();
    expect(useAppStore.getState().lessonExitByLink).toBe(false);
  });

  it('goes anyway at the deadline, and reports how many statements the LRS had not taken', async () => {
    useAppStore.getState().offerLessonExit('https://lms.example/course/7');
    exit.mockResolvedValueOnce(3);
    const { page, leave } = goingPage();
    await leaveLesson(page, leave);
    expect(leave).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith(expect.stringContaining('with 3 statement(s) the LRS had not taken after 5 s'));
  });

  it('goes anyway when ending the visit fails, and reports why', async () => {
    useAppStore.getState().offerLessonExit('https://lms.example/course/7');
    exit.mockRejectedValueOnce(new Error('storage gone'));
    const { page, leave } = goingPage();
    await leaveLesson(page, leave);
    expect(leave).toHaveBeenCalledWith('https://lms.example/course/7');
    expect(report).toHaveBeenCalledWith(expect.stringContaining('ending the session on exit failed (storage gone)'));
  });

  it('when the frame stays (the returnURL answered 204), ends leaving after a while: the exit is a link, and the learner told why', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    useAppStore.getState().offerLessonExit('https://lms.example/course/7');
    const toasts: ToastEvent[] = [];
    const offToasts = onAppEvent('Toast', (toast) => toasts.push(toast));
    try {
      const leave = vi.fn((_url: string) => undefined);
      const leaving = leaveLesson(new EventTarget() as Window, leave);
      await vi.advanceTimersByTimeAsync(0);
      expect(leave).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(EXIT_NAVIGATION_MS - 1);
      expect(useAppStore.getState().leavingLesson).toBe(true);
      await vi.advanceTimersByTimeAsync(1);
      await leaving;
      expect(useAppStore.getState()).toMatchObject({ leavingLesson: false, lessonExitByLink: true });
      expect(toasts).toEqual([expect.objectContaining({ textKey: 'lesson_exit_stayed', Mensagem: LESSON_EXIT_STAYED })]);
      expect(report).toHaveBeenCalledWith(expect.stringContaining('the frame stayed 3 s after going to the returnURL'));
    } finally {
      offToasts();
    }
  });

  it('a navigation that throws ends the same way: a link, not a spinner for ever', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    useAppStore.getState().offerLessonExit('https://lms.example/course/7');
    const leaving = leaveLesson(new EventTarget() as Window, () => {
      throw new Error('blocked');
    });
    await vi.advanceTimersByTimeAsync(EXIT_NAVIGATION_MS);
    await leaving;
    expect(useAppStore.getState()).toMatchObject({ leavingLesson: false, lessonExitByLink: true });
    expect(report).toHaveBeenCalledWith(expect.stringContaining('going to the returnURL failed (blocked)'));
  });

  it('does nothing without a returnURL, or a second time while leaving', async () => {
    const { page, leave } = goingPage();
    await leaveLesson(page, leave);
    useAppStore.getState().offerLessonExit('https://lms.example/course/7');
    useAppStore.getState().setLeavingLesson(true);
    await leaveLesson(page, leave);
    expect(exit).not.toHaveBeenCalled();
    expect(leave).not.toHaveBeenCalled();
  });

  it("words the learner's notice as pt.json does (the toast shows the viewer's language by its key)", () => {
    const pt = translations('pt');
    expect(pt['lesson_exit_stayed']).toBe(LESSON_EXIT_STAYED);
  });
});
