/**
 * Whether this AU's completed went in the registration, across sessions and devices: the note cmi5-session.ts
 * reads before it sends completed, and writes once the LRS has taken it (a completed queued, or lost with a page
 * whose LRS refused it, is not sent: the next session sends its own).
 */
import { withinDeadline } from './deadline';
import { lrsHeaders, lrsResourceUrl } from './lrs-statements';
import type Cmi5 from '@xapi/cmi5';
import type { Cmi5Launch } from './launch-params';
import type { Storage } from './storage';

/** The AU's own state document (the registration's, for this activity): `{completed: true}` once it sent completed. */
export const COMPLETED_STATE_ID = 'https://sphere-player.dev/cmi5/state/completed';
/**
 * How long completed waits for that document before it goes as if none were there. The read starts with the
 * session and holds nothing else up; the LRS often shares its host with the media, whose segments can keep
 * the browser's connections busy for seconds, so a short wait would send a second completed.
 */
export const COMPLETED_STATE_TIMEOUT_MS = 10_000;

/** The LRS client of the session (@xapi/xapi, as @xapi/cmi5 bundles it). */
export type LrsClient = NonNullable<Cmi5['xapi']>;

/** Where the AU's completed note lives in the LRS's State resource. */
interface StateDocument {
  agent: Cmi5Launch['actor'];
  activityId: string;
  registration: string;
  stateId: string;
}

/**
 * PUTs the AU's completed note in the LRS's state as @xapi/xapi's setState would, but with keepalive: the note is
 * written once the LRS took completed, and a learner who closes the page at that moment must not take it along
 * (another device's session would then send a second completed). A failure leaves only this browser's note.
 */
function putCompletedState(endpoint: string, document: StateDocument, authToken: string): void {
  const query = new URLSearchParams({ ...document, agent: JSON.stringify(document.agent) });
  fetch(`${lrsResourceUrl(endpoint, 'activities/state')}?${query.toString()}`, {
    method: 'PUT',
    keepalive: true,
    headers: lrsHeaders(authToken),
    body: JSON.stringify({ completed: true }),
  }).catch(() => undefined);
}

/**
 * Whether this AU's completed was sent in this registration: noted in the LRS's state (another device's session
 * reads it) and in this browser's storage (read first; the LRS may be out of reach). Both are per AU: the
 * registration is the learner's enrollment in the whole course, and each of its AUs sends its own completed.
 * (The former note, per registration only, is not read: it cannot say which AU completed; the LRS's state
 * document always was per activity.) Unknown counts as not sent: a learner who finished must not be left
 * uncompleted, and the LRS keeps a repeated one as a statement.
 */
export function completedNote(launch: Cmi5Launch, storage: Storage, lrs: LrsClient | null, authToken: () => string) {
  const key = `cmi5_completed|${launch.registration}|${launch.activityId}`;
  const document: StateDocument = {
    agent: launch.actor,
    activityId: launch.activityId,
    registration: launch.registration,
    stateId: COMPLETED_STATE_ID,
  };
  const fromLrs = async (): Promise<boolean> => {
    if (!lrs) return false;
    const answer = lrs.getState(document).then(
      ({ data }) => (data as { completed?: unknown } | null)?.completed === true,
      () => false, // 404: none yet; or the LRS out of reach
    );
    return withinDeadline(answer, COMPLETED_STATE_TIMEOUT_MS, () => false);
  };
  return {
    read: async (): Promise<boolean> =>
      (await storage.get(key, (value) => (value === true ? true : undefined)).catch(() => undefined)) === true || fromLrs(),
    write: (): void => {
      void storage.set(key, true).catch(() => undefined);
      if (lrs) putCompletedState(launch.endpoint, document, authToken());
    },
  };
}
