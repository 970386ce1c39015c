import { API_PATHS } from '../../../dataProvider/paths';
import { canAction } from '../../../resources/core/permissions';
import type { DemoDb, DemoRecord } from '../db';
import { actorName, type DemoIdentity } from '../identity';
import { text, type Lang } from '../messages';
import { batchAnswer, decide, PUBLIC_SEA, refusedSingle } from '../poolRules';
import { errorResponse, fail, readBody } from '../responses';
import type { BespokeHandlers } from '../routing';

/** V18's text, in the request's language (V17's is the shared `workerRequired`). */
const SUB_TYPE_REQUIRED: Readonly<Record<Lang, string>> = {
  zh_CN: '请选择入库方式',
  en: 'Please choose an intake method',
};

/** Matchmakers: workers of type 2 (match) or 3 (sell and match). */
const MATCHMAKER_TYPES: ReadonlySet<unknown> = new Set([2, 3]);
const DUAL_ROLE = 3;
/** The list a customer lands in: "serve talents" (2) → my allocated (3), "sell my users" (1) → my customers (0). */
const CUSTOMER_TYPE_OF_SUB_TYPE: Readonly<Record<1 | 2, number>> = { 1: 0, 2: 3 };
const ACTION_LOG_TEXT: Readonly<Record<1 | 2, string>> = {
  1: '分配给销售跟进（卖我的用户）',
  2: '分配给红娘跟进（服务人才）',
};

const positiveInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;

/** A worker's customer count follows its customers: a derived value, its version stays. */
function adjustCount(db: DemoDb, workerId: unknown, by: number): void {
  const worker = positiveInt(workerId) ? db.get('worker', workerId) : undefined;
  if (!worker) return;
  const count = typeof worker.customer_count === 'number' ? worker.customer_count : 0;
  db.storeDerived('worker', { ...worker, customer_count: Math.max(0, count + by) });
}

/** The allocator's intake method: its choice (dual role), or the one of its role. */
function subTypeOf(me: DemoIdentity, value: unknown): 1 | 2 | undefined {
  if (value === 1 || value === 2) return value;
  const type = Number(me.worker?.type ?? me.account?.worker.type ?? 2);
  if (type === DUAL_ROLE) return undefined;
  return type === 1 ? 1 : 2;
}

function allocate(
  db: DemoDb,
  me: DemoIdentity,
  customers: DemoRecord[],
  target: DemoRecord,
  body: Record<string, unknown>,
  subType: 1 | 2,
) {
  const crossStore = me.permissions.has('user_view.cross_store');
  const chosenStore = positiveInt(body.store_id) ? db.get('store', body.store_id) : undefined;
  const storeId = crossStore && chosenStore ? chosenStore.id : target.store_id;
  for (const customer of customers) {
    if (customer.worker_id !== target.id) {
      adjustCount(db, customer.worker_id, -1);
      adjustCount(db, target.id, 1);
    }
    const by = actorName(me);
    const customerType = CUSTOMER_TYPE_OF_SUB_TYPE[subType];
    db.replace(
      'customer',
      { ...customer, worker_id: target.id, store_id: storeId, customer_type: customerType },
      by,
    );
    db.create(
      'customer-action-log',
      {
        customer_id: customer.id,
        worker_id: me.session.worker_id,
        action: 'allocate',
        content: ACTION_LOG_TEXT[subType],
        ip: '127.0.0.1',
      },
      by,
    );
  }
  return storeId;
}

/** Allocating is editing customers (`user_view` + edit); claiming from the sea is `customer.public` + edit. */
const mayAllocate = (me: DemoIdentity) => canAction(['user_view'], me.permissions, me.actions, 'edit');
const mayClaim = (me: DemoIdentity) => canAction(['customer.public'], me.permissions, me.actions, 'edit');

/**
 * `POST customer/allocate {ids, type, worker_id, store_id, sub_type}` (spec §7; path not shown, ours):
 * gives the customers to the matchmaker (their worker, store, list type and the workers' customer
 * counts change, each one logged). From the public sea (`type` 2) it needs `customer.public` + edit
 * (and `user_view` + edit to give them to someone else), and takes only customers still in the sea;
 * from another list `user_view` + edit, and not of the sea, the bin or (but for an administrator)
 * another worker's own lists (`poolRules.ts`). 403 without the permission; 422 "请选择红娘" without
 * a matchmaker (V17), "请选择入库方式" when a dual-role worker sends no intake method (V18); the store
 * is the chosen one only with `user_view.cross_store`, else the matchmaker's. One refused customer:
 * 409 naming its holder; several: the allowed ones are allocated. Answer:
 * `{ data: { ids, worker_id, store_id, sub_type, count, done, refused } }` (`ids`: those allocated).
 */
const allocation: BespokeHandlers = ({ db, route, authed }) => [
  route(
    'post',
    API_PATHS.customer.allocate,
    authed(async ({ request, me, lang }) => {
      if (!mayAllocate(me) && !mayClaim(me)) return fail(403, lang, 'forbidden');
      const body = await readBody(request);
      const ids = body?.ids;
      if (!body || !Array.isArray(ids) || ids.length === 0 || !ids.every(positiveInt))
        return fail(422, lang, 'invalidBody');
      if (body.worker_id === undefined || body.worker_id === null || body.worker_id === '') {
        const message = text(lang, 'workerRequired');
        return errorResponse(422, message, { worker_id: message });
      }
      const target = positiveInt(body.worker_id) ? db.get('worker', body.worker_id) : undefined;
      // A matchmaker, or the caller itself (a direct claim, S07).
      const allowed = !!target && (MATCHMAKER_TYPES.has(target.type) || target.id === me.session.worker_id);
      if (!target || !allowed) return fail(422, lang, 'workerNotFound');
      const fromSea = body.type === PUBLIC_SEA;
      const permitted = fromSea
        ? mayClaim(me) && (target.id === me.session.worker_id || mayAllocate(me))
        : mayAllocate(me);
      if (!permitted) return fail(403, lang, 'forbidden');
      const subType = subTypeOf(me, body.sub_type);
      if (subType === undefined)
        return errorResponse(422, SUB_TYPE_REQUIRED[lang], { sub_type: SUB_TYPE_REQUIRED[lang] });
      const customers = ids.map((id) => db.get('customer', id));
      if (customers.some((c) => !c)) return fail(404, lang, 'notFound');
      const rules = fromSea ? (['inSea'] as const) : (['live', 'outOfSea', 'own'] as const);
      const decision = decide(
        db,
        me,
        lang,
        customers.filter((c) => c !== undefined),
        rules,
      );
      const refused = refusedSingle(ids, decision);
      if (refused) return refused;
      const storeId = allocate(db, me, decision.allowed, target, body, subType);
      const done = decision.allowed.map((c) => c.id);
      return batchAnswer(decision, { ids: done, worker_id: target.id, store_id: storeId, sub_type: subType });
    }),
  ),
];

export default allocation;
