import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRuntime } from '@/services/runtime';
import { useAppStore } from '@/store/app-store';
import { EXIT_SETTLE_MS, leaveLesson } from './leave-lesson';

const exit = vi.hoisted(() => vi.fn(async (_ms: number) => 0));
vi.mock('./cmi5-visit', () => ({ cmi5Visit: () => ({ exit }) }));

const report = vi.fn();
const page = new EventTarget() as Window;
setRuntime({ errors: { report } } as unknown as Parameters<typeof setRuntime>[0]);

afterEach(() => {
  useAppStore.setState({ lessonReturnUrl: null, leavingLesson: false });
  exit.mockClear();
  report.mockClear();
});

describe('leaving the lesson for the course', () => {
  it('says it is leaving, ends the visit, and only then goes to the returnURL', async () => {
    useAppStore.getState().offerLessonExit('https://lms.example/course/7');
    const leave = vi.fn();
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
  });

  it('goes anyway at the deadline, and reports how many statements the LRS had not taken', async () => {
    useAppStore.getState().offerLessonExit('https://lms.example/course/7');
    exit.mockResolvedValueOnce(3);
    const leave = vi.fn();
    await leaveLesson(page, leave);
    expect(leave).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith(expect.stringContaining('with 3 statement(s) the LRS had not taken after 5 s'));
  });

  it('does nothing without a returnURL, or a second time while leaving', async () => {
    const leave = vi.fn();
    await leaveLesson(page, leave);
    useAppStore.getState().offerLessonExit('https://lms.example/course/7');
    useAppStore.getState().setLeavingLesson(true);
    await leaveLesson(page, leave);
    expect(exit).not.toHaveBeenCalled();
    expect(leave).not.toHaveBeenCalled();
  });
});
