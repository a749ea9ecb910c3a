/**
 * The viewer's preferences, remembered across videos and visits through the widget's storage: volume,
 * muted, playback rate, captions language, audio mode and the audio rendition (its language and kind). What storage holds is checked field by field:
 * a bad or foreign value is dropped, never applied.
 */
import * as z from 'zod/mini';
import type { Storage } from './storage';

/**
 * Built for each read and not kept: reads are few (the player's start, each change the viewer makes), and kept,
 * the schema would hold about 13 KB of the page's heap for its whole life (docs/performance.md, heap).
 */
function preferencesSchema() {
  return z.object({
    volume: z.optional(z.catch(z.optional(z.number().check(z.gte(0), z.lte(1))), undefined)),
    muted: z.optional(z.catch(z.optional(z.boolean()), undefined)),
    playbackRate: z.optional(z.catch(z.optional(z.number().check(z.gte(0.5), z.lte(2))), undefined)),
    /** The captions language shown, or null when captions are off. */
    captions: z.optional(z.catch(z.optional(z.nullable(z.string().check(z.maxLength(35)))), undefined)),
    audioMode: z.optional(z.catch(z.optional(z.boolean()), undefined)),
    /** The audio rendition chosen among an item's several: its language, and its kind (an audio description is one). */
    audioTrack: z.optional(
      z.catch(
        z.optional(z.object({ language: z.string().check(z.maxLength(35)), kind: z.string().check(z.maxLength(20)) })),
        undefined,
      ),
    ),
  });
}

export type Preferences = z.infer<ReturnType<typeof preferencesSchema>>;

const KEY = 'preferences';

/** The stored preferences ({} when none, or when storage holds something else). */
export async function loadPreferences(storage: Storage): Promise<Preferences> {
  const stored = await storage.get(KEY, (value) => preferencesSchema().safeParse(value).data).catch(() => undefined);
  return stored ? withoutUndefined(stored) : {};
}

/** The read boot starts before the first player mounts, until that player takes it. */
const earlyReads = new WeakMap<Storage, Promise<Preferences>>();

/**
 * Starts reading the preferences at boot, for the prefetch and the first player: one read, done by the time VHS
 * lists the renditions, where a read the player started on mounting could come after (a rendition then chosen late).
 */
export function readPreferencesEarly(storage: Storage): Promise<Preferences> {
  const read = loadPreferences(storage);
  earlyReads.set(storage, read);
  return read;
}

/** The preferences for a player that mounts: the read boot started, taken once (nothing has written since), else its own. */
export function takePreferences(storage: Storage): Promise<Preferences> {
  const early = earlyReads.get(storage);
  earlyReads.delete(storage);
  return early ?? loadPreferences(storage);
}

/**
 * Merges `change` into what is stored. Writes are chained, so none overtakes another, and the changes made while
 * one is under way join the next one: a volume dragged (a change per mouse move) reads and writes storage a few
 * times, not once per move.
 */
export function createPreferenceWriter(storage: Storage): (change: Preferences) => Promise<void> {
  let queue: Promise<void> = Promise.resolve();
  /** The changes of the write that waits its turn, if one does. */
  let waiting: Preferences | null = null;
  return (change) => {
    if (waiting) Object.assign(waiting, withoutUndefined(change));
    else {
      const next = (waiting = withoutUndefined(change));
      queue = queue.then(async () => {
        waiting = null;
        await storage.set(KEY, { ...(await loadPreferences(storage)), ...next });
      });
    }
    return queue.catch(() => undefined);
  };
}

function withoutUndefined(preferences: Preferences): Preferences {
  return Object.fromEntries(Object.entries(preferences).filter(([, value]) => value !== undefined)) as Preferences;
}
