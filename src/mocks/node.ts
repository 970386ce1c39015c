import { setupServer, type SetupServer } from 'msw/node';
import { createDb, type DbOptions, type DemoDb } from './db';
import { createHandlers, type HandlerOptions } from './handlers';

export interface TestServerOptions extends DbOptions, HandlerOptions {}

/**
 * The demo API for vitest: a fresh seeded store in memory (no IndexedDB) and an msw node server
 * answering it, not yet listening (`server.listen()` in `beforeAll`). Pass `customerCount` to seed
 * fewer customers.
 */
export function createTestServer(options: TestServerOptions = {}): { server: SetupServer; db: DemoDb } {
  const { baseUrl, latency, faults, ...dbOptions } = options;
  const db = createDb(dbOptions);
  const server = setupServer(...createHandlers(db, { baseUrl, latency, faults }));
  return { server, db };
}
