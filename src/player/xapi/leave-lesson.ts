/**
 * The learner exits the lesson to the course (a cmi5 launch with a returnURL): the player pauses, the visit
 * ends (terminated last) and the frame goes to the returnURL once the LRS has taken the statements, or at
 * EXIT_SETTLE_MS if it is slow or out of reach: never a hang. What it had not taken by then stays in the outbox
 * (it also went with terminated in one request as the visit ended), and playerlogerror hears how many.
 */
import { leavePageFor } from '@/services/page-navigation';
import { runtime } from '@/services/runtime';
import { useAppStore } from '@/store/app-store';
import { cmi5Visit } from './cmi5-visit';

/** The longest the learner waits, after pressing exit, for the LRS to take the last statements. */
export const EXIT_SETTLE_MS = 5_000;

export async function leaveLesson(target: Window = window, leave: (url: string) => void = leavePageFor): Promise<void> {
  const { lessonReturnUrl, leavingLesson, setLeavingLesson } = useAppStore.getState();
  if (!lessonReturnUrl || leavingLesson) return;
  setLeavingLesson(true);
  const unsent = await cmi5Visit(target).exit(EXIT_SETTLE_MS);
  if (unsent > 0)
    runtime().errors.report(
      `cmi5: left for the course with ${unsent} statement(s) the LRS had not taken after ${EXIT_SETTLE_MS / 1000} s; kept in the outbox`,
    );
  leave(lessonReturnUrl);
}
