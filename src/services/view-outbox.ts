/**
 * The durable outbox of viewing progress (SALVAR_VISUALIZACAO): one pending view per viewer and video,
 * kept in local storage across reloads and offline periods, merged (the union of watched ranges) when a
 * newer one arrives, and sent with backoff, retried on 408, 429, 500, 503 and network errors. No token is
 * stored: an entry is sent only by a session of the same viewer and video.
 */
import { ApiError } from './api-errors';
import { unionRanges, type Range } from './watched-ranges';

export interface ViewSnapshot {
  posicao: number;
  duracao: number;
  intervalos: Range[];
}

interface PendingView extends ViewSnapshot {
  /** viewer|video */
  key: string;
  attempts: number;
  /** When it may be sent next (ms since the epoch). */
  nextAt: number;
  /** Bumped on every merge, so a send that raced a merge does not delete the newer data. */
  version: number;
}

/** The seed's retry rule (the same as telemetry's). */
export const RETRY_STATUSES = [408, 429, 500, 503];
/** Bounds: videos kept, ranges per video (the API accepts 2000), and the longest wait between tries. */
export const MAX_ENTRIES = 50;
export const MAX_RANGES = 2000;
export const MAX_BACKOFF_MS = 60_000;

export const isRetryable = (error: unknown): boolean =>
  !(error instanceof ApiError) || error.status === undefined || RETRY_STATUSES.includes(error.status);

export const backoffMs = (attempts: number): number => Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.max(0, attempts - 1));

/** Where the outbox lives; local storage when the frame may use it, memory otherwise. */
export interface OutboxStore {
  read(): string | null;
  write(value: string): void;
}

export function localOutboxStore(key: string, storage: () => globalThis.Storage = () => localStorage): OutboxStore {
  let memory: string | null = null;
  return {
    read: () => {
      try {
        return storage().getItem(key) ?? memory;
      } catch {
        return memory;
      }
    },
    write: (value) => {
      memory = value;
      try {
        storage().setItem(key, value);
      } catch {
        // Denied (third-party frame) or full: memory keeps it for this page.
      }
    },
  };
}

export interface OutboxOptions {
  store: OutboxStore;
  /** Sends one view for the current session; rejects with the API's error. */
  send: (view: ViewSnapshot) => Promise<void>;
  /** The viewer|video key of the current session: only its entry can be sent. */
  sessionKey: () => string | null;
  now?: () => number;
}

export class ViewOutbox {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private flushing = false;
  private readonly now: () => number;

  constructor(private readonly options: OutboxOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The pending entries (for tests and bounds). */
  pending(): PendingView[] {
    try {
      const parsed: unknown = JSON.parse(this.options.store.read() ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isPendingView) : [];
    } catch {
      return [];
    }
  }

  /** Adds a snapshot for `key`, merged with what is pending for it, persists, and tries to send. */
  enqueue(key: string, view: ViewSnapshot): void {
    const entries = this.pending();
    const existing = entries.find((entry) => entry.key === key);
    const intervalos = unionRanges([...(existing?.intervalos ?? []), ...view.intervalos]).slice(-MAX_RANGES);
    const merged: PendingView = {
      key,
      posicao: view.posicao,
      duracao: view.duracao,
      intervalos,
      attempts: existing?.attempts ?? 0,
      nextAt: existing?.nextAt ?? 0,
      version: (existing?.version ?? 0) + 1,
    };
    const others = entries.filter((entry) => entry.key !== key);
    // The oldest other videos go first when the outbox is full.
    this.save([...others.slice(-(MAX_ENTRIES - 1)), merged]);
    void this.flush();
  }

  /** Sends the session's entry if it is due; on a retryable failure, schedules the next try. */
  async flush(): Promise<void> {
    if (this.flushing) return;
    const key = this.options.sessionKey();
    const entry = this.pending().find((candidate) => candidate.key === key);
    if (!key || !entry) return;
    const wait = entry.nextAt - this.now();
    if (wait > 0) return this.schedule(wait);
    this.flushing = true;
    try {
      await this.options.send({ posicao: entry.posicao, duracao: entry.duracao, intervalos: entry.intervalos });
      // Sent: remove it, unless a newer snapshot was merged meanwhile (that one is sent next).
      const now = this.pending();
      const current = now.find((candidate) => candidate.key === key);
      this.save(now.filter((candidate) => candidate.key !== key || (current && current.version !== entry.version)));
      if (current && current.version !== entry.version) this.schedule(0);
    } catch (error) {
      const now = this.pending();
      if (!isRetryable(error)) {
        this.save(now.filter((candidate) => candidate.key !== key));
      } else {
        const attempts = entry.attempts + 1;
        const nextAt = this.now() + backoffMs(attempts);
        this.save(now.map((candidate) => (candidate.key === key ? { ...candidate, attempts, nextAt } : candidate)));
        this.schedule(nextAt - this.now());
      }
    } finally {
      this.flushing = false;
    }
  }

  /** After a reconnect: try at once, whatever the backoff said. */
  retryNow(): void {
    this.save(this.pending().map((entry) => ({ ...entry, nextAt: 0 })));
    void this.flush();
  }

  dispose(): void {
    clearTimeout(this.timer);
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), Math.max(0, ms));
  }

  private save(entries: PendingView[]): void {
    this.options.store.write(JSON.stringify(entries));
  }
}

function isPendingView(value: unknown): value is PendingView {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry['key'] === 'string' &&
    typeof entry['posicao'] === 'number' &&
    typeof entry['duracao'] === 'number' &&
    Array.isArray(entry['intervalos']) &&
    typeof entry['attempts'] === 'number' &&
    typeof entry['nextAt'] === 'number' &&
    typeof entry['version'] === 'number'
  );
}
