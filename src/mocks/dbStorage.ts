/**
 * Where the in-browser demo API keeps its things: the IndexedDB database of the store and the
 * `localStorage` keys of the demo (`blind.demo.fault`, `blind.demo.latency`…). Free of imports, so
 * the boot failure screen can wipe them without loading the demo API.
 */
export const DEMO_IDB_DATABASE = 'blind-demo-api';

/** The IndexedDB database of the files uploaded to the demo API (`src/mocks/fileStore.ts`). */
export const DEMO_IDB_FILES_DATABASE = `${DEMO_IDB_DATABASE}-files`;

/** The prefix of every `localStorage` key of the demo. */
export const DEMO_STORAGE_PREFIX = 'blind.demo.';

/** How long deleting the database may take (another tab holding it open blocks it). */
const WIPE_TIMEOUT_MS = 3000;

/**
 * Deletes the demo's IndexedDB database and its `localStorage` keys, so the next start seeds
 * afresh. Resolves (never rejects) once done, or failed, or after a few seconds.
 */
export function wipeDemoStorage(timeoutMs = WIPE_TIMEOUT_MS): Promise<void> {
  try {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith(DEMO_STORAGE_PREFIX)) localStorage.removeItem(key);
    }
  } catch {
    // Storage refused: nothing to clear there.
  }
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    try {
      // The uploaded files go too (not waited for: the store is what the next start needs).
      indexedDB.deleteDatabase(DEMO_IDB_FILES_DATABASE);
      const request = indexedDB.deleteDatabase(DEMO_IDB_DATABASE);
      request.onsuccess = done;
      request.onerror = done;
    } catch {
      done(); // no IndexedDB at all
    }
  });
}
