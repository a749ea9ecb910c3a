/**
 * Lazily loaded code (a chunk) with a deadline and a designed failure: a chunk that fails or hangs past
 * 15 s rejects with a ChunkLoadError, and when the cause is a deploy that renamed the chunks (the page on
 * the server no longer names this build's entry), the page reloads once to pick up the new build. A chunk
 * nothing else can stand in for may be tried again first (retry-policy.ts says how: NETWORK_WAIT_TRIES).
 */
import { withinDeadline } from './deadline';

/** How long a chunk may take before its loading counts as failed (docs/reliability.md, Config and boot). */
export const CHUNK_TIMEOUT_MS = 15_000;

/** Code that did not load: `timeout` (hung past the deadline) or `failed` (the network or the server). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly reason: 'timeout' | 'failed',
    options?: { cause?: unknown },
  ) {
    super(reason === 'timeout' ? 'A chunk took too long to load.' : 'A chunk failed to load.', options);
  }
}

/** Rejects with ChunkLoadError('timeout') when `work` has not settled within `timeoutMs`. */
export function withDeadline<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  return withinDeadline(work, timeoutMs, () => {
    throw new ChunkLoadError('timeout');
  });
}

export interface Retries {
  times: number;
  /** The wait before the try after `attempt` (0 for the first) failed, in ms. */
  delayMs(attempt: number): number;
}

export interface ChunkLoaderOptions {
  /** Deadline for each load (CHUNK_TIMEOUT_MS by default). */
  timeoutMs?: number;
  /** The tries after the first that a failure or a timeout gets, and the wait before each (none by default). */
  retries?: Retries;
  /** Reloads the page once when a deploy renamed the chunks; resolves true when it is reloading. */
  reloadIfRedeployed?: () => Promise<boolean>;
}

/**
 * Loads a chunk (`load` is the dynamic import, called again on each try: browsers fetch a failed module
 * anew). A failure or a timeout asks `reloadIfRedeployed` first; when the page reloads, the returned
 * promise never settles (the page is going away), otherwise the chunk is tried again while `retries`
 * allows, and then the promise rejects with a ChunkLoadError.
 */
export async function loadChunk<T>(load: () => Promise<T>, options: ChunkLoaderOptions = {}): Promise<T> {
  const { timeoutMs = CHUNK_TIMEOUT_MS, retries, reloadIfRedeployed = defaultRedeployCheck } = options;
  for (let attempt = 0; ; attempt++) {
    try {
      return await withDeadline(load(), timeoutMs);
    } catch (error) {
      const failure = error instanceof ChunkLoadError ? error : new ChunkLoadError('failed', { cause: error });
      if (await reloadIfRedeployed().catch(() => false)) return new Promise<never>(() => undefined);
      if (!retries || attempt >= retries.times) throw failure;
      await new Promise((resolve) => setTimeout(resolve, retries.delayMs(attempt)));
    }
  }
}

let defaultRedeployCheck: () => Promise<boolean> = () => Promise.resolve(false);

/** Boot sets how a failed chunk checks for a new deploy (see redeploy.ts). */
export function setRedeployCheck(check: () => Promise<boolean>): void {
  defaultRedeployCheck = check;
}
