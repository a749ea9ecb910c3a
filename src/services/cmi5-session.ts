/**
 * The widget as a cmi5 assignable unit, with @xapi/cmi5: fetches the auth token, reads the launch data,
 * sends initialized first, completed once (with its moveOn category, in Normal launch mode only) and
 * terminated last, and the allowed statements in between with the launch's context template. Every
 * statement goes through the durable outbox, so a lost connection loses none. Loaded only under a cmi5 launch.
 */
import { withinDeadline } from './deadline';
import Cmi5, { type SendStatementOptions } from '@xapi/cmi5';
import type { Context, Statement } from '@xapi/xapi';
import { fetchAuthToken } from './cmi5-auth-token';
import { completedStatementId } from './cmi5-completed-id';
import { completedNote } from './cmi5-completed-note';
import { learnerPreferencesOf } from './cmi5-learner-preferences';
import { NO_LEARNER_PREFERENCES, type LearnerPreferences } from './learner-preferences';
import { cmi5ReturnUrl } from './cmi5-return-url';
import type { Cmi5Launch } from './launch-params';
import { postStatements, postStatementsOnUnload, StatementDeadline, unloadRequests } from './lrs-statements';
import { COMPLETED, INITIALIZED, StatementOutbox, verbIdOf, type StatementJson } from './statement-outbox';
import { statementOutboxKey, storageStatementStore, sweepStatementOutboxes } from './statement-outbox-store';
import type { Storage } from './storage';
import { uuid } from './uuid';
import { withVideo, type LibStatement } from './cmi5-video-statement';
import { devWarn } from './dev-console';

export interface Cmi5Session {
  /** The context the launch gives every statement: its template and the registration. */
  context: Context;
  /**
   * The id of this session's initialized statement: the Video Profile's session-id, which the profile wants
   * to be that id (the LMS's cmi5 session id stays in the context template's own extension).
   */
  sessionId: string;
  /** A cmi5 allowed statement (played, paused, seeked, interacted): sent with the launch's context. */
  allowed(statement: Statement): void;
  /**
   * The cmi5 completed statement, once; `result` adds to its result (the Video Profile's extensions), and
   * `video` (the Video Profile statement's context) its category, its extensions and the video type.
   */
  complete(result: Statement['result'], video?: Context): void;
  /**
   * The cmi5 terminated statement, last (nothing is sent after it), with the Video Profile's as completed: queued
   * behind the others, which the outbox sends in order. As the page goes, `pageGoes` sends it at once.
   */
  terminate(result: Statement['result'], video?: Context): void;
  /**
   * The page is going (after terminate): what waits leaves at once in keepalive requests (unloadRequests), terminated
   * and what fits of the rest. Once; nothing before terminate.
   */
  pageGoes(): void;
  /** After a reconnect: send what waits now. */
  retryNow(): void;
  /** Where the learner goes back to the course on exiting (the launch data's returnURL, http(s) only), or null. */
  returnUrl: string | null;
  /**
   * Sends what waits now, in order, and resolves once the LRS has it all; or after `ms` with how many statements
   * it has not taken yet, which then go as when the page goes (pageGoes), and stay in the outbox.
   */
  settle(ms: number): Promise<number>;
  /**
   * The learner's cmi5 preferences (the audio setting, the content's languages), read beside the launch: they come
   * when the LRS answers, or as none after LEARNER_PREFERENCES_TIMEOUT_MS or a failure; never a rejection.
   */
  learnerPreferences: Promise<LearnerPreferences>;
}

/** The longest the learner's preferences are waited for: past it the lesson keeps the widget's own settings. */
export const LEARNER_PREFERENCES_TIMEOUT_MS = 3_000;

/**
 * The most the launch steps may take (the auth token, the launch data, the learner preferences): @xapi/cmi5's
 * requests have no timeout, and the statements wait for the session before they reach the host. Past it,
 * cmi5 is off for the visit (the statements still reach the host), as when the launch fails at once.
 */
export const CMI5_LAUNCH_TIMEOUT_MS = 10_000;

/** The LMS's session id, in the context template of the launch data (cmi5 §9.6.3.1). */
const LMS_SESSION_ID = 'https://w3id.org/xapi/cmi5/context/extensions/sessionid';

/**
 * Starts the session: resolves once the auth token and the launch data are in and initialized is queued.
 * `report` hears what goes wrong on the way (a statement the LRS refused, an earlier session's leftovers).
 */
export async function startCmi5(
  launch: Cmi5Launch,
  storage: Storage,
  report: (message: string) => void = devWarn,
): Promise<Cmi5Session> {
  const sessionId = uuid();
  let outbox: StatementOutbox | null = null;
  /** The launch went past its deadline: whatever the library forms later (its initialized) goes nowhere. */
  let givenUp = false;
  let terminated = false;
  /** completed was asked for (it goes once the note of an earlier one is read, unless that says it went). */
  let completing = false;
  /** Notes completed once the LRS has taken it (the note is made once the launch is in). */
  let noteCompleted = (): void => undefined;
  let completedNoted = false;
  /** What to add to the next statement the library forms (its terminate() takes no options). */
  let addition: ((statement: LibStatement) => LibStatement) | null = null;
  /** Every statement the library forms goes to the outbox instead of straight to the LRS. */
  class OutboxCmi5 extends Cmi5 {
    override sendXapiStatement(statement: LibStatement, options?: SendStatementOptions): ReturnType<Cmi5['sendXapiStatement']> {
      if (givenUp) return Promise.resolve({ data: [] }) as unknown as ReturnType<Cmi5['sendXapiStatement']>;
      const transform = options?.transform ?? addition;
      addition = null;
      const transformed = transform ? transform(statement) : statement;
      const formed = transformed.verb.id === INITIALIZED ? { ...transformed, id: sessionId } : transformed;
      void sessionOutbox().enqueue(formed as unknown as StatementJson);
      return Promise.resolve({ data: [formed.id ?? ''] }) as unknown as ReturnType<Cmi5['sendXapiStatement']>;
    }
  }
  const cmi5 = new OutboxCmi5({ ...launch, actor: launch.actor as never });
  /** How long the outbox's next POST may take: it grows while the LRS is slow. */
  const deadline = new StatementDeadline();
  /** The AU's stored outbox: another AU's frame on the page keeps its own. */
  const outboxKey = statementOutboxKey(launch);
  /**
   * The outbox of this session, made when its first statement (initialized) is formed: the launch data, with
   * the LMS's session id, is in by then. (The widget's own id stands in for an LMS that gives none.) Stored
   * outboxes of other launches that nobody wrote for a week go then.
   */
  const sessionOutbox = (): StatementOutbox => {
    if (outbox) return outbox;
    void sweepStatementOutboxes(storage, outboxKey).catch(() => undefined);
    return (outbox = new StatementOutbox({
      store: storageStatementStore(storage, outboxKey),
      sessionKey: [
        launch.registration,
        launch.activityId,
        cmi5.getLaunchData().contextTemplate?.extensions?.[LMS_SESSION_ID] ?? sessionId,
      ].join('|'),
      report,
      // Noted only once the LRS holds it: a completed still waiting (or lost with the page) must go again next time.
      // Once: the request as the page goes may carry a completed the outbox's own request delivered too.
      onDelivered: (statement) => {
        if (completedNoted || verbIdOf(statement) !== COMPLETED) return;
        completedNoted = true;
        noteCompleted();
      },
      send: async (statements) => {
        if (statements.length === 0 || !cmi5.xapi) throw new Error('LRS: not connected yet.');
        await deadline.run((timeout) => postStatements(launch.endpoint, cmi5.getAuthToken(), statements, timeout));
      },
    }));
  };
  const aborting = new AbortController();
  let learnerPreferences: Promise<LearnerPreferences> = Promise.resolve(NO_LEARNER_PREFERENCES);
  // The library reads the agent profile between the launch data and initialized, and waits for it: here it is read
  // beside initialized instead, so a slow or failing profile never holds the session (nor its statements) back.
  const readLearnerPreferences = (): Promise<Record<string, never>> => {
    const xapi = cmi5.xapi;
    if (!xapi) return Promise.resolve({});
    const read = xapi
      .getAgentProfile({ agent: launch.actor as never, profileId: 'cmi5LearnerPreferences' })
      .then((response) => learnerPreferencesOf(response.data))
      // None kept (a 404 is the common case): the widget's own settings stand.
      .catch(() => NO_LEARNER_PREFERENCES);
    learnerPreferences = withinDeadline(read, LEARNER_PREFERENCES_TIMEOUT_MS, () => {
      report(
        `cmi5: learner preferences not read after ${LEARNER_PREFERENCES_TIMEOUT_MS / 1000} s; the widget's own settings stand`,
      );
      return NO_LEARNER_PREFERENCES;
    });
    return Promise.resolve({});
  };
  // The library's own fetch reads no error-code (cmi5-auth-token.ts); it calls these methods, which it keeps private.
  Object.assign(cmi5, {
    getAuthTokenFromLMS: (url: string) => fetchAuthToken(url, aborting.signal),
    getLearnerPreferencesFromLMS: readLearnerPreferences,
  });
  await withinDeadline(cmi5.initialize(), CMI5_LAUNCH_TIMEOUT_MS, () => {
    givenUp = true;
    aborting.abort();
    throw new Error(
      `launch not done after ${CMI5_LAUNCH_TIMEOUT_MS / 1000} s (fetch URL, LMS.LaunchData or the LRS): off for this visit`,
    );
  });
  // completed goes once per AU and registration, across sessions and devices: an earlier session's note of it, read
  // while the session goes on.
  const exit = cmi5ReturnUrl(cmi5.getLaunchData());
  if ('refused' in exit) report(`cmi5: ${exit.refused}; no exit to the course offered`);
  const note = completedNote(launch, storage, cmi5.xapi, () => cmi5.getAuthToken());
  const sentBefore = note.read();
  noteCompleted = note.write;
  const template = (cmi5.getLaunchData().contextTemplate ?? {}) as Context;
  const context: Context = { ...template, registration: launch.registration };
  const send = (statement: Statement): void => void sessionOutbox().enqueue(statement as unknown as StatementJson);
  /**
   * The last statements leave even as the page goes: keepalive requests (the LRS keeps each id once) with this
   * session's statements that fit, terminated in one without Video Profile statements (unloadRequests), so an LRS
   * that refuses those still takes it. What the LRS took leaves the outbox; once it took terminated, the rest with
   * it (dropped, told).
   */
  let gasped = false;
  const lastGasp = (): void => {
    if (!terminated || gasped) return;
    gasped = true;
    const requests = unloadRequests(outbox?.pending() ?? []);
    const token = cmi5.getAuthToken();
    const answers = requests.map((batch) => postStatementsOnUnload(launch.endpoint, token, batch));
    void Promise.all(answers).then((taken) => {
      const took = requests.filter((_, index) => taken[index]);
      if (took.length === 0) return;
      outbox?.delivered(took.flat());
      // The last request carries terminated: until the LRS takes it, the outbox keeps the rest (when the page stays).
      if (!taken.at(-1)) return;
      const refused = requests.filter((_, index) => !taken[index]).flat().length;
      if (refused > 0) report(`cmi5: the LRS refused ${refused} statement(s) sent as the page went; it took terminated`);
      // With terminated taken, the rest could only be refused (when the page stayed to hear it).
      outbox?.closeSession();
    });
  };
  return {
    context,
    sessionId,
    allowed: (statement) => {
      if (terminated) return;
      const own = statement.context ?? {};
      send({
        ...statement,
        actor: launch.actor as Statement['actor'],
        context: {
          ...own,
          ...context,
          contextActivities: {
            ...own.contextActivities,
            ...template.contextActivities,
            category: [...(own.contextActivities?.category ?? [])],
          },
          extensions: { ...own.extensions, ...template.extensions },
        },
      });
    },
    complete: (result, video) => {
      if (terminated || completing || cmi5.getLaunchData().launchMode !== 'Normal') return;
      completing = true;
      void sentBefore.then((sent) => {
        // Nothing goes after terminated: a session closed before the note was read leaves completed to the
        // next one, which finds the saved ranges complete.
        if (sent || terminated) return;
        void cmi5.complete({
          transform: (statement) =>
            // cmi5's duration (the session's, as the library measures it) stands; the profile's extensions join. Its id
            // is the registration's (cmi5-completed-id.ts): an LRS that holds it already refuses it as a second one.
            withVideo(
              { ...statement, id: completedStatementId(launch), result: { ...result, ...statement.result, completion: true } },
              video,
            ),
        });
      });
    },
    terminate: (result, video) => {
      if (terminated) return;
      terminated = true;
      // The library's terminated carries the duration; the Video Profile's extensions join it.
      addition = (statement) =>
        withVideo({ ...statement, result: { ...statement.result, extensions: result?.extensions ?? {} } }, video);
      void cmi5.terminate();
    },
    pageGoes: lastGasp,
    retryNow: () => outbox?.retryNow(),
    returnUrl: 'url' in exit ? exit.url : null,
    learnerPreferences,
    settle: async (ms) => {
      if (!outbox) return 0;
      const waiting = outbox;
      waiting.retryNow();
      return withinDeadline(
        waiting.whenEmpty().then(() => 0),
        ms,
        () => {
          // Out of time: what waits goes in one request, as when the page goes (the page goes next).
          lastGasp();
          return waiting.pending().length;
        },
      );
    },
  };
}
