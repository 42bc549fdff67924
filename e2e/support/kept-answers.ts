// What the site keeps of a member's league in the browser (docs/web.md §15, §16), read the way
// the tests check it is there or gone: the answers' records in IndexedDB and the last screens
// in localStorage.
import type { Page } from '@playwright/test';

/** shared-app's LAST_SCREENS_KEY: the kept screens the page paints (docs/web.md §16). */
export const LAST_SCREENS_KEY = 'fantasy.lastScreens';

/** The kept screens, as localStorage holds them (null once forgotten). */
export const keptScreens = (page: Page) => page.evaluate((key) => localStorage.getItem(key), LAST_SCREENS_KEY);

/** The keys of the site's record store in IndexedDB (docs/web.md §15), with a piece of each record. */
export function storedRecords(page: Page): Promise<{ key: string; value: string }[]> {
  return page.evaluate(
    () =>
      new Promise<{ key: string; value: string }[]>((resolve, reject) => {
        const opening = indexedDB.open('fantasy-league');
        opening.onupgradeneeded = () => opening.result.createObjectStore('answers');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const db = opening.result;
          const store = db.transaction('answers', 'readonly').objectStore('answers');
          const keys = store.getAllKeys();
          const values = store.getAll();
          values.onsuccess = () => {
            resolve(keys.result.map((key, index) => ({ key: String(key), value: String(values.result[index]) })));
            db.close();
          };
          values.onerror = () => reject(values.error);
        };
      }),
  );
}

export function putRecord(page: Page, key: string, value: string): Promise<void> {
  return page.evaluate(
    ([key, value]) =>
      new Promise<void>((resolve, reject) => {
        const opening = indexedDB.open('fantasy-league');
        opening.onupgradeneeded = () => opening.result.createObjectStore('answers');
        opening.onsuccess = () => {
          const db = opening.result;
          const writing = db.transaction('answers', 'readwrite');
          writing.objectStore('answers').put(value, key);
          writing.oncomplete = () => {
            db.close();
            resolve();
          };
          writing.onerror = () => reject(writing.error);
        };
      }),
    [key, value] as const,
  );
}
