/**
 * The durable outbox of viewing progress (SALVAR_VISUALIZACAO): one pending view per viewer and video,
 * held in memory and persisted through the widget's storage (storage.ts) across reloads and offline
 * periods, merged (the union of watched ranges) when a newer one arrives, and sent by the retry policy
 * (retry-policy.ts). Progress is never dropped for a transient or an auth failure: only a definitive
 * refusal (400, 404, 413, 422) drops an entry; anything else waits and tries again, and an expired session
 * waits for a new token (`retryNow` when one comes), not for a timer. No token is stored:
 * an entry is sent only by a session of the same viewer and video. When storage refuses (quota, a denied
 * frame), memory still holds and sends it.
 */
import { awaitsToken, isRefused, retryDelay, type Backoff } from './retry-policy';
import type { Storage } from './storage';
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

/** Bounds: videos kept, ranges per video (the API accepts 2000). */
export const MAX_ENTRIES = 50;
export const MAX_RANGES = 2000;
/** The outbox's backoff: up to 1 s before the first retry, doubling to at most a minute. */
export const OUTBOX_BACKOFF: Backoff = { baseMs: 1000, capMs: 60_000 };

/** Where the outbox persists: it is read once at start; every change is written through. */
export interface OutboxStore {
  load(): Promise<unknown>;
  /** false when the browser refused to keep it (memory still holds it). */
  save(entries: readonly PendingView[]): Promise<boolean>;
}

/** The outbox in the widget's storage, under `view_outbox`. */
export function storageOutboxStore(storage: Storage, key = 'view_outbox'): OutboxStore {
  return {
    load: () => storage.get(key, (value) => value),
    save: (entries) => storage.set(key, entries),
  };
}

export interface OutboxOptions {
  store: OutboxStore;
  /** Sends one view for the current session; rejects with the API's error. */
  send: (view: ViewSnapshot) => Promise<void>;
  /** The viewer|video key of the current session: only its entry can be sent. */
  sessionKey: () => string | null;
  now?: () => number;
  /** The backoff's random source, in [0, 1) (Math.random; the simulation injects its own). */
  random?: () => number;
}

export class ViewOutbox {
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** The flush under way, if any. */
  private sending: Promise<void> | null = null;
  private entries: PendingView[] = [];
  private readonly now: () => number;
  /** The stored entries, merged into memory once read. */
  private readonly loaded: Promise<void>;

  constructor(private readonly options: OutboxOptions) {
    this.now = options.now ?? Date.now;
    this.loaded = options.store
      .load()
      .catch(() => undefined)
      .then((stored) => {
        const kept = Array.isArray(stored) ? stored.filter(isPendingView) : [];
        if (kept.length > 0) this.save(mergeStored(kept, this.entries));
      });
  }

  /** The pending entries (for tests and bounds). */
  pending(): PendingView[] {
    return this.entries;
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

  /**
   * Sends the session's entry if it is due; on a retryable failure, schedules the next try. While a flush is under way,
   * another one resolves with it (so a flush after that one sends what was merged meanwhile).
   */
  flush(): Promise<void> {
    return (this.sending ??= this.flushOnce().finally(() => (this.sending = null)));
  }

  private async flushOnce(): Promise<void> {
    await this.loaded;
    const key = this.options.sessionKey();
    const entry = this.pending().find((candidate) => candidate.key === key);
    if (!key || !entry) return;
    const wait = entry.nextAt - this.now();
    if (wait > 0) return this.schedule(wait);
    try {
      await this.options.send({ posicao: entry.posicao, duracao: entry.duracao, intervalos: entry.intervalos });
      // Sent: remove it, unless a newer snapshot was merged meanwhile (that one is sent next).
      const now = this.pending();
      const current = now.find((candidate) => candidate.key === key);
      this.save(now.filter((candidate) => candidate.key !== key || (current && current.version !== entry.version)));
      if (current && current.version !== entry.version) this.schedule(0);
    } catch (error) {
      const now = this.pending();
      if (isRefused(error)) {
        this.save(now.filter((candidate) => candidate.key !== key));
      } else if (awaitsToken(error)) {
        // Kept as it is: nothing is tried until a new token comes (the token's owner calls retryNow then).
        clearTimeout(this.timer);
      } else {
        // Transient, auth (a 401 waits for a valid token) or unknown: kept, and tried again later.
        const attempts = entry.attempts + 1;
        const backoff = { ...OUTBOX_BACKOFF, random: this.options.random };
        const nextAt = this.now() + retryDelay(error, attempts - 1, backoff);
        this.save(now.map((candidate) => (candidate.key === key ? { ...candidate, attempts, nextAt } : candidate)));
        this.schedule(nextAt - this.now());
      }
    }
  }

  /** After a reconnect, or once a new token came: try at once, whatever the backoff said. */
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
    this.entries = entries;
    void this.options.store.save(entries).catch(() => false);
  }
}

/** What a previous page stored, under what this page already queued (its snapshots are newer). */
function mergeStored(stored: readonly PendingView[], current: readonly PendingView[]): PendingView[] {
  const merged = stored.filter((entry) => !current.some((newer) => newer.key === entry.key));
  for (const newer of current) {
    const older = stored.find((entry) => entry.key === newer.key);
    merged.push(
      older ? { ...newer, intervalos: unionRanges([...older.intervalos, ...newer.intervalos]).slice(-MAX_RANGES) } : newer,
    );
  }
  return merged.slice(-MAX_ENTRIES);
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
