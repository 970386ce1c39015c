import type { AllocateParams } from '../../../../dataProvider/methods/customer';
import { CUSTOMER_TYPES } from '../../../../resources/customer';

/**
 * The allocation of customers to a matchmaker (spec §3 "Allocation params", §4, rule S07).
 *
 * `type` is the customer list the allocation starts from (the customer types of spec §2):
 * 0 my customers, 1 clue, 2 public sea, 3 my allocated, 4 plan expiry. `sub_type` is the intake
 * method: 1 "sell my users" (卖我的用户), 2 "serve talents" (服务人才).
 */
export type AllocationType = AllocateParams['type'];
export type SubType = AllocateParams['sub_type'];
export const SUB_TYPES: readonly SubType[] = [1, 2];
/** Intake method 1: the customer joins the sales side ("sell my users"). */
export const SUB_TYPE_SELL = 1;
/** Intake method 2: the customer joins the match side ("serve talents"). */
export const SUB_TYPE_SERVE = 2;

/** Worker types (spec §3): 1 sell, 2 match, 3 both (a dual role). */
const WORKER_SELL = 1;
const WORKER_BOTH = 3;

export type { AllocateParams };

/** Who allocates: the signed-in worker. */
export interface Allocator {
  workerId: number;
  workerType?: number;
  storeId?: number;
  /** Holds `user_view.cross_store` (spec §6): may choose the store. */
  crossStore: boolean;
}

/** What the dialog asks for. */
export interface DialogFields {
  /** A dual-role worker must choose the intake method (spec §6, V18). */
  subType: boolean;
  /** Only with `user_view.cross_store`; otherwise the allocator's own store is sent. */
  store: boolean;
}

/** What the user picked in the dialog. */
export interface DialogValues {
  worker_id?: number;
  sub_type?: SubType;
  store_id?: number;
}

/** Validation errors of the dialog: V17 (no matchmaker), V18 (no intake method). */
export type AllocationError = 'worker_required' | 'sub_type_required';

export type AllocationPlan =
  { kind: 'direct'; params: AllocateParams } | { kind: 'dialog'; fields: DialogFields };

const isDualRole = (workerType: number | undefined) => workerType === WORKER_BOTH;

export function isAllocationType(value: unknown): value is AllocationType {
  return typeof value === 'number' && (CUSTOMER_TYPES as readonly number[]).includes(value);
}

/**
 * The type an allocation is sent with: the list's fixed type when it has one, else the type the
 * chosen customers share, else 0 (a mixed choice from the all-customers list: the dialog).
 */
export function allocationTypeOf(listType: unknown, recordTypes: readonly unknown[]): AllocationType {
  if (isAllocationType(listType)) return listType;
  const [first] = recordTypes;
  if (isAllocationType(first) && recordTypes.every((t) => t === first)) return first;
  return 0;
}

/** The intake method of a single-role worker: a matchmaker serves talents, sales sell. */
function ownSubType(workerType: number | undefined): SubType {
  return workerType === WORKER_SELL ? SUB_TYPE_SELL : SUB_TYPE_SERVE;
}

/**
 * S07: types 3 and 4 submit directly; type 2 (the public sea) submits directly for a single-role
 * worker; otherwise the dialog. A direct submission allocates to the allocator, in its own store,
 * with the intake method of its role (the match centre's lists, 3 and 4, serve talents).
 */
export function planAllocation(ids: number[], type: AllocationType, me: Allocator): AllocationPlan {
  const direct = type === 3 || type === 4 || (type === 2 && !isDualRole(me.workerType));
  if (direct) {
    const sub_type = type === 2 ? ownSubType(me.workerType) : SUB_TYPE_SERVE;
    return { kind: 'direct', params: { ids, type, worker_id: me.workerId, store_id: me.storeId, sub_type } };
  }
  return { kind: 'dialog', fields: { subType: isDualRole(me.workerType), store: me.crossStore } };
}

/** The dialog's first error (V17 before V18), or the request body when the values are complete. */
export function completeAllocation(
  ids: number[],
  type: AllocationType,
  me: Allocator,
  fields: DialogFields,
  values: DialogValues,
): { error: AllocationError } | { params: AllocateParams } {
  if (values.worker_id === undefined) return { error: 'worker_required' };
  if (fields.subType && values.sub_type === undefined) return { error: 'sub_type_required' };
  return {
    params: {
      ids,
      type,
      worker_id: values.worker_id,
      store_id: fields.store ? (values.store_id ?? me.storeId) : me.storeId,
      sub_type: fields.subType ? (values.sub_type ?? SUB_TYPE_SERVE) : ownSubType(me.workerType),
    },
  };
}
