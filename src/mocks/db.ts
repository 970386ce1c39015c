import { resources as registry } from '../../resources';
import type { ResourceDefinition } from '../../resources/core/define';
import { demoNow } from './clock';
import { companyCounts } from './companySize';
import { nextIdsOf, randomHex, registryFingerprint, stage } from './dbHelpers';
import { seedCollections, seedCollectionsSliced, seeders as defaultSeeders } from './seed';
import { formatDateTime, type DemoRecord, type ResourceSeeder, type SeedOptions } from './seeding';
import { idbPersistence, SaveQueue, type PersistenceStatus } from './persistence';
import { ensureVersion, nextVersion, sameValues, versionOf, type Version } from './versions';
import {
  STORE_KEYS,
  type DemoManifest,
  type DemoSession,
  type ChangeListener,
  type DbOptions,
  type DemoState,
  type OpenOptions,
  type RecordChange,
  type SessionState,
  type SharedState,
  type Stamp,
} from './dbTypes';

export type { DemoRecord } from './seeding';
export { registryFingerprint } from './dbHelpers';

/** Bump when seeders change: stored data of another version is reseeded. */
export const SEED_VERSION = 9;

export { STORE_KEYS } from './dbTypes';
export type { DemoManifest, DemoSession, DemoState, SharedState } from './dbTypes';
export type { DbOptions, OpenOptions, RecordChange } from './dbTypes';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const stripBearer = (token: string) => token.replace(/^Bearer\s+/i, '').trim();

/**
 * The demo API's store: collections by resource name, sessions and passwords. It loads in two
 * stages: the sessions (small, fast), then the records (loaded or seeded in the background), so
 * logging in never waits for the seed. Read `ready()` before touching records.
 */
export class DemoDb {
  readonly resources: readonly ResourceDefinition[];
  private readonly seeders: Readonly<Record<string, ResourceSeeder>>;
  private readonly seedOptions: SeedOptions;
  private readonly stamp: Stamp;
  private readonly saves: SaveQueue;
  private readonly sliced: boolean;
  private auth: SessionState;
  private data: DemoState | undefined;
  private readonly sessionStage = stage();
  private readonly dataStage = stage();
  /** Resolved by the first `ready()`: someone needs the records now. */
  private readonly dataWanted = stage();
  /** Collections changed since the last save. */
  private readonly dirty = new Set<string>();
  private readonly changeListeners = new Set<ChangeListener>();
  private readonly revisions = new Map<string, number>();

  constructor(options: DbOptions = {}, open: OpenOptions = {}) {
    this.resources = options.resources ?? registry;
    this.seeders = options.seeders ?? defaultSeeders;
    const { company } = options;
    const counts = {
      ...(company && companyCounts(this.resources, this.seeders, company)),
      ...options.counts,
    };
    if (options.customerCount !== undefined) counts.customer = options.customerCount;
    this.seedOptions = { now: options.now, seed: options.seed, counts };
    // A saved store of another company size is reseeded.
    const fingerprint = `${registryFingerprint(this.resources)}${company ? `/company-${company}` : ''}`;
    this.stamp = { version: SEED_VERSION, fingerprint };
    this.saves = new SaveQueue(open.persistence ?? null, () => this.unsaved());
    this.sliced = open.sliced ?? false;
    this.auth = { ...this.stamp, sessions: {}, passwords: {} };
  }

  /** Whether the store is saved (IndexedDB in the browser, a file for the demo server). */
  get persistent(): boolean {
    return this.saves.active;
  }

  /** Where the store lives (`indexeddb`, `file`, `memory`), and why when a persistence failed. */
  get persistence(): PersistenceStatus {
    return this.saves.status;
  }

  /** Calls `listener` when a failing persistence leaves the store in memory. */
  onPersistenceChange(listener: (status: PersistenceStatus) => void): () => void {
    return this.saves.onStatus(listener);
  }

  /** Whether the records are loaded (or seeded). */
  get loaded(): boolean {
    return this.data !== undefined;
  }

  /** Resolves once sessions and passwords are loaded. */
  sessionsReady(): Promise<void> {
    return this.sessionStage.promise;
  }

  /** Resolves once the records are loaded or seeded (and starts loading them if not yet started). */
  ready(): Promise<void> {
    this.dataWanted.done();
    return this.dataStage.promise;
  }

  private stamped(value: unknown): value is Stamp & Record<string, unknown> {
    return (
      isObject(value) && value.version === this.stamp.version && value.fingerprint === this.stamp.fingerprint
    );
  }

  private seedNow(): DemoState {
    const collections = seedCollections(this.resources, this.seeders, this.seedOptions);
    return { ...this.stamp, collections, nextIds: nextIdsOf(collections) };
  }

  private async seedInBackground(): Promise<DemoState> {
    if (!this.sliced) return this.seedNow();
    const collections = await seedCollectionsSliced(this.resources, this.seeders, this.seedOptions);
    return { ...this.stamp, collections, nextIds: nextIdsOf(collections) };
  }

  /** @internal Seeds at once: both stages are ready when it returns. */
  start(): this {
    this.data = this.seedNow();
    this.sessionStage.done();
    this.dataStage.done();
    return this;
  }

  /** @internal Loads the saved store (or seeds one) in the background. */
  async open(beforeData?: () => Promise<void>): Promise<void> {
    const [manifest, auth] = await this.saves.read([STORE_KEYS.manifest, STORE_KEYS.sessions]);
    if (this.stamped(auth) && isObject(auth.sessions) && isObject(auth.passwords)) {
      this.auth = auth as unknown as SessionState;
    }
    this.sessionStage.done();
    if (beforeData) await Promise.race([beforeData(), this.dataWanted.promise]);
    const saved = await this.readData(manifest);
    this.data = saved ?? (await this.seedInBackground());
    if (!saved) this.markAllChanged();
    this.dataStage.done();
  }

  /** Schedules a save of every collection (after a seed). */
  private markAllChanged(): void {
    // Saved, not shared: each tab loads or seeds the same store (tabSync.ts shares record changes).
    for (const name of Object.keys(this.state.collections)) this.dirty.add(name);
    this.changed();
  }

  private async readData(manifest: unknown): Promise<DemoState | undefined> {
    if (!this.stamped(manifest) || !isObject(manifest.nextIds) || !Array.isArray(manifest.names))
      return undefined;
    const names = [...new Set([...this.resources.map((r) => r.name), ...(manifest.names as string[])])];
    const saved = await this.saves.read(names.map(STORE_KEYS.records));
    if (!saved.every(Array.isArray)) return undefined;
    const collections = Object.fromEntries(names.map((name, i) => [name, saved[i] as DemoRecord[]]));
    // A store saved before records had versions: each record starts at revision 1.
    for (const records of Object.values(collections)) for (const record of records) ensureVersion(record);
    // Never below the largest saved id (the manifest is written after the records).
    const savedIds = manifest.nextIds as Record<string, number>;
    const nextIds = nextIdsOf(collections);
    for (const name of names) nextIds[name] = Math.max(nextIds[name], Number(savedIds[name]) || 0);
    return { ...this.stamp, collections, nextIds };
  }

  private get state(): DemoState {
    if (!this.data) throw new Error('The demo data is not loaded yet: await db.ready() first');
    return this.data;
  }

  // -- records -------------------------------------------------------------------------------

  /** How many times the records of a resource changed (lists keep what they read meanwhile). */
  revision(resource: string): number {
    return this.revisions.get(resource) ?? 0;
  }

  /** The records of a resource (the live list: do not mutate, use the methods below). */
  list(resource: string): readonly DemoRecord[] {
    return this.state.collections[resource] ?? [];
  }

  get(resource: string, id: number): DemoRecord | undefined {
    return this.list(resource).find((r) => r.id === id);
  }

  /**
   * Adds a record: next id, `created_at` (when the schema has it), the seeder's server fields and
   * its first version (revision 1, `updated_at` now, `updated_by` = `by`, who creates it).
   */
  create(resource: string, values: Record<string, unknown>, by = ''): DemoRecord {
    const state = this.state;
    const records = (state.collections[resource] ??= []);
    const id = state.nextIds[resource] ?? records.reduce((max, r) => Math.max(max, r.id), 0) + 1;
    state.nextIds[resource] = id + 1;
    const def = this.resources.find((r) => r.name === resource);
    let record: DemoRecord = { ...values, id };
    if (def?.fieldMap.created_at && record.created_at === undefined)
      record.created_at = formatDateTime(demoNow(this));
    const onCreate = this.seeders[resource]?.onCreate;
    if (onCreate) record = onCreate(record, records);
    record = { ...record, ...nextVersion(undefined, by, demoNow(this)) };
    records.push(record);
    this.changed(resource, { record });
    return record;
  }

  /**
   * Replaces a record (same id), changed now by `by` (the acting user's display name, `''` for the
   * server itself): its revision goes one up, unless all its values are the stored ones.
   */
  replace(resource: string, record: DemoRecord, by = ''): DemoRecord | undefined {
    return this.put(resource, record, (stored) => nextVersion(stored, by, demoNow(this)));
  }

  /**
   * Keeps values derived from other records, read-only to every form (counters, a customer's last
   * follow-up, its profile extras): no change of the record, so its version stays.
   */
  storeDerived(resource: string, record: DemoRecord): DemoRecord | undefined {
    return this.put(resource, record, versionOf);
  }

  private put(resource: string, record: DemoRecord, version: (stored: DemoRecord) => Version) {
    const records = this.state.collections[resource] ?? [];
    const index = records.findIndex((r) => r.id === record.id);
    if (index < 0) return undefined;
    if (sameValues(records[index], record)) return records[index];
    records[index] = { ...record, ...version(records[index]) };
    this.changed(resource, { record: records[index] });
    return records[index];
  }

  remove(resource: string, id: number): boolean {
    const records = this.state.collections[resource] ?? [];
    const index = records.findIndex((r) => r.id === id);
    if (index < 0) return false;
    records.splice(index, 1);
    this.changed(resource, { removed: id });
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
    this.auth.sessions[token] = session;
    this.changed();
    return session;
  }

  /** The session of an `Authorization` value (with or without `Bearer `). */
  session(authorization: string | null | undefined): DemoSession | undefined {
    if (!authorization) return undefined;
    return this.auth.sessions[stripBearer(authorization)];
  }

  endSession(authorization: string): boolean {
    const key = stripBearer(authorization);
    if (!this.auth.sessions[key]) return false;
    delete this.auth.sessions[key];
    this.changed();
    return true;
  }

  /** The live-socket token of a session, issued on first use. */
  socketToken(session: DemoSession): string {
    if (!session.socket_token) {
      session.socket_token = `im.${randomHex(16)}`;
      this.changed();
    }
    return session.socket_token;
  }

  /** Every signed-in session (to tell their live sockets of a change, roles.ts). */
  sessions(): DemoSession[] {
    return Object.values(this.auth.sessions);
  }

  /** The session a live-socket token belongs to. */
  sessionOfSocket(token: string): DemoSession | undefined {
    return Object.values(this.auth.sessions).find((s) => s.socket_token === token);
  }

  passwordOf(username: string): string | undefined {
    return this.auth.passwords[username];
  }

  setPassword(username: string, password: string): void {
    this.auth.passwords[username] = password;
    this.changed();
  }

  // -- lifecycle -----------------------------------------------------------------------------

  /**
   * Reseeds every collection, forgets changed passwords and replaces the saved copy. Sessions
   * survive, so a reset keeps you logged in.
   */
  async reset(): Promise<void> {
    await this.ready();
    this.data = await this.seedInBackground();
    this.auth.passwords = {};
    await this.saves.clear();
    this.markAllChanged();
  }

  /** Writes pending changes now. */
  flush(): Promise<void> {
    return this.saves.flush();
  }

  /** Calls `listener` after each change of a record, or of the sessions (none given); tabSync.ts. */
  onChange(listener: ChangeListener): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  /** What another tab needs of these changes: the stamp, the next ids, the sessions if asked. */
  shareable(changes: SharedState['changes'], sessions: boolean): SharedState {
    const nextIds = this.data?.nextIds ?? {};
    const ids = Object.fromEntries(Object.keys(changes).map((name) => [name, nextIds[name] ?? 0]));
    return { ...this.stamp, changes, nextIds: ids, auth: sessions ? this.auth : undefined };
  }

  /** Takes another tab's changes: its records and sessions replace these (ids never go back). */
  adopt(shared: SharedState): void {
    if (!this.stamped(shared)) return;
    if (shared.auth) this.auth = shared.auth;
    const data = this.data;
    if (!data) return; // still loading: the saved copy it loads has them
    for (const [name, { records, removed }] of Object.entries(shared.changes)) {
      this.revisions.set(name, this.revision(name) + 1);
      const list = (data.collections[name] ??= []);
      for (const record of records) {
        const index = list.findIndex((r) => r.id === record.id);
        if (index < 0) list.push(record);
        else list[index] = record;
      }
      data.collections[name] = removed.length ? list.filter((r) => !removed.includes(r.id)) : list;
      data.nextIds[name] = Math.max(data.nextIds[name] ?? 0, shared.nextIds[name] ?? 0);
    }
  }

  /** Schedules a save: of the sessions, and of `resource`'s records when given. */
  private changed(resource?: string, change: RecordChange = {}): void {
    if (resource) this.revisions.set(resource, this.revision(resource) + 1);
    for (const listener of this.changeListeners) listener(resource, change);
    if (!this.saves.active) return;
    if (resource) this.dirty.add(resource);
    this.saves.schedule();
  }

  /** What a save writes: the sessions, and the changed collections with the manifest. */
  private unsaved(): [string, unknown][] {
    const entries: [string, unknown][] = [[STORE_KEYS.sessions, this.auth]];
    if (this.data && this.dirty.size > 0) {
      const { collections, nextIds } = this.data;
      for (const name of this.dirty) entries.push([STORE_KEYS.records(name), collections[name] ?? []]);
      const manifest: DemoManifest = { ...this.stamp, names: Object.keys(collections), nextIds };
      entries.push([STORE_KEYS.manifest, manifest]);
      this.dirty.clear();
    }
    return entries;
  }
}

/** A fresh, seeded store kept in memory only (tests). */
export function createDb(options: DbOptions = {}): DemoDb {
  return new DemoDb(options).start();
}

/**
 * Opens the store: answers session calls as soon as the sessions are read, and loads (or seeds)
 * the records in the background. Saved data of another seed version or registry shape is
 * reseeded; without persistence the store lives in memory only.
 */
export function openDb(options: DbOptions = {}, open: OpenOptions = {}): DemoDb {
  const db = new DemoDb(options, open);
  void db.open(open.beforeData);
  return db;
}

/** Opens the store saved in the browser's IndexedDB and waits until its records are ready. */
export async function loadDb(options: DbOptions = {}): Promise<DemoDb> {
  const db = openDb(options, { persistence: idbPersistence() });
  await db.ready();
  return db;
}
