/**
 * The durable outbox of one cmi5 session's xAPI statements for the LRS, on the view outbox's rules: held in
 * memory and persisted through storage, sent in order (initialized stays first, terminated last) by the retry
 * policy. What waits goes in batches (xAPI takes an array of statements in one POST), in order, each at most
 * MAX_BATCH_STATEMENTS statements and MAX_BATCH_BYTES of JSON: after an outage, or behind a slow answer, the
 * queue drains in a few requests instead of one per statement. A statement the LRS refuses (any 4xx but 401,
 * 408 and 429) is dropped, logged, and the next ones go: one refused statement never blocks the queue. A batch
 * is taken or refused whole (the LRS cannot say which statement it refused), so a batch refused for good is sent
 * again one statement at a time, which settles each on its own: the bad one dropped, the good ones taken. A 409
 * (the LRS holds a statement under its id already) is not sent again either, and counts as taken; anything else
 * waits and tries again. Its store is the
 * launch's AU's (statement-outbox-store.ts), and its entries are keyed by session (registration|activityId|
 * session id): what an earlier session of the AU left cannot be sent any more (the LMS rejects statements of a
 * session after its terminated, or once it is abandoned, and this session's token may not speak for it), so it
 * is dropped when the outbox loads, with a logged note. Bounded; the bound never drops a cmi5 defined statement.
 */
import { retryDelay } from './retry-policy';
import { OUTBOX_BACKOFF, type OutboxStore } from './view-outbox';
import { devWarn } from './dev-console';

/** A statement as JSON (the widget forms it; the LRS checks it). */
export type StatementJson = Record<string, unknown>;

interface PendingStatement {
  key: string;
  statement: StatementJson;
}

/**
 * Bound of the session's statements: beyond it, the oldest other than cmi5 defined ones go first (the Video
 * Profile's played, paused, seeked, interacted).
 */
export const MAX_STATEMENTS = 500;

/** The most statements one request carries. */
export const MAX_BATCH_STATEMENTS = 50;
/**
 * The most JSON one request carries, in bytes (a statement larger than it still goes, alone): a request small
 * enough for a slow LRS to take well within the deadline, which is a statement's (lrs-statements.ts).
 */
export const MAX_BATCH_BYTES = 60 * 1024;

/** The cmi5 category activity (cmi5 §9.6.2.1): it marks a "cmi5 defined" statement. */
const CMI5_CATEGORY = 'https://w3id.org/xapi/cmi5/context/categories/cmi5';
/** The initialized verb's id: the AU's first statement. */
export const INITIALIZED = 'http://adlnet.gov/expapi/verbs/initialized';
/** The completed verb's id: once per AU and registration. */
export const COMPLETED = 'http://adlnet.gov/expapi/verbs/completed';
/** The verbs of the AU's cmi5 defined statements (cmi5 §9.3). */
const CMI5_VERBS = ['initialized', 'completed', 'passed', 'failed', 'terminated'].map(
  (verb) => `http://adlnet.gov/expapi/verbs/${verb}`,
);

/** The JSON array of statements that is a request's body starts at 2 bytes (`[]`). */
export const EMPTY_ARRAY_BYTES = 2;

/** The bytes a statement adds to a JSON array of them: its own, and a comma after the first (`placed`: how many before it). */
export const statementBytes = (statement: StatementJson, placed: number): number =>
  new TextEncoder().encode(JSON.stringify(statement)).length + (placed > 0 ? 1 : 0);

/** A statement's verb id (undefined when it has none). */
export const verbIdOf = (statement: StatementJson): unknown => (statement['verb'] as { id?: unknown } | null | undefined)?.id;

/** Whether a statement is cmi5 defined (initialized, completed, passed, failed, terminated), not merely allowed. */
export function isCmi5Defined(statement: StatementJson): boolean {
  const verb = verbIdOf(statement);
  const context = statement['context'] as { contextActivities?: { category?: unknown } } | null | undefined;
  const category = context?.contextActivities?.category;
  return (
    (typeof verb === 'string' && CMI5_VERBS.includes(verb)) ||
    (Array.isArray(category) && category.some((activity) => (activity as { id?: unknown } | null)?.id === CMI5_CATEGORY))
  );
}

export interface StatementOutboxOptions {
  store: OutboxStore;
  /** Sends statements to the LRS in one request, in order; rejects with an error whose `status` is the LRS's. */
  send: (statements: StatementJson[]) => Promise<void>;
  /** The session's key: registration|activityId|session id. */
  sessionKey: string;
  /** Where a dropped statement is told (a refusal, the leftovers of the AU's earlier session). */
  report?: (message: string) => void;
  /** Hears each statement the LRS took (or already held: 409), by the outbox's requests or by delivered(). */
  onDelivered?: (statement: StatementJson) => void;
  now?: () => number;
  random?: () => number;
}

export class StatementOutbox {
  private entries: PendingStatement[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private flushing: Promise<void> | null = null;
  private attempts = 0;
  private nextAt = 0;
  /** How many of the first statements go one at a time: those of a batch the LRS refused for good. */
  private singles = 0;
  private readonly loaded: Promise<void>;
  /** Who waits for the outbox to have nothing pending (whenEmpty). */
  private emptied: (() => void)[] = [];

  constructor(private readonly options: StatementOutboxOptions) {
    this.loaded = options.store
      .load()
      .catch(() => undefined)
      .then((stored) => {
        const found = Array.isArray(stored) ? stored.filter(isPending) : [];
        const kept = found.filter((entry) => entry.key === options.sessionKey);
        // The request sent as that page closed may have carried them: its answer came after the page had gone.
        if (found.length > kept.length) {
          this.report(
            `cmi5: ${found.length - kept.length} statement(s) of an earlier session not confirmed by the LRS, not sent again (the request sent as its page closed may have carried them; the LMS takes no more of that session)`,
          );
        }
        // Persisted again without them (what this page queued meanwhile included).
        if (found.length > 0) this.save([...kept, ...this.entries]);
      });
  }

  /** The session's statements waiting, oldest first. */
  pending(): StatementJson[] {
    return this.entries.map((entry) => entry.statement);
  }

  /** Statements the LRS took by another request (the one as the page goes): they leave the outbox. */
  delivered(statements: readonly StatementJson[]): void {
    const taken = new Set(statements);
    this.save(this.entries.filter((entry) => !taken.has(entry.statement)));
    for (const statement of statements) this.options.onDelivered?.(statement);
  }

  /**
   * The LRS took this session's terminated by another request (the one as the page goes, when the page stayed):
   * the LMS takes nothing of the session after it, so what is still pending leaves, and is told once, instead of
   * going out to be refused one by one.
   */
  closeSession(): void {
    const left = this.entries.length;
    clearTimeout(this.timer);
    this.singles = 0;
    this.save([]);
    if (left > 0)
      this.report(`cmi5: ${left} statement(s) left out of the request with terminated dropped (the LMS takes none after it)`);
  }

  /** Resolves once nothing is pending (at once when nothing is): every statement went, or was settled by the LRS. */
  whenEmpty(): Promise<void> {
    if (this.entries.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.emptied.push(resolve));
  }

  /** Queues a statement, persists, and tries to send. */
  enqueue(statement: StatementJson): Promise<void> {
    this.save([...this.entries, { key: this.options.sessionKey, statement }]);
    return this.flush();
  }

  /** Sends what is due for this session, oldest first; on a retryable failure, schedules the next try. */
  flush(): Promise<void> {
    this.flushing ??= this.send().finally(() => (this.flushing = null));
    return this.flushing;
  }

  /** After a reconnect: try at once, whatever the backoff said. */
  retryNow(): void {
    this.nextAt = 0;
    void this.flush();
  }

  dispose(): void {
    clearTimeout(this.timer);
  }

  private async send(): Promise<void> {
    await this.loaded;
    const now = this.options.now ?? Date.now;
    for (;;) {
      const batch = this.singles > 0 ? this.entries.slice(0, 1) : nextBatch(this.entries);
      if (batch.length === 0) return;
      const wait = this.nextAt - now();
      if (wait > 0) return this.schedule(wait);
      try {
        await this.options.send(batch.map((entry) => entry.statement));
        this.settled(batch);
        for (const entry of batch) this.options.onDelivered?.(entry.statement);
      } catch (error) {
        const status = statusOf(error);
        if (status !== undefined && isFinal(status) && batch.length > 1) {
          // Taken or refused whole: each goes again alone, so only the statement at fault is dropped.
          this.singles = batch.length;
          continue;
        }
        if (status !== undefined && isFinal(status)) {
          const [first] = batch as [PendingStatement];
          this.report(
            status === 409
              ? 'cmi5: the LRS holds a statement under this id already (409); not sent again, the next ones go'
              : `cmi5: the LRS refused a statement (${status}); dropped, the next ones go`,
          );
          this.settled(batch);
          if (status === 409) this.options.onDelivered?.(first.statement);
          continue;
        }
        this.attempts += 1;
        this.nextAt = now() + retryDelay(error, this.attempts - 1, { ...OUTBOX_BACKOFF, random: this.options.random });
        return this.schedule(this.nextAt - now());
      }
    }
  }

  /** The LRS settled these statements (took them, held them, or refused them for good): they leave. */
  private settled(batch: readonly PendingStatement[]): void {
    this.attempts = 0;
    if (this.singles > 0) this.singles -= 1;
    this.save(this.entries.filter((entry) => !batch.includes(entry)));
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), Math.max(0, ms));
  }

  private report(message: string): void {
    (this.options.report ?? devWarn)(message);
  }

  private save(entries: PendingStatement[]): void {
    this.entries = bounded(entries);
    void this.options.store.save(this.entries as never).catch(() => false);
    if (this.entries.length === 0) for (const resolve of this.emptied.splice(0)) resolve();
  }
}

/**
 * The statements the next request carries: the oldest, in order, as many as MAX_BATCH_STATEMENTS and
 * MAX_BATCH_BYTES allow (the first one always). Terminated, queued last, goes in the last batch, last.
 */
function nextBatch(entries: readonly PendingStatement[]): PendingStatement[] {
  let size = EMPTY_ARRAY_BYTES;
  const batch: PendingStatement[] = [];
  for (const entry of entries.slice(0, MAX_BATCH_STATEMENTS)) {
    size += statementBytes(entry.statement, batch.length);
    if (batch.length > 0 && size > MAX_BATCH_BYTES) break;
    batch.push(entry);
  }
  return batch;
}

/** At most MAX_STATEMENTS: beyond it, the oldest statements that are not cmi5 defined go. */
function bounded(entries: PendingStatement[]): PendingStatement[] {
  let over = entries.length - MAX_STATEMENTS;
  if (over <= 0) return entries;
  return entries.filter((entry) => {
    if (over <= 0 || isCmi5Defined(entry.statement)) return true;
    over -= 1;
    return false;
  });
}

/** The LRS's HTTP status in a failure (the session's send gives it as `status`), if any. */
const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null ? (error as { status?: number }).status : undefined;

/**
 * Whether a status settles the statement: a 4xx refusal, sending it again can never succeed (a 403: the LMS
 * no longer takes this session's statements, or never took this one), or a 409: the LRS holds a statement under
 * its id already (xAPI lets it answer so to this statement resent after a lost answer, or to another one; the ids
 * are random UUIDs but completed's, which is the registration's, so it is counted as taken). 401 (the token), 408 and
 * 429 are retried.
 */
const isFinal = (status: number): boolean => status >= 400 && status < 500 && ![401, 408, 429].includes(status);

function isPending(value: unknown): value is PendingStatement {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry['key'] === 'string' && typeof entry['statement'] === 'object' && entry['statement'] !== null;
}
