/**
 * The learner exits the lesson to the course (a cmi5 launch with a returnURL): the player pauses, the visit
 * ends (terminated last) and the frame goes to the returnURL once the LRS has taken the statements, or at
 * EXIT_SETTLE_MS if it is slow or out of reach: never a hang. What it had not taken by then stays in the outbox
 * (it also went with terminated in one request at the deadline), and playerlogerror hears how many. The frame
 * goes even when ending the visit fails; and when it stays (the returnURL answered 204 No Content, or a
 * download, or the LMS is slow: a page cannot tell these apart), leaving ends after EXIT_NAVIGATION_MS: the exit
 * becomes a plain link to the course and a toast says the course has not opened yet (a slow LMS's page still
 * replaces the lesson when it answers).
 */
import { emitAppEvent } from '@/services/app-events';
import { leavePageFor } from '@/services/page-navigation';
import { runtime } from '@/services/runtime';
import { useAppStore } from '@/store/app-store';
import { cmi5Visit } from './cmi5-visit';

/** The longest the learner waits, after pressing exit, for the LRS to take the last statements. */
export const EXIT_SETTLE_MS = 5_000;

/** How long the frame has to go once sent to the returnURL; past it, it stayed (no pagehide came). */
export const EXIT_NAVIGATION_MS = 3_000;

/** What the learner reads when the frame stayed (pt; en and es by its text key). */
export const LESSON_EXIT_STAYED =
  "A aula foi encerrada, mas o curso ainda não abriu. Use o link 'Voltar ao curso'; o que você assistir agora não será registrado.";

export async function leaveLesson(target: Window = window, leave: (url: string) => void = leavePageFor): Promise<void> {
  const { lessonReturnUrl, leavingLesson, setLeavingLesson } = useAppStore.getState();
  if (!lessonReturnUrl || leavingLesson) return;
  setLeavingLesson(true);
  const { errors } = runtime();
  try {
    const unsent = await cmi5Visit(target).exit(EXIT_SETTLE_MS);
    if (unsent > 0)
      errors.report(
        `cmi5: left for the course with ${unsent} statement(s) the LRS had not taken after ${EXIT_SETTLE_MS / 1000} s; kept in the outbox`,
      );
  } catch (error) {
    errors.report(`cmi5: ending the session on exit failed (${messageOf(error)}); left for the course anyway`);
  }
  const went = pageGoes(target, EXIT_NAVIGATION_MS);
  try {
    leave(lessonReturnUrl);
  } catch (error) {
    errors.report(`cmi5: going to the returnURL failed (${messageOf(error)})`);
  }
  if (await went) return;
  errors.report(`cmi5: the frame stayed ${EXIT_NAVIGATION_MS / 1000} s after going to the returnURL; the exit is a link now`);
  useAppStore.getState().offerLessonExitLink();
  emitAppEvent('Toast', { Mensagem: LESSON_EXIT_STAYED, Severidade: 1, Posicao: 'top', textKey: 'lesson_exit_stayed' });
}

/** Resolves true when the page goes (pagehide) within `ms`, else false. */
function pageGoes(target: Window, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const gone = (): void => {
      clearTimeout(timer);
      resolve(true);
    };
    const timer = setTimeout(() => {
      target.removeEventListener('pagehide', gone);
      resolve(false);
    }, ms);
    target.addEventListener('pagehide', gone, { once: true });
  });
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
