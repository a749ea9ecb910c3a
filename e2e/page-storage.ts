/** The widget's storage (idb-keyval's IndexedDB) read and written from a test, in its page or frame. */
import type { Frame, Page } from '@playwright/test';

/**
 * A key of the widget's storage (idb-keyval's IndexedDB `_ionicstorage`/`_ionickv`), read in the page (or frame), as
 * JSON ('[]' when nothing is stored). It never creates the database: a probe of a missing one is aborted.
 */
export function readStored(page: Page | Frame, key: string): Promise<string> {
  return page.evaluate(
    (storedKey) =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('_ionicstorage');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve('[]');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('_ionickv')) {
            db.close();
            resolve('[]');
            return;
          }
          const request = db.transaction('_ionickv').objectStore('_ionickv').get(storedKey);
          request.onsuccess = () => {
            db.close();
            resolve(JSON.stringify(request.result ?? []));
          };
          request.onerror = () => reject(request.error);
        };
      }),
    key,
  );
}

/**
 * Writes a key of the widget's storage as the widget does (idb-keyval in `_ionicstorage`/`_ionickv`), in a page on the
 * widget's origin that has opened the player once (which created the database).
 */
export function writeStored(page: Page, key: string, value: unknown): Promise<void> {
  return page.evaluate(
    ({ storedKey, stored }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('_ionicstorage');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const transaction = open.result.transaction('_ionickv', 'readwrite');
          transaction.objectStore('_ionickv').put(stored, storedKey);
          transaction.oncomplete = () => {
            open.result.close();
            resolve();
          };
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    { storedKey: key, stored: value },
  );
}
