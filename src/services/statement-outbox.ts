/**
 * The durable outbox of xAPI statements for the LRS (a cmi5 launch), on the view outbox's rules: held in
 * memory and persisted through storage across reloads and offline periods, sent in order (initialized
 * stays first, terminated last) by the retry policy; only a definitive refusal (400, 404, 413, 422)
 * drops a statement, anything else waits and tries again. Entries are keyed by registration|actor: only a
 * session of the same registration sends them (with its own credentials).
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

/** Bound: the oldest statements go first beyond it. */
export const MAX_STATEMENTS = 500;

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

  /** The statements waiting (for tests). */
  pending(): StatementJson[] {
    return this.entries.map((entry) => entry.statement);
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
    this.entries = entries.slice(-MAX_STATEMENTS);
    void this.options.store.save(this.entries as never).catch(() => false);
  }
}

/** An LRS refusal given as a plain status (the LRS client's errors are not the API's). */
const isRefusedStatus = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && [400, 404, 413, 422].includes((error as { status?: number }).status ?? 0);

function isPending(value: unknown): value is PendingStatement {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry['key'] === 'string' && typeof entry['statement'] === 'object' && entry['statement'] !== null;
}
