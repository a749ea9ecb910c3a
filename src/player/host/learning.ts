/** The visit's learning evidence the host hears: watched ranges and completion, and xAPI statements. */
import type { WatchedProgress } from '../progress/watched-progress';
import type { StatementRelay } from '../xapi/statement-relay';

export interface Learning {
  watched: WatchedProgress;
  statements: StatementRelay;
}
