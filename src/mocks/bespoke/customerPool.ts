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
import type { DemoIdentity } from '../identity';
import { formatDateTime } from '../seeding';
import { fail, invalid, readBody } from '../responses';
import type { AuthedInfo, BespokeHandlers } from '../routing';

/** The public sea's list type (spec §2) and the one of "my customers". */
const PUBLIC_SEA = 2;
const MY_CUSTOMERS = 0;

const isRemoved = (c: DemoRecord) => typeof c.removed_at === 'string' && c.removed_at !== '';

function adjustCount(db: DemoDb, workerId: unknown, by: number): void {
  const worker = typeof workerId === 'number' ? db.get('worker', workerId) : undefined;
  if (!worker) return;
  const count = typeof worker.customer_count === 'number' ? worker.customer_count : 0;
  db.replace('worker', { ...worker, customer_count: Math.max(0, count + by) });
}

function log(db: DemoDb, me: DemoIdentity, customerId: number, action: string, content: string): void {
  db.create('customer-action-log', {
    customer_id: customerId,
    worker_id: me.session.worker_id,
    action,
    content,
    ip: '127.0.0.1',
  });
}

/** The customers of `ids`, or undefined when one does not exist. */
function customersOf(db: DemoDb, ids: readonly number[]): DemoRecord[] | undefined {
  const found = ids.map((id) => db.get('customer', id));
  return found.every((c) => c !== undefined) ? found.filter((c) => c !== undefined) : undefined;
}

type Guard = { permission: string; action: Action };

/**
 * One endpoint of the pool: 403 without the permission and action, 422 on a body that does not
 * fit the app's schema (the same zod schema the dataProvider sends with), 404 on an unknown customer.
 */
function poolRoute<T extends { ids?: number[] }>(
  db: DemoDb,
  guard: Guard,
  schema: z.ZodType<T>,
  apply: (body: T, customers: DemoRecord[], info: AuthedInfo) => Response,
) {
  return async (info: AuthedInfo): Promise<Response> => {
    const { me, lang, request } = info;
    if (!canAction([guard.permission], me.permissions, me.actions, guard.action))
      return fail(403, lang, 'forbidden');
    const parsed = schema.safeParse(await readBody(request));
    if (!parsed.success) return invalid(lang, parsed.error);
    const customers = parsed.data.ids ? customersOf(db, parsed.data.ids) : [];
    if (!customers) return fail(404, lang, 'notFound');
    return apply(parsed.data, customers, info);
  };
}

const counted = (count: number) => HttpResponse.json({ data: { count } });

/**
 * The public sea, the bin and batch updates (spec §2, §3, §7); bodies as in
 * `dataProvider/methods/customerPool.ts`:
 * - `back-to-sea {ids, reason}` (`customer.public` + edit): the customers enter the public sea now,
 *   without a worker, with the reason;
 * - `avg-assign {ids, worker_ids}` (`customer.public` + edit): public-sea customers dealt out
 *   round-robin (in id order) among the workers, who get them as "my customers";
 * - `remove {ids, removal_reason}` (`user_view` + delete): into the bin (`removed_at`), hidden from
 *   every other list (`listScopes.ts`); `restore {ids}` (`user_view` + edit) takes them out;
 * - `clear {ids?}` (`user_view` + delete): deletes the bin's customers (those of `ids`, else all);
 * - `batch-update {ids, data}` (`user_view` + edit): sets store, matchmaker, tags or status.
 * Every answer but avg-assign's is `{ data: { count } }`.
 */
const customerPool: BespokeHandlers = ({ db, route, authed }) => {
  const now = () => formatDateTime(new Date());
  return [
    route(
      'post',
      API_PATHS.customer.backToSea,
      authed(
        poolRoute(
          db,
          { permission: 'customer.public', action: 'edit' },
          backToSeaSchema,
          (body, customers, { me }) => {
            for (const c of customers) {
              adjustCount(db, c.worker_id, -1);
              db.replace('customer', {
                ...c,
                customer_type: PUBLIC_SEA,
                worker_id: undefined,
                sea_entered_at: now(),
                sea_reason: body.reason,
              });
              log(db, me, c.id, 'back_to_sea', `放回公海：${body.reason}`);
            }
            return counted(customers.length);
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
          { permission: 'customer.public', action: 'edit' },
          avgAssignSchema,
          (body, customers, { me, lang }) => {
            const workers = body.worker_ids.map((id) => db.get('worker', id));
            if (workers.some((w) => !w || w.status === 0)) return fail(422, lang, 'workerNotFound');
            if (customers.some((c) => c.customer_type !== PUBLIC_SEA || isRemoved(c)))
              return fail(422, lang, 'invalidBody');
            const assigned = body.worker_ids.map((worker_id) => ({ worker_id, ids: [] as number[] }));
            [...customers]
              .sort((a, b) => a.id - b.id)
              .forEach((c, index) => {
                const share = assigned[index % assigned.length];
                share.ids.push(c.id);
                const worker = db.get('worker', share.worker_id);
                adjustCount(db, share.worker_id, 1);
                db.replace('customer', {
                  ...c,
                  worker_id: share.worker_id,
                  store_id: worker?.store_id ?? c.store_id,
                  customer_type: MY_CUSTOMERS,
                  sea_entered_at: undefined,
                  sea_reason: undefined,
                });
                log(db, me, c.id, 'avg_assign', `公海平均分配给 ${String(worker?.name ?? share.worker_id)}`);
              });
            return HttpResponse.json({ data: { assigned } });
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
          { permission: 'user_view', action: 'delete' },
          removeSchema,
          (body, customers, { me }) => {
            for (const c of customers) {
              db.replace('customer', { ...c, removal_reason: body.removal_reason, removed_at: now() });
              log(db, me, c.id, 'remove', `移入回收站（原因 ${body.removal_reason}）`);
            }
            return counted(customers.length);
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
          { permission: 'user_view', action: 'edit' },
          restoreSchema,
          (_body, customers, { me }) => {
            for (const c of customers) {
              db.replace('customer', { ...c, removal_reason: undefined, removed_at: undefined });
              log(db, me, c.id, 'restore', '从回收站恢复');
            }
            return counted(customers.length);
          },
        ),
      ),
    ),
    route(
      'post',
      API_PATHS.customer.clear,
      authed(
        poolRoute(db, { permission: 'user_view', action: 'delete' }, clearSchema, (body, customers) => {
          const targets = body.ids ? customers : db.list('customer');
          const removed = targets.filter(isRemoved);
          for (const c of removed) {
            adjustCount(db, c.worker_id, -1);
            db.remove('customer', c.id);
          }
          return counted(removed.length);
        }),
      ),
    ),
    route(
      'post',
      API_PATHS.customer.batchUpdate,
      authed(
        poolRoute(
          db,
          { permission: 'user_view', action: 'edit' },
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
              db.replace('customer', { ...c, ...body.data });
              log(db, me, c.id, 'batch_update', `批量修改：${Object.keys(body.data).join(', ')}`);
            }
            return counted(customers.length);
          },
        ),
      ),
    ),
  ];
};

export default customerPool;
