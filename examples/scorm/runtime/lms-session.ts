/**
 * The LMS's SCORM runtime, found as the standard says (the frames above, then the opener's), behind one
 * interface for both editions: SCORM 1.2's `API` and SCORM 2004's `API_1484_11`.
 */

export type ScormVersion = '1.2' | '2004';

interface Scorm12Api {
  LMSInitialize(empty: ''): string;
  LMSGetValue(element: string): string;
  LMSSetValue(element: string, value: string): string;
  LMSCommit(empty: ''): string;
  LMSFinish(empty: ''): string;
}
interface Scorm2004Api {
  Initialize(empty: ''): string;
  GetValue(element: string): string;
  SetValue(element: string, value: string): string;
  Commit(empty: ''): string;
  Terminate(empty: ''): string;
}

/** What the lesson tells the LMS. */
export interface LessonReport {
  /** Watched, 0–100. */
  percent: number;
  completed: boolean;
  /** Seconds. */
  position: number;
  suspendData: string;
  /** The session's session_time, already in the edition's format. */
  sessionTime: string;
}

export interface LmsSession {
  readonly version: ScormVersion;
  learnerId(): string;
  suspendData(): string;
  report(report: LessonReport): void;
  commit(): void;
  finish(): void;
}

/** Looks for the runtime named `name` in `start`'s frames above it, then in its opener's. */
function findApi<T>(name: 'API' | 'API_1484_11', start: Window): T | null {
  const search = (from: Window | null): T | null => {
    for (let win = from, depth = 0; win && depth < 10; depth++) {
      try {
        const api = (win as unknown as Record<string, unknown>)[name];
        if (api) return api as T;
      } catch {
        // A cross-origin frame: the runtime cannot be there.
      }
      if (win.parent === win) break;
      win = win.parent;
    }
    return null;
  };
  return search(start) ?? search(start.opener as Window | null);
}

/** No SCORM runtime of the package's edition in the frames above the launch page, nor in its opener's. */
export class NoLmsRuntime extends Error {
  override readonly name = 'NoLmsRuntime';
}

const isDone = (status: string): boolean => status === 'completed' || status === 'passed';

/** Opens the session with the LMS (Initialize); throws when no runtime of that edition is found. */
export function openLmsSession(version: ScormVersion, start: Window = window): LmsSession {
  if (version === '1.2') {
    const api = findApi<Scorm12Api>('API', start);
    if (!api) throw new NoLmsRuntime('SCORM 1.2: no LMS runtime (API) found.');
    api.LMSInitialize('');
    // A lesson completed on an earlier launch stays completed.
    let done = isDone(api.LMSGetValue('cmi.core.lesson_status'));
    return {
      version,
      learnerId: () => api.LMSGetValue('cmi.core.student_id'),
      suspendData: () => api.LMSGetValue('cmi.suspend_data'),
      report: ({ percent, completed, position, suspendData, sessionTime }) => {
        done ||= completed;
        api.LMSSetValue('cmi.core.lesson_status', done ? 'completed' : 'incomplete');
        api.LMSSetValue('cmi.core.score.min', '0');
        api.LMSSetValue('cmi.core.score.max', '100');
        api.LMSSetValue('cmi.core.score.raw', String(percent));
        api.LMSSetValue('cmi.core.lesson_location', String(Math.round(position)));
        api.LMSSetValue('cmi.suspend_data', suspendData);
        api.LMSSetValue('cmi.core.session_time', sessionTime);
        api.LMSSetValue('cmi.core.exit', 'suspend');
      },
      commit: () => void api.LMSCommit(''),
      finish: () => void api.LMSFinish(''),
    };
  }
  const api = findApi<Scorm2004Api>('API_1484_11', start);
  if (!api) throw new NoLmsRuntime('SCORM 2004: no LMS runtime (API_1484_11) found.');
  api.Initialize('');
  let done = api.GetValue('cmi.completion_status') === 'completed';
  return {
    version,
    learnerId: () => api.GetValue('cmi.learner_id'),
    suspendData: () => api.GetValue('cmi.suspend_data'),
    report: ({ percent, completed, position, suspendData, sessionTime }) => {
      done ||= completed;
      api.SetValue('cmi.completion_status', done ? 'completed' : 'incomplete');
      if (done) api.SetValue('cmi.success_status', 'passed');
      api.SetValue('cmi.progress_measure', String(Math.round(percent * 10) / 1000));
      api.SetValue('cmi.score.min', '0');
      api.SetValue('cmi.score.max', '100');
      api.SetValue('cmi.score.raw', String(percent));
      api.SetValue('cmi.score.scaled', String(Math.round(percent * 10) / 1000));
      api.SetValue('cmi.location', String(Math.round(position)));
      api.SetValue('cmi.suspend_data', suspendData);
      api.SetValue('cmi.session_time', sessionTime);
      api.SetValue('cmi.exit', 'suspend');
    },
    commit: () => void api.Commit(''),
    finish: () => void api.Terminate(''),
  };
}
