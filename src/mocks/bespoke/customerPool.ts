import { HttpResponse } from 'msw';
import type { z } from 'zod';
import { API_PATHS } from '../../../dataProvider/paths';
import {
  avgAssignSchema,
  backToSeaSchema,
  batchUpdateSchema,
  clearSchema,
  removeSchema,
  restoreSchema,
} from '../../../dataProvider/methods/customerPool';
import { canAction, type Action } from '../../../resources/core/permissions';
import type { DemoDb, DemoRecord } from '../db';
import { demoNow } from '../clock';
import { actorName, type DemoIdentity } from '../identity';
import { batchAnswer, decide, PUBLIC_SEA, refusedSingle, type PoolRule } from '../poolRules';
import { formatDateTime } from '../seeding';
import { fail, invalid, readBody } from '../responses';
import type { AuthedInfo, BespokeHandlers } from '../routing';

/** The list type of "my customers" (spec §2). */
const MY_CUSTOMERS = 0;

const isRemoved = (c: DemoRecord) => typeof c.removed_at === 'string' && c.removed_at !== '';

/** A worker's customer count follows its customers: a derived value, its version stays. */
function adjustCount(db: DemoDb, workerId: unknown, by: number): void {
  const worker = typeof workerId === 'number' ? db.get('worker', workerId) : undefined;
  if (!worker) return;
  const count = typeof worker.customer_count === 'number' ? worker.customer_count : 0;
  db.storeDerived('worker', { ...worker, customer_count: Math.max(0, count + by) });
}

/**
 * Puts a customer into the public sea at `at`, without a worker, for `reason`, changed by `by` (''
 * for the server itself): a put-back, or the demo clock's daily rule (dailyRules.ts).
 */
export function intoTheSea(db: DemoDb, customer: DemoRecord, reason: string, at: string, by: string): void {
  adjustCount(db, customer.worker_id, -1);
  db.replace(
    'customer',
    { ...customer, customer_type: PUBLIC_SEA, worker_id: undefined, sea_entered_at: at, sea_reason: reason },
    by,
  );
}

function log(db: DemoDb, me: DemoIdentity, customerId: number, action: string, content: string): void {
  db.create(
    'customer-action-log',
    { customer_id: customerId, worker_id: me.session.worker_id, action, content, ip: '127.0.0.1' },
    actorName(me),
  );
}

/** The customers of `ids`, or undefined when one does not exist. */
function customersOf(db: DemoDb, ids: readonly number[]): DemoRecord[] | undefined {
  const found = ids.map((id) => db.get('customer', id));
  return found.every((c) => c !== undefined) ? found.filter((c) => c !== undefined) : undefined;
}

/** Who may call an endpoint, and what it requires of each customer (`poolRules.ts`). */
type Guard = { permission: string; action: Action; rules: readonly PoolRule[] };

/**
 * One endpoint of the pool: 403 without the permission and action, 422 on a body that does not
 * fit the app's schema (the same zod schema the dataProvider sends with), 404 on an unknown
 * customer, 409 when its only customer may not be changed now. `apply` gets the customers it may
 * change and answers an error, or the extra fields of the batch answer
 * (`{ data: { …extra, count, done, refused } }`).
 */
function poolRoute<T extends { ids?: number[] }>(
  db: DemoDb,
  guard: Guard,
  schema: z.ZodType<T>,
  apply: (body: T, customers: DemoRecord[], info: AuthedInfo) => Response | Record<string, unknown>,
) {
  return async (info: AuthedInfo): Promise<Response> => {
    const { me, lang, request } = info;
    if (!canAction([guard.permission], me.permissions, me.actions, guard.action))
      return fail(403, lang, 'forbidden');
    const parsed = schema.safeParse(await readBody(request));
    if (!parsed.success) return invalid(lang, parsed.error);
    const ids = parsed.data.ids ?? [];
    const customers = customersOf(db, ids);
    if (!customers) return fail(404, lang, 'notFound');
    const decision = decide(db, me, lang, customers, guard.rules);
    const refused = refusedSingle(ids, decision);
    if (refused) return refused;
    const answer = apply(parsed.data, decision.allowed, info);
    return answer instanceof Response ? answer : batchAnswer(decision, answer);
  };
}

/**
 * The public sea, the bin and batch updates (spec §2, §3, §7); bodies as in
 * `dataProvider/methods/customerPool.ts`, each customer checked first (`poolRules.ts`):
 * - `back-to-sea {ids, reason}` (`customer.public` + edit): the customers (not in the sea or the
 *   bin; a non-administrator's own) enter the public sea now, without a worker, with the reason;
 * - `avg-assign {ids, worker_ids}` (`customer.public` + edit): customers still in the public sea
 *   dealt out round-robin (in id order) among the workers, who get them as "my customers";
 * - `remove {ids, removal_reason}` (`user_view` + delete): into the bin (`removed_at`), hidden from
 *   every other list (`listScopes.ts`); `restore {ids}` (`user_view` + edit) takes them out;
 * - `clear {ids?}` (`user_view` + delete): deletes the bin's customers (those of `ids`, else all);
 * - `batch-update {ids, data}` (`user_view` + edit): sets store, matchmaker, tags or status.
 * Every answer is a batch result `{ data: { count, done, refused } }` (avg-assign's with
 * `assigned`, clear's a bare `count`); one refused customer alone is a 409.
 */
const customerPool: BespokeHandlers = ({ db, route, authed }) => {
  const now = () => formatDateTime(demoNow(db));
  return [
    route(
      'post',
      API_PATHS.customer.backToSea,
      authed(
        poolRoute(
          db,
          { permission: 'customer.public', action: 'edit', rules: ['live', 'outOfSea', 'own'] },
          backToSeaSchema,
          (body, customers, { me }) => {
            for (const c of customers) {
              intoTheSea(db, c, body.reason, now(), actorName(me));
              log(db, me, c.id, 'back_to_sea', `放回公海：${body.reason}`);
            }
            return {};
          },
        ),
      ),
    ),
    route(
      'post',
      API_PATHS.customer.avgAssign,
      authed(
        poolRoute(
          db,
          { permission: 'customer.public', action: 'edit', rules: ['inSea'] },
          avgAssignSchema,
          (body, customers, { me, lang }) => {
            const workers = body.worker_ids.map((id) => db.get('worker', id));
            if (workers.some((w) => !w || w.status === 0)) return fail(422, lang, 'workerNotFound');
            const assigned = body.worker_ids.map((worker_id) => ({ worker_id, ids: [] as number[] }));
            [...customers]
              .sort((a, b) => a.id - b.id)
              .forEach((c, index) => {
                const share = assigned[index % assigned.length];
                share.ids.push(c.id);
                const worker = db.get('worker', share.worker_id);
                adjustCount(db, share.worker_id, 1);
                db.replace(
                  'customer',
                  {
                    ...c,
                    worker_id: share.worker_id,
                    store_id: worker?.store_id ?? c.store_id,
                    customer_type: MY_CUSTOMERS,
                    sea_entered_at: undefined,
                    sea_reason: undefined,
                  },
                  actorName(me),
                );
                log(db, me, c.id, 'avg_assign', `公海平均分配给 ${String(worker?.name ?? share.worker_id)}`);
              });
            return { assigned };
          },
        ),
      ),
    ),
    route(
      'post',
      API_PATHS.customer.remove,
      authed(
        poolRoute(
          db,
          { permission: 'user_view', action: 'delete', rules: ['live', 'own'] },
          removeSchema,
          (body, customers, { me }) => {
            for (const c of customers) {
              const removed = { ...c, removal_reason: body.removal_reason, removed_at: now() };
              db.replace('customer', removed, actorName(me));
              log(db, me, c.id, 'remove', `移入回收站（原因 ${body.removal_reason}）`);
            }
            return {};
          },
        ),
      ),
    ),
    route(
      'post',
      API_PATHS.customer.restore,
      authed(
        poolRoute(
          db,
          { permission: 'user_view', action: 'edit', rules: ['binned'] },
          restoreSchema,
          (_body, customers, { me }) => {
            for (const c of customers) {
              db.replace(
                'customer',
                { ...c, removal_reason: undefined, removed_at: undefined },
                actorName(me),
              );
              log(db, me, c.id, 'restore', '从回收站恢复');
            }
            return {};
          },
        ),
      ),
    ),
    route(
      'post',
      API_PATHS.customer.clear,
      authed(
        poolRoute(
          db,
          { permission: 'user_view', action: 'delete', rules: [] },
          clearSchema,
          (body, customers) => {
            const targets = body.ids ? customers : db.list('customer');
            const removed = targets.filter(isRemoved);
            for (const c of removed) {
              adjustCount(db, c.worker_id, -1);
              db.remove('customer', c.id);
            }
            return HttpResponse.json({ data: { count: removed.length } });
          },
        ),
      ),
    ),
    route(
      'post',
      API_PATHS.customer.batchUpdate,
      authed(
        poolRoute(
          db,
          { permission: 'user_view', action: 'edit', rules: ['live', 'own'] },
          batchUpdateSchema,
          (body, customers, { me, lang }) => {
            const { store_id, worker_id, tag_ids } = body.data;
            if (store_id !== undefined && !db.get('store', store_id)) return fail(422, lang, 'invalidBody');
            if (worker_id !== undefined && !db.get('worker', worker_id))
              return fail(422, lang, 'workerNotFound');
            if (tag_ids?.some((id) => !db.get('tag', id))) return fail(422, lang, 'invalidBody');
            for (const c of customers) {
              if (worker_id !== undefined && c.worker_id !== worker_id) {
                adjustCount(db, c.worker_id, -1);
                adjustCount(db, worker_id, 1);
              }
              db.replace('customer', { ...c, ...body.data }, actorName(me));
              log(db, me, c.id, 'batch_update', `批量修改：${Object.keys(body.data).join(', ')}`);
            }
            return {};
          },
        ),
      ),
    ),
  ];
};

export default customerPool;
