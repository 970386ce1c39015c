import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { resources as registry } from '../../resources';
import type { ResourceDefinition } from '../../resources/core/define';
import {
  formatDateTime,
  seedCollections,
  type DemoRecord,
  type ResourceSeeder,
  type SeedOptions,
} from './seeding';

export type { DemoRecord } from './seeding';

/** Bump when seeders change: stored data of another version is reseeded. */
export const SEED_VERSION = 1;

const IDB_DATABASE = 'blind-demo-api';
const IDB_STORE = 'state';
const IDB_KEY = 'db';
const SAVE_DELAY_MS = 400;

/** Realistic seeders, by resource name (file name): `./seeds/<resource>.ts`, default export. */
const seederModules = import.meta.glob<{ default?: ResourceSeeder }>('./seeds/*.ts', { eager: true });
export const seeders: Readonly<Record<string, ResourceSeeder>> = Object.fromEntries(
  Object.entries(seederModules).flatMap(([path, mod]) =>
    mod.default ? [[path.replace(/^.*\//, '').replace(/\.ts$/, ''), mod.default]] : [],
  ),
);

/** A logged-in session; its key is the token without the `Bearer ` prefix. */
export interface DemoSession {
  token: string;
  /** User name of the worker (`admin`, `sales`, …), also in the token. */
  username: string;
  worker_id: number;
  /** Issued by "log in as a worker" (kept by the client as `Temporary-Token`). */
  temporary: boolean;
  created_at: string;
}

/** Everything the demo API keeps (and persists). */
export interface DemoState {
  version: number;
  /** Shape of the registry the data was seeded from; a change reseeds. */
  fingerprint: string;
  collections: Record<string, DemoRecord[]>;
  nextIds: Record<string, number>;
  sessions: Record<string, DemoSession>;
  /** Changed passwords by user name (others are `demo123`). */
  passwords: Record<string, string>;
}

export interface DbOptions extends SeedOptions {
  /** Defaults to the app's registry. */
  resources?: readonly ResourceDefinition[];
  /** Defaults to the seeders of `./seeds/`. */
  seeders?: Readonly<Record<string, ResourceSeeder>>;
  /** Shorthand for `counts.customer` (tests may seed fewer customers). */
  customerCount?: number;
}

interface Persistence {
  load(): Promise<unknown>;
  save(state: DemoState): Promise<void>;
  clear(): Promise<void>;
}

function idbPersistence(): Persistence | null {
  if (typeof indexedDB === 'undefined') return null;
  let store: UseStore;
  try {
    store = createStore(IDB_DATABASE, IDB_STORE);
  } catch {
    return null;
  }
  return {
    load: () => get(IDB_KEY, store),
    save: (state) => set(IDB_KEY, state, store),
    clear: () => del(IDB_KEY, store),
  };
}

/** A short hash of the registry's shape (resources, fields and their kinds). */
export function registryFingerprint(resources: readonly ResourceDefinition[]): string {
  const text = resources
    .map((r) => `${r.name}:${r.fieldInfo.map((f) => `${f.name}/${f.kind}/${f.widget}`).join(',')}`)
    .sort()
    .join(';');
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return (h >>> 0).toString(36);
}

function isState(value: unknown, fingerprint: string): value is DemoState {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Partial<DemoState>;
  return (
    s.version === SEED_VERSION &&
    s.fingerprint === fingerprint &&
    typeof s.collections === 'object' &&
    typeof s.nextIds === 'object' &&
    typeof s.sessions === 'object' &&
    typeof s.passwords === 'object'
  );
}

const stripBearer = (token: string) => token.replace(/^Bearer\s+/i, '').trim();

function randomHex(bytes: number): string {
  const buf = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(buf);
  return Array.from(buf, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The demo API's store: collections by resource name, sessions and passwords. */
export class DemoDb {
  readonly resources: readonly ResourceDefinition[];
  private readonly seeders: Readonly<Record<string, ResourceSeeder>>;
  private readonly seedOptions: SeedOptions;
  private readonly fingerprint: string;
  private persistence: Persistence | null;
  private state: DemoState;
  private saveTimer: ReturnType<typeof setTimeout> | undefined;
  private saving: Promise<void> = Promise.resolve();

  constructor(options: DbOptions = {}, persistence: Persistence | null = null, stored?: DemoState) {
    this.resources = options.resources ?? registry;
    this.seeders = options.seeders ?? seeders;
    const counts = { ...options.counts };
    if (options.customerCount !== undefined) counts.customer = options.customerCount;
    this.seedOptions = { now: options.now, seed: options.seed, counts };
    this.fingerprint = registryFingerprint(this.resources);
    this.persistence = persistence;
    this.state = stored ?? this.seed();
  }

  /** Whether the store is saved to IndexedDB. */
  get persistent(): boolean {
    return this.persistence !== null;
  }

  private seed(): DemoState {
    const collections = seedCollections(this.resources, this.seeders, this.seedOptions);
    const nextIds: Record<string, number> = {};
    for (const [name, records] of Object.entries(collections)) {
      nextIds[name] = records.reduce((max, r) => Math.max(max, r.id), 0) + 1;
    }
    return {
      version: SEED_VERSION,
      fingerprint: this.fingerprint,
      collections,
      nextIds,
      sessions: {},
      passwords: {},
    };
  }

  // -- records -------------------------------------------------------------------------------

  /** The records of a resource (the live list: do not mutate, use the methods below). */
  list(resource: string): readonly DemoRecord[] {
    return this.state.collections[resource] ?? [];
  }

  get(resource: string, id: number): DemoRecord | undefined {
    return this.list(resource).find((r) => r.id === id);
  }

  /** Adds a record: next id, `created_at` (when the schema has it) and the seeder's server fields. */
  create(resource: string, values: Record<string, unknown>): DemoRecord {
    const records = (this.state.collections[resource] ??= []);
    const id = this.state.nextIds[resource] ?? records.reduce((max, r) => Math.max(max, r.id), 0) + 1;
    this.state.nextIds[resource] = id + 1;
    const def = this.resources.find((r) => r.name === resource);
    let record: DemoRecord = { ...values, id };
    if (def?.fieldMap.created_at && record.created_at === undefined)
      record.created_at = formatDateTime(new Date());
    const onCreate = this.seeders[resource]?.onCreate;
    if (onCreate) record = onCreate(record, records);
    records.push(record);
    this.changed();
    return record;
  }

  /** Replaces a record (same id). */
  replace(resource: string, record: DemoRecord): DemoRecord | undefined {
    const records = this.state.collections[resource] ?? [];
    const index = records.findIndex((r) => r.id === record.id);
    if (index < 0) return undefined;
    records[index] = record;
    this.changed();
    return record;
  }

  remove(resource: string, id: number): boolean {
    const records = this.state.collections[resource] ?? [];
    const index = records.findIndex((r) => r.id === id);
    if (index < 0) return false;
    records.splice(index, 1);
    this.changed();
    return true;
  }

  // -- sessions and passwords ----------------------------------------------------------------

  /** Issues a token `Bearer demo.<username>.<random>` and keeps it. */
  createSession(username: string, workerId: number, temporary = false): DemoSession {
    const token = `demo.${username}.${randomHex(12)}`;
    const session: DemoSession = {
      token,
      username,
      worker_id: workerId,
      temporary,
      created_at: formatDateTime(new Date()),
    };
    this.state.sessions[token] = session;
    this.changed();
    return session;
  }

  /** The session of an `Authorization` value (with or without `Bearer `). */
  session(authorization: string | null | undefined): DemoSession | undefined {
    if (!authorization) return undefined;
    return this.state.sessions[stripBearer(authorization)];
  }

  endSession(authorization: string): boolean {
    const key = stripBearer(authorization);
    if (!this.state.sessions[key]) return false;
    delete this.state.sessions[key];
    this.changed();
    return true;
  }

  passwordOf(username: string): string | undefined {
    return this.state.passwords[username];
  }

  setPassword(username: string, password: string): void {
    this.state.passwords[username] = password;
    this.changed();
  }

  // -- lifecycle -----------------------------------------------------------------------------

  /** Reseeds every collection and clears the saved copy. Sessions survive, so a reset keeps you logged in. */
  async reset(): Promise<void> {
    const sessions = this.state.sessions;
    this.cancelSave();
    this.state = { ...this.seed(), sessions };
    if (this.persistence) {
      await this.saving;
      await this.persistence.clear().catch(() => undefined);
      this.changed();
    }
  }

  /** Writes pending changes now. */
  async flush(): Promise<void> {
    if (this.saveTimer !== undefined) {
      this.cancelSave();
      this.save();
    }
    await this.saving;
  }

  private cancelSave(): void {
    if (this.saveTimer !== undefined) clearTimeout(this.saveTimer);
    this.saveTimer = undefined;
  }

  private changed(): void {
    if (!this.persistence) return;
    this.cancelSave();
    this.saveTimer = setTimeout(() => {
      this.saveTimer = undefined;
      this.save();
    }, SAVE_DELAY_MS);
  }

  private save(): void {
    const persistence = this.persistence;
    if (!persistence) return;
    const state = this.state;
    this.saving = this.saving
      .then(() => persistence.save(state))
      .catch(() => {
        // Storage refused (quota, private mode): carry on in memory.
        this.persistence = null;
      });
  }

  /** @internal Used by `loadDb` after seeding. */
  scheduleSave(): void {
    this.changed();
  }
}

/** A fresh, seeded store kept in memory only (tests, or no IndexedDB). */
export function createDb(options: DbOptions = {}): DemoDb {
  return new DemoDb(options, null);
}

/**
 * Loads the store saved in IndexedDB, or seeds one (and saves it). Stored data of another seed
 * version or registry shape is reseeded. Without IndexedDB the store lives in memory only.
 */
export async function loadDb(options: DbOptions = {}): Promise<DemoDb> {
  const persistence = idbPersistence();
  let stored: unknown;
  if (persistence) {
    try {
      stored = await persistence.load();
    } catch {
      return createDb(options);
    }
  }
  const resources = options.resources ?? registry;
  const fingerprint = registryFingerprint(resources);
  if (isState(stored, fingerprint)) return new DemoDb(options, persistence, stored);
  const db = new DemoDb(options, persistence);
  if (persistence) {
    await persistence.clear().catch(() => undefined);
    db.scheduleSave();
  }
  return db;
}
