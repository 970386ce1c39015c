/**
 * Roles in the demo API (issue 41): what a worker may do is the union of its roles
 * (`effectiveAccess`); the hooks of the generic CRUD (crudHooks.ts) for `role` and `worker` keep
 * role names unique, grants within the permission catalogue, roles in use and an administrator's
 * last administrator role from being removed, a new worker's password out of its record, and log
 * and announce every change (roleLog.ts).
 */
import type { ResourceDefinition } from '../../resources/core/define';
import type { Action } from '../../resources/core/permissions';
import { permissionCatalogue } from '../platform/permissionCatalogue';
import type { HookContext, ResourceHooks } from './crudHooks';
import type { DemoDb, DemoRecord } from './db';
import { text, type Lang, type MessageKey } from './messages';
import { errorResponse, str } from './responses';
import { logChange, notifyWorkers, roleChanges, workerRoleChanges } from './roleLog';
import { grantsOf, hasRoles, holdersOf, ROLE, roleIdsOf, workerAccess } from './workerAccess';

/** V26: the shortest password. */
export const PASSWORD_MIN = 6;

const catalogues = new WeakMap<readonly ResourceDefinition[], ReadonlyMap<string, ReadonlySet<Action>>>();

/**
 * Actions every catalogue permission accepts: the demo API reads the catalogue without the bespoke
 * pages (features/, React), and a page adds `query` to what it opens (its list), with `get` for the
 * records the list opens; `customer.clue` opens the clue page and the customer creation.
 */
const PAGE_ACTIONS: readonly Action[] = ['query', 'get'];

/** The permissions of the catalogue and the actions each supports. */
function catalogueOf(db: DemoDb): ReadonlyMap<string, ReadonlySet<Action>> {
  let map = catalogues.get(db.resources);
  if (!map) {
    const entries = permissionCatalogue(db.resources);
    map = new Map(entries.map((e) => [e.permission, new Set([...e.actions, ...PAGE_ACTIONS])]));
    catalogues.set(db.resources, map);
  }
  return map;
}

const isAdminRole = (db: DemoDb, id: number) => db.get(ROLE, id)?.is_admin === 1;

/**
 * Only an administrator makes administrators: someone who manages roles or staff without being one
 * can neither create, change or delete an administrator role nor give one to a worker (else they
 * could give themselves every permission).
 */
const adminOnly = (lang: Lang, field?: string): Response =>
  field
    ? fieldError(lang, field, 'adminRoleOnlyAdmin')
    : errorResponse(403, text(lang, 'adminRoleOnlyAdmin'));

/** A 422 whose text is also the error of a field. */
function fieldError(lang: Lang, field: string, key: MessageKey, values: Record<string, string> = {}) {
  const message = text(lang, key, values);
  return errorResponse(422, message, { [field]: message });
}

/** The 422 of a password shorter than `PASSWORD_MIN` (V26), on the `password` field. */
export const passwordTooShort = (lang: Lang): Response => fieldError(lang, 'password', 'passwordTooShort');

/**
 * Whether the caller would be left without an administrator role if its worker held `roleIds`
 * instead of those it holds now (only a caller holding one now can lose it).
 */
function losesLastAdmin({ db, me }: HookContext, roleIds: readonly number[]): boolean {
  const self = db.get('worker', me.session.worker_id);
  if (!self || !roleIdsOf(self).some((id) => isAdminRole(db, id))) return false;
  return !roleIds.some((id) => isAdminRole(db, id));
}

/** The caller's role ids with `roleId` changed to a non-administrator role (or taken away). */
function selfRolesWithout(ctx: HookContext, roleId: number): number[] {
  const self = ctx.db.get('worker', ctx.me.session.worker_id);
  return roleIdsOf(self).filter((id) => id !== roleId);
}

/** The first grant outside the catalogue, as its 422. */
function badGrant(ctx: HookContext, next: Record<string, unknown>): Response | undefined {
  const catalogue = catalogueOf(ctx.db);
  for (const grant of grantsOf(next)) {
    const supported = catalogue.get(grant.permission);
    if (!supported)
      return fieldError(ctx.lang, 'permissions', 'unknownPermission', { name: grant.permission });
    const odd = grant.actions.find((a) => !supported.has(a));
    if (odd)
      return fieldError(ctx.lang, 'permissions', 'unsupportedAction', {
        name: grant.permission,
        action: odd,
      });
  }
  return undefined;
}

export const roleHooks: ResourceHooks = {
  read: (db, record) => ({ ...record, worker_count: holdersOf(db, record.id).length }),
  check(ctx, next, existing) {
    if (ctx.me.is_admin !== 1 && (next.is_admin === 1 || existing?.is_admin === 1))
      return adminOnly(ctx.lang, 'is_admin');
    const name = str(next.name).trim();
    if (ctx.db.list(ROLE).some((r) => r.id !== existing?.id && str(r.name).trim() === name))
      return fieldError(ctx.lang, 'name', 'roleNameTaken');
    const refused = badGrant(ctx, next);
    if (refused) return refused;
    if (
      existing &&
      existing.is_admin === 1 &&
      next.is_admin !== 1 &&
      losesLastAdmin(ctx, selfRolesWithout(ctx, existing.id))
    )
      return fieldError(ctx.lang, 'is_admin', 'lastAdminRole');
    return undefined;
  },
  checkDelete(ctx, existing) {
    if (existing.is_admin === 1 && ctx.me.is_admin !== 1) return adminOnly(ctx.lang);
    if (existing.is_admin === 1 && losesLastAdmin(ctx, selfRolesWithout(ctx, existing.id)))
      return errorResponse(422, text(ctx.lang, 'lastAdminRole'));
    const count = holdersOf(ctx.db, existing.id).length;
    return count > 0 ? errorResponse(409, text(ctx.lang, 'roleInUse', { count: String(count) })) : undefined;
  },
  afterWrite(ctx, { before, after }) {
    const { added, removed } = roleChanges(before, after);
    const action = !before ? 'create' : !after ? 'delete' : 'update';
    // An update that stored nothing new (the same values sent again) is no change.
    if (action === 'update' && before?.revision === after?.revision) return;
    const role = after ?? before;
    logChange(ctx, { subject: 'role', subject_name: str(role?.name), action, added, removed });
    const holders = role ? holdersOf(ctx.db, role.id).map((w) => w.id) : [];
    notifyWorkers(ctx.db, holders);
  },
};

/** A password sent to a worker write: required on create, empty on edit keeps the stored one (V26). */
function checkPassword(lang: Lang, body: Record<string, unknown>, creating: boolean): Response | undefined {
  const password = body.password;
  if (!creating && (password === undefined || password === null || password === '')) {
    delete body.password;
    return undefined;
  }
  return typeof password === 'string' && password.length >= PASSWORD_MIN ? undefined : passwordTooShort(lang);
}

export const workerHooks: ResourceHooks = {
  writeOnly: ['password'],
  read(db, record, detail) {
    const shown: DemoRecord = { ...record };
    delete shown.password;
    const access = detail ? workerAccess(db, record) : undefined;
    if (!access) return shown;
    // Every permission with its action list; an empty list grants every action.
    shown.effective_permissions = access.permissions.map((permission) => ({
      permission,
      actions: [...(access.actions[permission] ?? [])],
    }));
    return shown;
  },
  checkBody: (ctx, body, existing) => checkPassword(ctx.lang, body, !existing),
  check(ctx, next, existing) {
    const { db, lang } = ctx;
    const username = str(next.username).trim();
    if (db.list('worker').some((w) => w.id !== existing?.id && str(w.username).trim() === username))
      return fieldError(lang, 'username', 'usernameTaken');
    if (!hasRoles(db)) return undefined;
    const ids = roleIdsOf(next);
    if (ids.length === 0) return fieldError(lang, 'role_ids', 'roleRequired');
    if (ids.some((id) => !db.get(ROLE, id))) return fieldError(lang, 'role_ids', 'roleNotFound');
    const before = new Set(roleIdsOf(existing));
    if (ctx.me.is_admin !== 1 && ids.some((id) => !before.has(id) && isAdminRole(db, id)))
      return fieldError(lang, 'role_ids', 'adminRoleOnlyAdmin');
    if (existing && existing.id === ctx.me.session.worker_id && losesLastAdmin(ctx, ids))
      return fieldError(lang, 'role_ids', 'lastAdminRole');
    return undefined;
  },
  afterWrite(ctx, { before, after, written }) {
    if (!after) return;
    const { db } = ctx;
    const username = str(after.username);
    const password = written.password;
    if (typeof password === 'string' && password) db.setPassword(username, password);
    else if (before && str(before.username) !== username) {
      // A renamed worker keeps its password (passwords are kept by user name).
      const kept = db.passwordOf(str(before.username));
      if (kept !== undefined) db.setPassword(username, kept);
    }
    const { added, removed } = workerRoleChanges(db, before, after);
    if (before && added.length === 0 && removed.length === 0) return;
    logChange(ctx, {
      subject: 'worker',
      subject_name: str(after.name, username),
      action: before ? 'update' : 'create',
      added,
      removed,
    });
    notifyWorkers(db, [after.id]);
  },
};
