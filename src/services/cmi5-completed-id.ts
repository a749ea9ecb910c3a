/**
 * The id of the AU's completed statement in a registration: a name-based UUID (version 5) of the registration and
 * the AU, the same in every session and on every device. A session that closed after the LRS took completed but
 * before the widget heard it leaves no note (cmi5-completed-note.ts), so the next launch sends completed again:
 * under this id the LRS holds it already and answers 409 (xAPI: another statement under an id it holds), which the
 * outbox counts as taken. The LMS so records one completed per AU and registration, as cmi5 asks of the AU.
 */
import { v5 as uuidV5 } from 'uuid';
import type { Cmi5Launch } from './launch-params';
import { COMPLETED_STATE_ID } from './cmi5-completed-note';

export function completedStatementId(launch: Pick<Cmi5Launch, 'registration' | 'activityId'>): string {
  const name = `${COMPLETED_STATE_ID}?registration=${encodeURIComponent(launch.registration)}&activityId=${encodeURIComponent(launch.activityId)}`;
  return uuidV5(name, uuidV5.URL);
}
