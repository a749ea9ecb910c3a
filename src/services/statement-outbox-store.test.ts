import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { launchOf } from './cmi5-test-lrs';
import { STALE_OUTBOX_MS, statementOutboxKey, storageStatementStore, sweepStatementOutboxes } from './statement-outbox-store';
import { Storage } from './storage';

/** The widget's storage (IndexedDB here), under a prefix of the test's own. */
let made = 0;
async function widgetStorage(): Promise<Storage> {
  const storage = new Storage(`outbox${++made}_`);
  await storage.create();
  return storage;
}
const entry = { key: 'reg|au|s1', statement: { id: 'initialized' } };

describe('the stored statement outbox', () => {
  it('is one per AU of a registration at an LMS: another AU, registration or LMS is another key; the launch’s other parameters are not in it', () => {
    const launch = launchOf();
    const keys = [
      launch,
      { ...launch, activityId: 'https://lms.example.com/au/2' },
      { ...launch, registration: '33333333-3333-3333-3333-333333333333' },
      launchOf('https://other-lms.example.com/lrs/'),
    ].map(statementOutboxKey);
    expect(new Set(keys).size).toBe(4);
    expect(keys[0]).toBe(`xapi_outbox|https://lms.example.com/lrs/xapi/|${launch.registration}|https://lms.example.com/au/1`);
    expect(statementOutboxKey({ ...launch, fetch: 'https://lms.example.com/fetch?k=2', actor: {} })).toBe(keys[0]);
  });

  it('keeps its entries with when they were written, and reads back only that shape: an older widget’s or a foreign value reads as nothing', async () => {
    const storage = await widgetStorage();
    const key = statementOutboxKey(launchOf());
    const store = storageStatementStore(storage, key, () => 1_000);
    expect(await store.save([entry] as never)).toBe(true);
    expect(await storage.get(key, (value) => value)).toEqual({ savedAt: 1_000, entries: [entry] });
    expect(await store.load()).toEqual([entry]);

    for (const foreign of [[entry], { savedAt: 'yesterday', entries: [entry] }, { savedAt: 1, entries: {} }, 'x']) {
      await storage.set(key, foreign);
      expect(await store.load()).toBeUndefined();
    }
  });

  it('leaves nothing in storage once nothing is pending (its session’s terminated delivered)', async () => {
    const storage = await widgetStorage();
    const key = statementOutboxKey(launchOf());
    const store = storageStatementStore(storage, key);
    await store.save([entry] as never);
    expect(await storage.keys('xapi_outbox')).toEqual([key]);
    await store.save([]);
    expect(await storage.keys('')).toEqual([]);
  });

  it('sweeps the other launches’ outboxes nobody wrote for a week (or dated a week ahead) and anything under its name that is no outbox; its own, recent ones and other keys stay', async () => {
    const storage = await widgetStorage();
    const now = Date.UTC(2026, 10, 27);
    const au = (n: number) => statementOutboxKey({ ...launchOf(), activityId: `https://lms.example.com/au/${n}` });
    const stored = { entries: [entry] };
    await storage.set(au(1), { savedAt: now - STALE_OUTBOX_MS - 1, ...stored }); // its own: the outbox reads it
    await storage.set(au(2), { savedAt: now - STALE_OUTBOX_MS - 1, ...stored });
    await storage.set(au(3), { savedAt: now + STALE_OUTBOX_MS + 1, ...stored });
    await storage.set(au(4), { savedAt: now - STALE_OUTBOX_MS + 60_000, ...stored });
    await storage.set(au(5), { savedAt: now, entries: 'broken' });
    await storage.set('xapi_outbox', [entry]); // an older widget's one key
    await storage.set('xapi_outboxes', 1);
    await storage.set('preferences', { volume: 0.5 });

    expect(await sweepStatementOutboxes(storage, au(1), now)).toBe(4);
    expect((await storage.keys('')).sort()).toEqual([au(1), au(4), 'preferences', 'xapi_outboxes'].sort());
  });

  it('leaves an outbox whose read failed for a later sweep: a failed read is not a stale outbox', async () => {
    const storage = await widgetStorage();
    const now = Date.UTC(2026, 10, 27);
    const au = (n: number) => statementOutboxKey({ ...launchOf(), activityId: `https://lms.example.com/au/${n}` });
    await storage.set(au(2), { savedAt: now, entries: [entry] });
    const read = storage.get.bind(storage);
    // Storage answers undefined when its driver throws (IndexedDB busy or closing).
    vi.spyOn(storage, 'get').mockImplementation((key, parse) => (key === au(2) ? Promise.resolve(undefined) : read(key, parse)));
    expect(await sweepStatementOutboxes(storage, au(1), now)).toBe(0);
    vi.restoreAllMocks();
    expect(await storage.keys('xapi_outbox')).toEqual([au(2)]);
  });
});
