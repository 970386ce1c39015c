import { withDeadline } from '../platform/deadline';
import { StorageError, type Persistence } from './persistence';

/**
 * The persistence whose reads fail with `blocked` when they take longer than `timeoutMs` (opening
 * the database included), so the store goes on in memory and says so (issue 9) instead of leaving
 * the demo waiting for a hanging IndexedDB.
 */
export function readsWithin(persistence: Persistence, timeoutMs: number): Persistence {
  return {
    kind: persistence.kind,
    get: (keys) =>
      withDeadline(
        persistence.get(keys),
        timeoutMs,
        () => new StorageError('blocked', `${persistence.kind} did not answer within ${timeoutMs} ms`),
      ),
    set: (entries) => persistence.set(entries),
    clear: () => persistence.clear(),
  };
}
