/**
 * Local storage for the widget: idb-keyval in `_ionicstorage`/`_ionickv`, then localStorage, then
 * memory (third-party iframes may be denied storage). Keys are prefixed with STORAGE_KEY. It never
 * throws into the UI once created.
 */
import { createStore, del, get, keys, set, type UseStore } from 'idb-keyval';
import { withinDeadline } from './deadline';

export const NOT_CREATED = 'Database not created. Must call create() first';
/** How long a driver may take to open: an IndexedDB that never opens (a browser bug, a blocked upgrade) gives way to the next. */
export const OPEN_TIMEOUT_MS = 3_000;

interface Driver {
  readonly name: 'indexeddb' | 'localstorage' | 'memory';
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  remove(key: string): Promise<void>;
  keys(): Promise<string[]>;
}

async function indexedDbDriver(): Promise<Driver> {
  if (typeof indexedDB === 'undefined') throw new Error('no IndexedDB');
  const store: UseStore = createStore('_ionicstorage', '_ionickv');
  await set('__probe__', 1, store);
  await del('__probe__', store);
  return {
    name: 'indexeddb',
    get: (key) => get(key, store),
    set: (key, value) => set(key, value, store),
    remove: (key) => del(key, store),
    keys: async () => (await keys(store)).filter((key): key is string => typeof key === 'string'),
  };
}

async function localStorageDriver(): Promise<Driver> {
  const storage = globalThis.localStorage;
  storage.setItem('__probe__', '1');
  storage.removeItem('__probe__');
  return {
    name: 'localstorage',
    get: async (key) => {
      const text = storage.getItem(key);
      return text === null ? undefined : (JSON.parse(text) as unknown);
    },
    set: async (key, value) => storage.setItem(key, JSON.stringify(value)),
    remove: async (key) => storage.removeItem(key),
    keys: async () => Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? ''),
  };
}

function memoryDriver(): Driver {
  const map = new Map<string, unknown>();
  return {
    name: 'memory',
    get: async (key) => map.get(key),
    set: async (key, value) => void map.set(key, value),
    remove: async (key) => void map.delete(key),
    keys: async () => [...map.keys()],
  };
}

export type DriverName = Driver['name'];

export class Storage {
  private driver: Promise<Driver> | null = null;

  constructor(private readonly prefix: string) {}

  /**
   * Picks the first driver that works, once (a second call answers the same). Nothing waits for it at
   * boot: calls made meanwhile wait for it. Secure storage exists only in native shells, not here.
   */
  create(): Promise<DriverName> {
    this.driver ??= pickDriver();
    return this.driver.then((driver) => driver.name);
  }

  async get<T>(key: string, parse: (value: unknown) => T | undefined): Promise<T | undefined> {
    const driver = await this.ready();
    try {
      return parse(await driver.get(this.prefix + key));
    } catch {
      return undefined;
    }
  }

  /** Stores a value; returns false when the browser refused (quota, private mode). */
  async set(key: string, value: unknown): Promise<boolean> {
    const driver = await this.ready();
    try {
      await driver.set(this.prefix + key, value);
      return true;
    } catch {
      return false;
    }
  }

  async remove(key: string): Promise<void> {
    const driver = await this.ready();
    try {
      await driver.remove(this.prefix + key);
    } catch {
      // Nothing to undo.
    }
  }

  /** The stored keys that start with `start`, as get() names them (without the prefix); [] when storage fails. */
  async keys(start: string): Promise<string[]> {
    const driver = await this.ready();
    try {
      const named = this.prefix + start;
      return (await driver.keys()).filter((key) => key.startsWith(named)).map((key) => key.slice(this.prefix.length));
    } catch {
      return [];
    }
  }

  private ready(): Promise<Driver> {
    if (!this.driver) return Promise.reject(new Error(NOT_CREATED));
    return this.driver;
  }
}

async function pickDriver(): Promise<Driver> {
  for (const candidate of [indexedDbDriver, localStorageDriver]) {
    try {
      return await withinDeadline(candidate(), OPEN_TIMEOUT_MS, () => {
        throw new Error(`Storage did not open within ${OPEN_TIMEOUT_MS} ms.`);
      });
    } catch {
      // Denied, missing or hung: try the next one.
    }
  }
  return memoryDriver();
}
