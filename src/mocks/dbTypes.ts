import type { ResourceDefinition } from '../../resources/core/define';
import type { Persistence } from './persistence';
import type { DemoRecord, ResourceSeeder, SeedOptions } from './seeding';

/** The shapes the demo store keeps and saves (src/mocks/db.ts). */

/** Keys of the saved store: the data's manifest, the sessions, one key per collection. */
export const STORE_KEYS = {
  manifest: 'db',
  sessions: 'sessions',
  records: (resource: string) => `records:${resource}`,
} as const;

/** A logged-in session; its key is the token without the `Bearer ` prefix. */
export interface DemoSession {
  token: string;
  /** User name of the worker (`admin`, `sales`, …), also in the token. */
  username: string;
  worker_id: number;
  /** Issued by "log in as a worker" (kept by the client as `Temporary-Token`). */
  temporary: boolean;
  created_at: string;
  /** The token of the live socket (`/im/<token>`), once asked for. */
  socket_token?: string;
}

/** Which seed and registry shape saved data belongs to; another one is reseeded. */
export interface Stamp {
  version: number;
  /** Shape of the registry the data was seeded from. */
  fingerprint: string;
}

/** Saved under `db`: the stamp, the collections saved and the next id of each. */
export interface DemoManifest extends Stamp {
  /** Every collection saved (the registry's resources and the bespoke ones, e.g. site notices). */
  names: string[];
  nextIds: Record<string, number>;
}

/** Saved under `sessions`: logged-in sessions and changed passwords (others are `demo123`). */
export interface SessionState extends Stamp {
  sessions: Record<string, DemoSession>;
  passwords: Record<string, string>;
}

/** What one tab sends the others of its changes (tabSync.ts): per collection, records and removals. */
export interface SharedState extends Stamp {
  changes: Record<string, { records: DemoRecord[]; removed: number[] }>;
  nextIds: Record<string, number>;
  auth?: SessionState;
}

/** Everything the demo API keeps but the sessions. */
export interface DemoState extends Stamp {
  collections: Record<string, DemoRecord[]>;
  nextIds: Record<string, number>;
}

/** One change of a record: the record as it is now, or the id of the one removed. */
export interface RecordChange {
  record?: DemoRecord;
  removed?: number;
}
export type ChangeListener = (resource: string | undefined, change: RecordChange) => void;

export interface DbOptions extends SeedOptions {
  /** Defaults to the app's registry. */
  resources?: readonly ResourceDefinition[];
  /** Defaults to the seeders of `./seeds/`. */
  seeders?: Readonly<Record<string, ResourceSeeder>>;
  /** Shorthand for `counts.customer` (tests may seed fewer customers). */
  customerCount?: number;
  /** A company of this many customers, their records scaled with them (`./companySize.ts`). */
  company?: number;
}

export interface OpenOptions {
  /** Where the store is saved; none keeps it in memory. */
  persistence?: Persistence | null;
  /** Seed in slices (the browser's worker: it answers session calls in between) rather than at once. */
  sliced?: boolean;
  /**
   * Awaited before the records are loaded or seeded (e.g. until the browser is idle); the first
   * `ready()` (a data request) starts them at once.
   */
  beforeData?: () => Promise<void>;
}
