import { clear, getMany, set, type UseStore } from 'idb-keyval';
import { DEMO_IDB_DATABASE } from './dbStorage';

/** Where a persistence saves: the browser's IndexedDB, or the demo server's JSON file. */
export type StorageKind = 'indexeddb' | 'file';

/** Where a persistence saves the demo store: a small key-value store (IndexedDB, a JSON file…). */
export interface Persistence {
  readonly kind: StorageKind;
  /** The values of the keys, `undefined` where none is saved. */
  get(keys: readonly string[]): Promise<unknown[]>;
  /** Saves the entries, in order (other keys keep their values). */
  set(entries: readonly (readonly [string, unknown])[]): Promise<void>;
  /** Removes every key. */
  clear(): Promise<void>;
}

/**
 * Why the store is in memory although it was to be saved: no storage (no IndexedDB, private mode,
 * disabled), `blocked` (opening it was blocked or did not finish in time), `quota` (full), or any
 * other read or write error (`failed`).
 */
export type PersistenceFailure = 'unavailable' | 'blocked' | 'quota' | 'failed';

/** Where the demo store lives now; `GET /__demo/status` answers it. */
export interface PersistenceStatus {
  mode: StorageKind | 'memory';
  /** Set when a persistence failed and the store went on in memory; absent when memory was chosen. */
  reason?: PersistenceFailure;
  /** The error (`QuotaExceededError: …`). */
  detail?: string;
}

/** A storage failure whose reason is known where it happens (blocked, timed out, no IndexedDB). */
export class StorageError extends Error {
  constructor(
    readonly reason: PersistenceFailure,
    message: string,
  ) {
    super(message);
    this.name = 'StorageError';
  }
}

/** The reason of a storage error (DOMException names of IndexedDB). */
export function failureOf(error: unknown): PersistenceFailure {
  if (error instanceof StorageError) return error.reason;
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'QuotaExceededError') return 'quota';
  if (name === 'SecurityError' || name === 'InvalidStateError' || name === 'NotAllowedError')
    return 'unavailable';
  return 'failed';
}

function describe(error: unknown): string {
  if (error instanceof Error || error instanceof DOMException) return `${error.name}: ${error.message}`;
  return String(error);
}

const IDB_DATABASE = DEMO_IDB_DATABASE;
const IDB_STORE = 'state';
/** How long opening IndexedDB may take before the demo gives up on it and runs in memory. */
export const IDB_OPEN_TIMEOUT_MS = 5000;

/** Opens the database, failing when it is blocked, refused or does not open in time. */
function openDatabase(timeoutMs: number): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    if (typeof indexedDB === 'undefined') {
      reject(new StorageError('unavailable', 'IndexedDB is not available'));
      return;
    }
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
    };
    const timer = setTimeout(
      () =>
        settle(() => reject(new StorageError('blocked', `IndexedDB did not open within ${timeoutMs} ms`))),
      timeoutMs,
    );
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open(IDB_DATABASE);
    } catch (error) {
      settle(() => reject(error));
      return;
    }
    request.onupgradeneeded = () => request.result.createObjectStore(IDB_STORE);
    request.onblocked = () => settle(() => reject(new StorageError('blocked', 'IndexedDB open is blocked')));
    request.onerror = () => settle(() => reject(request.error ?? new StorageError('failed', 'open failed')));
    request.onsuccess = () => {
      const db = request.result;
      if (settled) {
        db.close(); // opened after the demo gave up on it
        return;
      }
      // Another tab resetting or upgrading the database: let it.
      db.onversionchange = () => db.close();
      settle(() => resolve(db));
    };
  });
}

/**
 * The browser's IndexedDB (`blind-demo-api` / `state`). Opened on first use; when it is missing,
 * refused, blocked or slower than `openTimeoutMs` to open, every call fails with the reason.
 */
export function idbPersistence({ openTimeoutMs = IDB_OPEN_TIMEOUT_MS } = {}): Persistence {
  let opened: Promise<IDBDatabase> | undefined;
  const store: UseStore = (mode, callback) =>
    (opened ??= openDatabase(openTimeoutMs)).then((db) =>
      callback(db.transaction(IDB_STORE, mode).objectStore(IDB_STORE)),
    );
  return {
    kind: 'indexeddb',
    get: (keys) => getMany([...keys], store),
    // One transaction per entry: each is serialised in its own task, so no save is one long task.
    set: async (entries) => {
      for (const [key, value] of entries) await set(key, value, store);
    },
    clear: () => clear(store),
  };
}

/**
 * Debounced saving to a persistence: `schedule()` after a change writes `entries()` a moment
 * later, `flush()` writes now. A store that fails (quota, private mode, blocked) is dropped and the
 * demo goes on in memory, with `status` saying so and `onStatus` told.
 */
export class SaveQueue {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private saving: Promise<void> = Promise.resolve();
  private current: PersistenceStatus;
  private readonly listeners = new Set<(status: PersistenceStatus) => void>();

  constructor(
    private persistence: Persistence | null,
    private readonly entries: () => [string, unknown][],
    private readonly delayMs = 400,
  ) {
    this.current = { mode: persistence?.kind ?? 'memory' };
  }

  /** Whether there is a persistence to save to. */
  get active(): boolean {
    return this.persistence !== null;
  }

  /** Where the store lives now. */
  get status(): PersistenceStatus {
    return this.current;
  }

  /** Calls `listener` when the store falls back to memory; returns the unsubscribe function. */
  onStatus(listener: (status: PersistenceStatus) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The saved values of the keys (all `undefined` without a persistence, or when reading fails). */
  async read(keys: readonly string[]): Promise<unknown[]> {
    const persistence = this.persistence;
    if (persistence) {
      try {
        return await persistence.get(keys);
      } catch (error) {
        this.fail(persistence, error);
      }
    }
    return keys.map(() => undefined);
  }

  schedule(): void {
    if (!this.persistence) return;
    this.cancel();
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.save();
    }, this.delayMs);
  }

  /** Writes a scheduled save now and waits for every write. */
  async flush(): Promise<void> {
    if (this.timer !== undefined) {
      this.cancel();
      this.save();
    }
    await this.saving;
  }

  /** Drops a scheduled save, waits for writes under way, then removes everything saved. */
  async clear(): Promise<void> {
    this.cancel();
    await this.saving;
    const persistence = this.persistence;
    await persistence?.clear().catch((error: unknown) => this.fail(persistence, error));
  }

  private cancel(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private save(): void {
    const persistence = this.persistence;
    if (!persistence) return;
    const entries = this.entries();
    this.saving = this.saving
      .then(() => persistence.set(entries))
      .catch((error: unknown) => this.fail(persistence, error));
  }

  /** The persistence failed: go on in memory, and say why. */
  private fail(persistence: Persistence, error: unknown): void {
    if (this.persistence !== persistence) return;
    this.persistence = null;
    this.cancel();
    this.current = { mode: 'memory', reason: failureOf(error), detail: describe(error) };
    console.warn(
      `demo API: ${persistence.kind} failed, the demo data now lives in memory (${this.current.detail})`,
    );
    for (const listener of this.listeners) listener(this.current);
  }
}
