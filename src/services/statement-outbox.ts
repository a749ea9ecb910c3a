/**
 * The durable outbox of xAPI statements for the LRS (a cmi5 launch), on the view outbox's rules: held in
 * memory and persisted through storage across reloads and offline periods, sent in order (initialized
 * stays first, terminated last) by the retry policy; only a definitive refusal (400, 404, 413, 422) or the
 * LRS holding the id already (409) drops a statement, anything else waits and tries again. Entries are keyed
 * by registration|actor: only a session of the same registration sends them (with its own credentials).
 * Bounded per key, the bound never drops a cmi5 defined statement (initialized must stay first, terminated
 * last).
 */
import { isRefused, retryDelay } from './retry-policy';
import type { Storage } from './storage';
import { OUTBOX_BACKOFF, type OutboxStore } from './view-outbox';

/** A statement as JSON (the widget forms it; the LRS checks it). */
export type StatementJson = Record<string, unknown>;

interface PendingStatement {
  key: string;
  statement: StatementJson;
}

/**
 * Bound per registration|actor (other keys' entries do not count): beyond it, that key's oldest statements
 * other than cmi5 defined ones go first (the Video Profile's played, paused, seeked, interacted).
 */
export const MAX_STATEMENTS = 500;

/** The cmi5 category activity (cmi5 §9.6.2.1): it marks a "cmi5 defined" statement. */
const CMI5_CATEGORY = 'https://w3id.org/xapi/cmi5/context/categories/cmi5';
/** The verbs of the AU's cmi5 defined statements (cmi5 §9.3). */
const CMI5_VERBS = ['initialized', 'completed', 'passed', 'failed', 'terminated'].map(
  (verb) => `http://adlnet.gov/expapi/verbs/${verb}`,
);

/** Whether a statement is cmi5 defined (initialized, completed, passed, failed, terminated), not merely allowed. */
export function isCmi5Defined(statement: StatementJson): boolean {
  const verb = (statement['verb'] as { id?: unknown } | null | undefined)?.id;
  const context = statement['context'] as { contextActivities?: { category?: unknown } } | null | undefined;
  const category = context?.contextActivities?.category;
  return (
    (typeof verb === 'string' && CMI5_VERBS.includes(verb)) ||
    (Array.isArray(category) && category.some((activity) => (activity as { id?: unknown } | null)?.id === CMI5_CATEGORY))
  );
}

/** The outbox in the widget's storage, under `xapi_outbox`. */
export function storageStatementStore(storage: Storage, key = 'xapi_outbox'): OutboxStore {
  return {
    load: () => storage.get(key, (value) => value),
    save: (entries) => storage.set(key, entries),
  };
}

export interface StatementOutboxOptions {
  store: OutboxStore;
  /** Sends statements to the LRS (one at a time); rejects with an error whose `status` is the LRS's. */
  send: (statements: StatementJson[]) => Promise<void>;
  /** The session's registration|actor key. */
  sessionKey: string;
  now?: () => number;
  random?: () => number;
}

export class StatementOutbox {
  private entries: PendingStatement[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private flushing: Promise<void> | null = null;
  private attempts = 0;
  private nextAt = 0;
  private readonly loaded: Promise<void>;

  constructor(private readonly options: StatementOutboxOptions) {
    this.loaded = options.store
      .load()
      .catch(() => undefined)
      .then((stored) => {
        const kept = Array.isArray(stored) ? stored.filter(isPending) : [];
        // What an earlier page left goes before what this one queued.
        if (kept.length > 0) this.save([...kept, ...this.entries]);
      });
  }

  /** The statements waiting, every key's (for tests). */
  pending(): StatementJson[] {
    return this.entries.map((entry) => entry.statement);
  }

  /** This session's statements waiting (its registration|actor), oldest first: the only ones it may send. */
  own(): StatementJson[] {
    return this.entries.filter((entry) => entry.key === this.options.sessionKey).map((entry) => entry.statement);
  }

  /** Statements of own() the LRS took by another request (the one as the page goes): they leave the outbox. */
  delivered(statements: readonly StatementJson[]): void {
    const taken = new Set(statements);
    this.save(this.entries.filter((entry) => entry.key !== this.options.sessionKey || !taken.has(entry.statement)));
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
      // One at a time, oldest first: a refused statement never takes valid ones with it.
      const batch = this.entries.filter((entry) => entry.key === this.options.sessionKey).slice(0, 1);
      if (batch.length === 0) return;
      const wait = this.nextAt - now();
      if (wait > 0) return this.schedule(wait);
      try {
        await this.options.send(batch.map((entry) => entry.statement));
        this.attempts = 0;
        this.save(this.entries.filter((entry) => !batch.includes(entry)));
      } catch (error) {
        if (isRefused(error) || isRefusedStatus(error)) {
          this.save(this.entries.filter((entry) => !batch.includes(entry)));
          continue;
        }
        this.attempts += 1;
        this.nextAt = now() + retryDelay(error, this.attempts - 1, { ...OUTBOX_BACKOFF, random: this.options.random });
        return this.schedule(this.nextAt - now());
      }
    }
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), Math.max(0, ms));
  }

  private save(entries: PendingStatement[]): void {
    this.entries = bounded(entries);
    void this.options.store.save(this.entries as never).catch(() => false);
  }
}

/** MAX_STATEMENTS per key: a key beyond it loses its oldest statements that are not cmi5 defined. */
function bounded(entries: PendingStatement[]): PendingStatement[] {
  const excess = new Map<string, number>();
  for (const entry of entries) excess.set(entry.key, (excess.get(entry.key) ?? 0) + 1);
  for (const [key, count] of excess) excess.set(key, count - MAX_STATEMENTS);
  if (![...excess.values()].some((over) => over > 0)) return entries;
  return entries.filter((entry) => {
    const over = excess.get(entry.key) ?? 0;
    if (over <= 0 || isCmi5Defined(entry.statement)) return true;
    excess.set(entry.key, over - 1);
    return false;
  });
}

/**
 * An LRS refusal given as a plain status (the LRS client's errors are not the API's). 409: the LRS already has a
 * statement with this id (the one sent as the page went, or a resend after a lost answer), so it is delivered.
 */
const isRefusedStatus = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && [400, 404, 409, 413, 422].includes((error as { status?: number }).status ?? 0);

function isPending(value: unknown): value is PendingStatement {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry['key'] === 'string' && typeof entry['statement'] === 'object' && entry['statement'] !== null;
}
