/**
 * The session's requests to the LRS's Statement resource, on the browser's fetch: the outbox's, one request at a
 * time (a statement, or a batch of them) with a deadline (the cmi5 library's own requests have none, so one the
 * LRS never answered held every statement behind it until the page went, and kept its connection), and the
 * requests sent as the page goes (keepalive).
 */
import { httpRequest, RequestTimeout } from './http-request';
import { parseRetryAfter } from './retry-policy';
import {
  COMPLETED,
  EMPTY_ARRAY_BYTES,
  INITIALIZED,
  isCmi5Defined,
  statementBytes,
  verbIdOf,
  type StatementJson,
} from './statement-outbox';

/**
 * The longest one POST of the outbox (a statement, or a batch of them) may take, answer included; past it the
 * request is aborted (its connection freed) and the outbox tries again later. Generous: the LRS often shares its
 * host with the media segments.
 */
export const STATEMENT_TIMEOUT_MS = 15_000;

/** The longest deadline a POST grows to against a slow LRS: nothing waits longer for an answer. */
export const MAX_STATEMENT_TIMEOUT_MS = 60_000;
/** How many times the deadline doubles before it reaches MAX_STATEMENT_TIMEOUT_MS. */
const MAX_DOUBLINGS = Math.log2(MAX_STATEMENT_TIMEOUT_MS / STATEMENT_TIMEOUT_MS);

/**
 * The deadline of the session's next POST: STATEMENT_TIMEOUT_MS, doubled after each one that went unanswered (15,
 * 30, then 60 s at most), so an LRS that always answers after 15 s still takes the queue, a request at a time,
 * instead of the same request being sent every 15 s forever. It stays grown while answers come slower than
 * STATEMENT_TIMEOUT_MS, and is back to it once one comes sooner.
 */
export class StatementDeadline {
  private timeouts = 0;

  current(): number {
    return Math.min(STATEMENT_TIMEOUT_MS * 2 ** this.timeouts, MAX_STATEMENT_TIMEOUT_MS);
  }

  /** Hears how a POST ended: `error` (a RequestTimeout or the LRS's error answer) or none, after `elapsedMs`. */
  ended(elapsedMs: number, error?: unknown): void {
    if (error instanceof RequestTimeout) this.timeouts = Math.min(this.timeouts + 1, MAX_DOUBLINGS);
    else if (elapsedMs < STATEMENT_TIMEOUT_MS) this.timeouts = 0;
  }

  /** Runs `post` with the current deadline, and learns from how it ended. */
  async run<T>(post: (timeoutMs: number) => Promise<T>): Promise<T> {
    const sentAt = Date.now();
    try {
      const value = await post(this.current());
      this.ended(Date.now() - sentAt);
      return value;
    } catch (error) {
      this.ended(Date.now() - sentAt, error);
      throw error;
    }
  }
}

/**
 * The most the request sent as the page goes carries, in bytes of JSON: browsers fail a keepalive request
 * (silently) once the bodies in flight pass 64 KiB; the rest is room for the widget's other one (a like).
 */
export const UNLOAD_BODY_LIMIT = 60 * 1024;

/** An xAPI resource as @xapi/xapi forms it: the endpoint, '/' added when missing, the resource's path. */
export const lrsResourceUrl = (endpoint: string, resource: string): string =>
  `${endpoint.endsWith('/') ? endpoint : `${endpoint}/`}${resource}`;
const statementsUrl = (endpoint: string): string => lrsResourceUrl(endpoint, 'statements');

/** The headers of the session's own requests to the LRS: its auth token, JSON, the xAPI version. */
export const lrsHeaders = (authToken: string): Record<string, string> => ({
  Authorization: `Basic ${authToken}`,
  'Content-Type': 'application/json',
  'X-Experience-API-Version': '1.0.3',
});

/**
 * Posts statements in one request, in order: one alone as a statement, more as an array (xAPI takes either). Rejects
 * with an error whose `status` is the LRS's when it answers with an error (with its `Retry-After`, when the LRS
 * lets the widget read it), and with RequestTimeout (no status: the outbox tries again) when no answer comes in time.
 */
export async function postStatements(
  endpoint: string,
  authToken: string,
  statements: readonly StatementJson[],
  timeout = STATEMENT_TIMEOUT_MS,
): Promise<void> {
  const answer = await httpRequest(fetch, statementsUrl(endpoint), {
    method: 'POST',
    headers: lrsHeaders(authToken),
    json: statements.length === 1 ? statements[0] : statements,
    timeout,
  });
  if (answer.status >= 300)
    throw Object.assign(new Error(`LRS: ${answer.status}`), {
      status: answer.status,
      retryAfterMs: parseRetryAfter(answer.headers.get('Retry-After')),
    });
}

/**
 * Posts the batch as the page goes (it outlives the page); resolves with whether the LRS took it, never rejects. A
 * statement alone answered 409 counts as taken, as the outbox counts it: the LRS holds it under its id already (the
 * registration's completed, cmi5-completed-id.ts). A batch answered 409 does not: the LRS refused it whole.
 */
export function postStatementsOnUnload(endpoint: string, authToken: string, statements: StatementJson[]): Promise<boolean> {
  return fetch(statementsUrl(endpoint), {
    method: 'POST',
    keepalive: true,
    headers: lrsHeaders(authToken),
    body: JSON.stringify(statements),
  }).then(
    (response) => response.ok || (response.status === 409 && statements.length === 1),
    () => false,
  );
}

/**
 * What the requests sent as the page goes carry, in their order: of the session's pending statements, the
 * cmi5 defined ones (terminated, and initialized or completed when still pending), then the newest others,
 * as many as fit in `limit` bytes. The rest is lost with the session (the LMS takes none after terminated).
 */
export function unloadBatch(statements: readonly StatementJson[], limit = UNLOAD_BODY_LIMIT): StatementJson[] {
  const newestFirst = statements.map((statement, index) => ({ statement, index })).reverse();
  const byPriority = [
    ...newestFirst.filter(({ statement }) => isCmi5Defined(statement)),
    ...newestFirst.filter(({ statement }) => !isCmi5Defined(statement)),
  ];
  const chosen = new Set<number>();
  let size = EMPTY_ARRAY_BYTES;
  for (const { statement, index } of byPriority) {
    const more = statementBytes(statement, chosen.size);
    if (size + more <= limit) {
      chosen.add(index);
      size += more;
    } else if (!isCmi5Defined(statement)) break; // the others sent are the newest, none skipped
  }
  return statements.filter((_, index) => chosen.has(index));
}

/**
 * The requests sent as the page goes (unloadBatch's statements, `limit` bytes in all). They go at once, in parallel
 * (the page is going: none can wait for another's answer), so they may arrive in any order. An LRS takes or refuses
 * a batch whole (xAPI), and one may refuse Video Profile statements alone (the reference LRS keeps the last of a
 * registration's share for cmi5 defined ones), so the others never share a request with terminated: the Video
 * Profile statements in one, completed in one of its own (an LRS that holds the registration's completed already
 * refuses it with a 409, cmi5-completed-id.ts, and must not take terminated down with it), the other cmi5 defined
 * ones in another, terminated last (arriving before the others is no fault: the LMS takes a session's statements
 * for a while after its terminated). But while initialized is pending (the LRS never took it), nothing may arrive
 * before it: everything goes in one request, in order, but completed, which goes with initialized again before it
 * (the LRS keeps an identical initialized once).
 */
export function unloadRequests(statements: readonly StatementJson[], limit = UNLOAD_BODY_LIMIT): StatementJson[][] {
  const initialized = statements.find((statement) => verbIdOf(statement) === INITIALIZED);
  // Each request after the first adds `[]` and saves a comma (a byte); initialized may go twice.
  const batch = unloadBatch(statements, limit - 2 - (initialized ? statementBytes(initialized, 1) : 0));
  const isCompleted = (statement: StatementJson): boolean => verbIdOf(statement) === COMPLETED;
  const completed = batch.filter(isCompleted);
  const rest = batch.filter((statement) => !isCompleted(statement));
  const requests = initialized
    ? [completed.length > 0 ? [initialized, ...completed] : [], rest]
    : [rest.filter((statement) => !isCmi5Defined(statement)), completed, rest.filter(isCmi5Defined)];
  return requests.filter((request) => request.length > 0);
}
