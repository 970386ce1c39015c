import { setupServer, type SetupServer } from 'msw/node';
import { createDb, type DbOptions, type DemoDb } from './db';
import { createHandlers, type HandlerOptions } from './handlers';
import { servedBy, socketHandlers } from './socketLink';

export interface TestServerOptions extends DbOptions, HandlerOptions {}

/**
 * The demo API for vitest: a fresh seeded store in memory (no IndexedDB) and an msw node server
 * answering it, not yet listening (`server.listen()` in `beforeAll`). Pass `customerCount` to seed
 * fewer customers. The live socket (`/im/<token>`) is answered in process too: a test never opens a
 * real connection (one left connecting when the test environment closes crashes the worker).
 */
export function createTestServer(options: TestServerOptions = {}): { server: SetupServer; db: DemoDb } {
  const { baseUrl, latency, faults, ...dbOptions } = options;
  const db = createDb(dbOptions);
  const server = setupServer(
    ...createHandlers(db, { baseUrl, latency, faults }),
    ...socketHandlers(servedBy(db)),
  );
  return { server, db };
}
