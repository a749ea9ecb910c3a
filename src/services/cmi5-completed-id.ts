/**
 * The id of the AU's completed statement for a learner in a registration: a name-based UUID (version 5) of the
 * registration, the AU and the learner's account, the same in every session, on every device and in every release. A
 * session that closed after the LRS took completed but before the widget heard it leaves no note
 * (cmi5-completed-note.ts), so the next launch sends completed again: under this id the LRS holds it already and
 * answers 409 (xAPI: another statement under an id it holds), which the outbox counts as taken. The LMS so records one
 * completed per AU, registration and learner, as cmi5 asks of the AU. (A completed the LMS voided keeps its id held:
 * the AU cannot send it again.)
 */
import { v5 as uuidV5 } from 'uuid';
import type { Cmi5Launch } from './launch-params';
import { COMPLETED_STATE_ID } from './cmi5-completed-note';

/** The learner's account, as cmi5 names the actor (an Agent with an account: launch-params.ts checks it). */
const accountOf = (actor: Cmi5Launch['actor']): { homePage: string; name: string } => {
  const account = (actor['account'] ?? {}) as { homePage?: unknown; name?: unknown };
  return { homePage: String(account.homePage ?? ''), name: String(account.name ?? '') };
};

export function completedStatementId(launch: Pick<Cmi5Launch, 'registration' | 'activityId' | 'actor'>): string {
  const { homePage, name } = accountOf(launch.actor);
  const query = new URLSearchParams({
    // A UUID, whatever case the LMS writes it in.
    registration: launch.registration.toLowerCase(),
    activityId: launch.activityId,
    homePage,
    name,
  });
  return uuidV5(`${COMPLETED_STATE_ID}?${query.toString()}`, uuidV5.URL);
}
