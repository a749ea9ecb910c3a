/**
 * Where the statement outbox of a cmi5 launch is kept in the widget's storage: one stored outbox per AU of a
 * registration at an LMS (`xapi_outbox|endpoint|registration|activityId`), so frames of one origin on one page
 * (two AUs, or one AU in two registrations) never read each other's. The sessions of one AU follow one another
 * under its key: the outbox drops what an earlier session left. Stored as `{savedAt, entries}` and checked when
 * read. Nothing piles up: an outbox with nothing pending (its session's terminated delivered) is removed, and a
 * session's start removes the other stored outboxes not written for STALE_OUTBOX_MS (launches that ended with
 * statements unsent, and what an older widget kept under the one key `xapi_outbox`).
 */
import * as z from 'zod/mini';
import type { Cmi5Launch } from './launch-params';
import type { Storage } from './storage';
import type { OutboxStore } from './view-outbox';

const PREFIX = 'xapi_outbox';

/**
 * How long a stored outbox no session writes is kept: a week. Its statements can never be sent (only their own
 * session may send them, and the LMS takes none after it ended); it is kept for the next launch of its AU to
 * report what was dropped, and an AU not launched again within the week loses only that report.
 */
export const STALE_OUTBOX_MS = 7 * 24 * 60 * 60 * 1000;

/** A stored outbox: when it was last written (ms since the epoch), and its entries (each checked by the outbox). */
const storedOutbox = z.object({ savedAt: z.number(), entries: z.array(z.unknown()) });

/** The storage key of the launch's outbox: its LMS's endpoint, its registration and its AU. */
export const statementOutboxKey = ({ endpoint, registration, activityId }: Cmi5Launch): string =>
  [PREFIX, endpoint, registration, activityId].join('|');

const isOutboxKey = (key: string): boolean => key === PREFIX || key.startsWith(`${PREFIX}|`);

const readStored = (storage: Storage, key: string) =>
  storage.get(key, (value) => storedOutbox.safeParse(value).data).catch(() => undefined);

/** What the sweep reads under a key: an outbox, 'other' (something else, or nothing), or undefined when the read failed. */
const readForSweep = (storage: Storage, key: string) =>
  storage
    .get(key, (value): z.infer<typeof storedOutbox> | 'other' => storedOutbox.safeParse(value).data ?? 'other')
    .catch(() => undefined);

/** The launch's outbox in the widget's storage, under `key`: removed when nothing is pending. */
export function storageStatementStore(storage: Storage, key: string, now: () => number = Date.now): OutboxStore {
  return {
    load: async () => (await readStored(storage, key))?.entries,
    save: async (entries) => {
      if (entries.length > 0) return storage.set(key, { savedAt: now(), entries });
      await storage.remove(key);
      return true;
    },
  };
}

/**
 * Removes the stored outboxes, other than `own`, last written more than STALE_OUTBOX_MS ago (or, by a clock
 * set wrong, that far ahead), and any value under an outbox's key that is not an outbox (the one key of older
 * widgets). A key whose read fails is left for a later sweep (a failed read is not a stale outbox). Answers
 * how many went.
 */
export async function sweepStatementOutboxes(storage: Storage, own: string, now: number = Date.now()): Promise<number> {
  const others = (await storage.keys(PREFIX)).filter((key) => isOutboxKey(key) && key !== own);
  const gone = (stored: Awaited<ReturnType<typeof readForSweep>>): boolean =>
    stored === 'other' || (stored !== undefined && Math.abs(now - stored.savedAt) > STALE_OUTBOX_MS);
  const stale: string[] = [];
  for (const key of others) if (gone(await readForSweep(storage, key))) stale.push(key);
  await Promise.all(stale.map((key) => storage.remove(key)));
  return stale.length;
}
