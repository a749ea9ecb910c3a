/**
 * The LMS's SCORM runtime, found as the standard says (the frames above, then the opener's), behind one
 * interface for both editions: SCORM 1.2's `API` and SCORM 2004's `API_1484_11`. Every call's answer is
 * checked; a "false" is read out with the runtime's error calls and handed to `onFault`, never thrown.
 */

export type ScormVersion = '1.2' | '2004';

/** One edition's API: the eight calls of SCORM's runtime, by their role. */
type Call = 'initialize' | 'get' | 'set' | 'commit' | 'finish' | 'lastError' | 'errorString' | 'diagnostic';
const calls: Record<ScormVersion, Record<Call, string>> = {
  '1.2': {
    initialize: 'LMSInitialize',
    get: 'LMSGetValue',
    set: 'LMSSetValue',
    commit: 'LMSCommit',
    finish: 'LMSFinish',
    lastError: 'LMSGetLastError',
    errorString: 'LMSGetErrorString',
    diagnostic: 'LMSGetDiagnostic',
  },
  '2004': {
    initialize: 'Initialize',
    get: 'GetValue',
    set: 'SetValue',
    commit: 'Commit',
    finish: 'Terminate',
    lastError: 'GetLastError',
    errorString: 'GetErrorString',
    diagnostic: 'GetDiagnostic',
  },
};
type Api = Record<string, ((...args: string[]) => unknown) | undefined>;

/** What the lesson tells the LMS. What the LMS holds is never replaced with less (a lower score or status). */
export interface LessonReport {
  /** Watched, 0–100; absent until the widget's first progress (then no score or status is written). */
  percent?: number;
  completed: boolean;
  /** Where the learner is, and the suspend data; absent until the widget has said (the stored ones stay). */
  resume?: { position: number; suspendData: string };
  /** The session's session_time, already in the edition's format. */
  sessionTime: string;
}

/** A call the LMS answered "false" (or threw on), with what its runtime said of it. */
export interface LmsFault {
  /** The API's method, e.g. 'LMSSetValue', with the element for a SetValue. */
  call: string;
  /** GetLastError's code, GetErrorString's text and GetDiagnostic's detail. */
  code: string;
  text: string;
  diagnostic: string;
  /** False only for an element the LMS does not implement (an optional one): the record itself is safe. */
  recordAtRisk: boolean;
}

export interface LmsSession {
  readonly version: ScormVersion;
  learnerId(): string;
  /** The learner's language preference as the LMS holds it (e.g. 'es-MX'), '' when it holds none. */
  learnerLanguage(): string;
  suspendData(): string;
  report(report: LessonReport): void;
  /** Commits (not in browse or review mode); a failed commit is tried once more at the next report. */
  commit(): void;
  /** Finishes the session (LMSFinish / Terminate); nothing is called after it. */
  finish(): void;
}

/** Looks for the runtime named `name` in `start`'s frames above it, then in its opener's. */
function findApi(name: 'API' | 'API_1484_11', start: Window): Api | null {
  const search = (from: Window | null): Api | null => {
    for (let win = from, depth = 0; win && depth < 10; depth++) {
      try {
        const api = (win as unknown as Record<string, unknown>)[name];
        if (api) return api as Api;
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

/** How far along a lesson status is (1.2's lesson_status, 2004's completion_status): it only moves forward. */
const rank = (status: string): number =>
  status === 'completed' || status === 'passed' ? 2 : status === 'incomplete' || status === 'failed' ? 1 : 0;

const elements = {
  '1.2': {
    learner: 'cmi.core.student_id',
    language: 'cmi.student_preference.language',
    status: 'cmi.core.lesson_status',
    score: 'cmi.core.score',
    location: 'cmi.core.lesson_location',
    sessionTime: 'cmi.core.session_time',
    exit: 'cmi.core.exit',
    mode: 'cmi.core.lesson_mode',
  },
  '2004': {
    learner: 'cmi.learner_id',
    language: 'cmi.learner_preference.language',
    status: 'cmi.completion_status',
    score: 'cmi.score',
    location: 'cmi.location',
    sessionTime: 'cmi.session_time',
    exit: 'cmi.exit',
    mode: 'cmi.mode',
  },
} as const;

/**
 * Opens the session with the LMS (Initialize); throws only when no runtime of that edition is found.
 * `onFault` hears every call the LMS refused.
 */
export function openLmsSession(
  version: ScormVersion,
  start: Window = window,
  onFault: (fault: LmsFault) => void = () => undefined,
): LmsSession {
  const name = version === '1.2' ? 'API' : 'API_1484_11';
  const api = findApi(name, start);
  if (!api) throw new NoLmsRuntime(`SCORM ${version}: no LMS runtime (${name}) found.`);
  const method = calls[version];
  /** Calls the runtime; an LMS that throws, or lacks the method, answers ''. */
  const raw = (call: Call, ...args: string[]): string => {
    try {
      return String(api[method[call]]?.(...args) ?? '');
    } catch {
      return '';
    }
  };
  let finished = false;
  /** Calls one of the calls that answer "true" or "false"; a "false" is read out and reported. */
  const checked = (call: Call, ...args: string[]): boolean => {
    if (finished) return false;
    if (raw(call, ...args) === 'true') return true;
    const code = raw('lastError');
    const unimplemented = call === 'set' && (version === '1.2' ? code === '401' : code === '401' || code === '402');
    onFault({
      recordAtRisk: !unimplemented,
      call: call === 'set' ? `${method.set}(${args[0]})` : method[call],
      code,
      text: raw('errorString', code),
      diagnostic: raw('diagnostic', code),
    });
    return false;
  };
  const get = (element: string): string => raw('get', element);
  const set = (element: string, value: string): boolean => checked('set', element, value);

  checked('initialize', '');
  const names = elements[version];
  // The RTE's launch modes: 'browse' records nothing, 'review' (a lesson already done) updates nothing. Only a
  // 'normal' launch (or an LMS that does not say) writes and commits; every launch is finished.
  const mode = get(names.mode);
  const recording = mode === '' || mode === 'normal';
  // What the LMS holds from earlier launches: a status and a score are only ever raised.
  let statusRank = rank(get(names.status));
  const storedScore = Number.parseFloat(get(`${names.score}.raw`));
  let score = Number.isFinite(storedScore) ? storedScore : -1;
  let passed = version === '2004' && get('cmi.success_status') === 'passed';
  let retryCommit = false;
  const commit = (): boolean => checked('commit', '');
  const scaled = (percent: number): string => String(Math.round(percent * 10) / 1000);

  return {
    version,
    learnerId: () => get(names.learner),
    learnerLanguage: () => get(names.language),
    suspendData: () => get('cmi.suspend_data'),
    report: ({ percent, completed, resume, sessionTime }) => {
      if (finished || !recording) return;
      const target = completed ? 2 : percent === undefined ? 0 : 1;
      if (target > statusRank && set(names.status, target === 2 ? 'completed' : 'incomplete')) statusRank = target;
      if (version === '2004' && completed && !passed) passed = set('cmi.success_status', 'passed');
      if (percent !== undefined && percent > score) {
        set(`${names.score}.min`, '0');
        set(`${names.score}.max`, '100');
        if (version === '2004') {
          set('cmi.score.scaled', scaled(percent));
          set('cmi.progress_measure', scaled(percent));
        }
        if (set(`${names.score}.raw`, String(percent))) score = percent;
      }
      if (resume) {
        set(names.location, String(Math.round(resume.position)));
        set('cmi.suspend_data', resume.suspendData);
      }
      set(names.sessionTime, sessionTime);
      set(names.exit, 'suspend');
      // One more try for a commit the LMS refused; a second refusal waits for the next commit of its own.
      if (retryCommit) {
        retryCommit = false;
        commit();
      }
    },
    commit: () => {
      if (recording && !finished) retryCommit = !commit();
    },
    finish: () => {
      checked('finish', '');
      finished = true;
    },
  };
}
