/**
 * The demo API: the bespoke endpoints of `./bespoke/` (session, counters, notices, finance…) and
 * generic CRUD for every resource of the registry (only the operations it declares).
 */
import type { HttpHandler } from 'msw';
import { resourceHandlers } from './crud';
import type { DemoDb } from './db';
import { dispatcher } from './dispatch';
import { createContext, type BespokeHandlers, type HandlerOptions } from './routing';

export type { HandlerOptions } from './routing';

const bespokeModules = import.meta.glob<BespokeHandlers>('./bespoke/*.ts', {
  eager: true,
  import: 'default',
});

export function createHandlers(db: DemoDb, options: HandlerOptions = {}): HttpHandler[] {
  const context = createContext(db, options);
  // Bespoke endpoints come first: they are more specific than CRUD (`customer/number-search`).
  const bespoke = Object.values(bespokeModules).flatMap((make) => make(context));
  return [dispatcher([...bespoke, ...db.resources.flatMap((def) => resourceHandlers(def, context))])];
}
