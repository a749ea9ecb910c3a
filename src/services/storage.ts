/**
 * Local storage for the widget: idb-keyval in `_ionicstorage`/`_ionickv`, then localStorage, then
 * memory (third-party iframes may be denied storage). Keys are prefixed with STORAGE_KEY. It never
 * throws into the UI once created.
 */
import { createStore, del, get, set, type UseStore } from 'idb-keyval';

export const NOT_CREATED = 'Database not created. Must call create() first';

interface Driver {
  readonly name: 'indexeddb' | 'localstorage' | 'memory';
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  remove(key: string): Promise<void>;
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
  };
}

function memoryDriver(): Driver {
  const map = new Map<string, unknown>();
  return {
    name: 'memory',
    get: async (key) => map.get(key),
    set: async (key, value) => void map.set(key, value),
    remove: async (key) => void map.delete(key),
  };
}

export class Storage {
  private driver: Driver | null = null;

  constructor(private readonly prefix: string) {}

  /** Picks the first driver that works. Secure storage exists only in native shells, not here. */
  async create(): Promise<Storage['driverName']> {
    for (const candidate of [indexedDbDriver, localStorageDriver]) {
      try {
        this.driver = await candidate();
        return this.driverName;
      } catch {
        // Denied or missing: try the next one.
      }
    }
    this.driver = memoryDriver();
    return this.driverName;
  }

  get driverName(): Driver['name'] {
    return this.ready().name;
  }

  async get<T>(key: string, parse: (value: unknown) => T | undefined): Promise<T | undefined> {
    try {
      return parse(await this.ready().get(this.prefix + key));
    } catch (error) {
      if (error instanceof Error && error.message === NOT_CREATED) throw error;
      return undefined;
    }
  }

  /** Stores a value; returns false when the browser refused (quota, private mode). */
  async set(key: string, value: unknown): Promise<boolean> {
    const driver = this.ready();
    try {
      await driver.set(this.prefix + key, value);
      return true;
    } catch {
      return false;
    }
  }

  async remove(key: string): Promise<void> {
    const driver = this.ready();
    try {
      await driver.remove(this.prefix + key);
    } catch {
      // Nothing to undo.
    }
  }

  private ready(): Driver {
    if (!this.driver) throw new Error(NOT_CREATED);
    return this.driver;
  }
}
