import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOT_CREATED, OPEN_TIMEOUT_MS, Storage } from './storage';

const asNumber = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

describe('Storage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses to be used before create() with the catalogue message', async () => {
    const storage = new Storage('sp_');
    await expect(storage.get('x', asNumber)).rejects.toThrow(NOT_CREATED);
    await expect(storage.set('x', 1)).rejects.toThrow(NOT_CREATED);
  });

  it('stores in IndexedDB under the prefix when it is there', async () => {
    const storage = new Storage('sp_');
    expect(await storage.create()).toBe('indexeddb');
    await storage.set('volume', 0.5);
    expect(await storage.get('volume', asNumber)).toBe(0.5);
    await storage.remove('volume');
    expect(await storage.get('volume', asNumber)).toBeUndefined();
  });

  it('falls back to localStorage, then to memory, when storage is denied', async () => {
    vi.stubGlobal('indexedDB', undefined);
    const items = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      setItem: (k: string, v: string) => items.set(k, v),
      getItem: (k: string) => items.get(k) ?? null,
      removeItem: (k: string) => items.delete(k),
    });
    const local = new Storage('sp_');
    expect(await local.create()).toBe('localstorage');
    await local.set('rate', 1.5);
    expect(items.get('sp_rate')).toBe('1.5');

    vi.stubGlobal('localStorage', {
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    const memory = new Storage('sp_');
    expect(await memory.create()).toBe('memory');
    await memory.set('rate', 2);
    expect(await memory.get('rate', asNumber)).toBe(2);
  });

  it('gives way to localStorage when IndexedDB never opens, so nothing that waits for storage waits for ever', async () => {
    vi.useFakeTimers();
    // An open request that never fires success or error.
    vi.stubGlobal('indexedDB', { open: () => ({}) });
    vi.stubGlobal('localStorage', { setItem: () => undefined, getItem: () => null, removeItem: () => undefined });
    const storage = new Storage('sp_');
    let picked: string | null = null;
    void storage.create().then((name) => (picked = name));
    await vi.advanceTimersByTimeAsync(OPEN_TIMEOUT_MS);
    expect(picked).toBe('localstorage');
    vi.useRealTimers();
  });

  it('answers false instead of throwing when the quota is exceeded', async () => {
    vi.stubGlobal('indexedDB', undefined);
    let full = false;
    vi.stubGlobal('localStorage', {
      setItem: () => {
        if (full) throw new DOMException('full', 'QuotaExceededError');
      },
      getItem: () => 'not json{',
      removeItem: () => undefined,
    });
    const storage = new Storage('sp_');
    await storage.create();
    full = true;
    expect(await storage.set('big', 'x')).toBe(false);
    expect(await storage.get('big', asNumber)).toBeUndefined();
  });

  it('lists the keys that start with a name, without its prefix, in IndexedDB, localStorage and memory alike', async () => {
    const written = async (storage: Storage) => {
      for (const key of ['xapi_outbox|a', 'xapi_outbox|b', 'preferences']) await storage.set(key, 1);
      return (await storage.keys('xapi_outbox|')).sort();
    };
    const indexedDb = new Storage('keys_');
    expect(await indexedDb.create()).toBe('indexeddb');
    // Another prefix's keys, in the same IndexedDB store, are not listed.
    const other = new Storage('other_');
    await other.create();
    await other.set('xapi_outbox|c', 1);
    expect(await written(indexedDb)).toEqual(['xapi_outbox|a', 'xapi_outbox|b']);

    vi.stubGlobal('indexedDB', undefined);
    const items = new Map<string, string>([['not_ours', '1']]);
    vi.stubGlobal('localStorage', {
      setItem: (k: string, v: string) => items.set(k, v),
      getItem: (k: string) => items.get(k) ?? null,
      removeItem: (k: string) => items.delete(k),
      get length() {
        return items.size;
      },
      key: (index: number) => [...items.keys()][index] ?? null,
    });
    const local = new Storage('sp_');
    expect(await local.create()).toBe('localstorage');
    expect(await written(local)).toEqual(['xapi_outbox|a', 'xapi_outbox|b']);

    vi.stubGlobal('localStorage', undefined);
    const memory = new Storage('sp_');
    expect(await memory.create()).toBe('memory');
    expect(await written(memory)).toEqual(['xapi_outbox|a', 'xapi_outbox|b']);
  });
});
