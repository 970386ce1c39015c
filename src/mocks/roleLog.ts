/**
 * The operation log of permission changes (issue 41 point 6, resource `role-log`) and the live
 * update that follows each change: what a role or a worker's roles gained and lost, who changed
 * it, and a `permissionsChanged` message to every signed-in session it concerns.
 */
import type { HookContext } from './crudHooks';
import type { DemoDb, DemoRecord } from './db';
import { actorName } from './identity';
import { pushToSession } from './realtime';
import { str } from './responses';
import { grantsOf, roleIdsOf, ROLE, type Grant } from './workerAccess';

/** The socket message that tells a client to read the user info again. */
export const PERMISSIONS_CHANGED = 'permissionsChanged';

const ROLE_LOG = 'role-log';
const NAME_MAX = 60;

/** A grant as the log writes it: `customer.public` (every action) or `customer.public:query,get`. */
export function grantText(grant: Grant): string {
  return grant.actions.length ? `${grant.permission}:${grant.actions.join(',')}` : grant.permission;
}

const difference = (a: readonly string[], b: readonly string[]) => a.filter((x) => !b.includes(x));

/**
 * What a change of a role gave and took away: its grants, and a renamed role or changed
 * administrator flag as `name:旧名→新名`, `is_admin:0→1` (with the additions).
 */
export function roleChanges(
  before: DemoRecord | undefined,
  after: DemoRecord | undefined,
): { added: string[]; removed: string[] } {
  const was = grantsOf(before).map(grantText);
  const now = grantsOf(after).map(grantText);
  const added = difference(now, was);
  const removed = difference(was, now);
  if (before && after && before.name !== after.name)
    added.push(`name:${str(before.name)}→${str(after.name)}`);
  const adminBefore = before?.is_admin === 1 ? 1 : 0;
  const adminAfter = after?.is_admin === 1 ? 1 : 0;
  if (adminBefore !== adminAfter) {
    const change = `is_admin:${adminBefore}→${adminAfter}`;
    if (after) added.push(change);
    else removed.push(change);
  }
  return { added, removed };
}

/** The names of roles by id (`#id` for one that no longer exists). */
function roleNames(db: DemoDb, ids: readonly number[]): string[] {
  return ids.map((id) => str(db.get(ROLE, id)?.name, `#${id}`));
}

/** What a change of a worker's roles gave and took away, as role names. */
export function workerRoleChanges(
  db: DemoDb,
  before: DemoRecord | undefined,
  after: DemoRecord | undefined,
): { added: string[]; removed: string[] } {
  const was = roleIdsOf(before);
  const now = roleIdsOf(after);
  return {
    added: roleNames(db, difference(now.map(String), was.map(String)).map(Number)),
    removed: roleNames(db, difference(was.map(String), now.map(String)).map(Number)),
  };
}

/** Appends an entry to the operation log, as the caller (its worker). */
export function logChange(
  { db, me }: HookContext,
  entry: {
    subject: 'role' | 'worker';
    subject_name: string;
    action: 'create' | 'update' | 'delete';
    added: string[];
    removed: string[];
  },
): void {
  if (!db.resources.some((r) => r.name === ROLE_LOG)) return;
  db.create(
    ROLE_LOG,
    { ...entry, subject_name: entry.subject_name.slice(0, NAME_MAX), worker_id: me.session.worker_id },
    actorName(me),
  );
}

/** Tells every signed-in session of these workers that its permissions changed; returns how many sockets got it. */
export function notifyWorkers(db: DemoDb, workerIds: Iterable<number>): number {
  const ids = new Set(workerIds);
  let sent = 0;
  for (const session of db.sessions()) {
    if (ids.has(session.worker_id)) sent += pushToSession(session, PERMISSIONS_CHANGED, {});
  }
  return sent;
}
