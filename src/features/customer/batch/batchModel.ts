import type { BatchFields } from '../../../../dataProvider/methods/customerPool';
import { CUSTOMER_STATUSES } from '../../../../resources/customer';

/** The fields a batch update changes, one at a time (issue 10): store, matchmaker, tags, status. */
export const BATCH_FIELDS = ['store_id', 'worker_id', 'tag_ids', 'user_status'] as const;
export type BatchField = (typeof BATCH_FIELDS)[number];

/** The resource whose records are the choices of a field (status: the fixed statuses). */
export const CHOICES_OF: Readonly<Record<BatchField, 'store' | 'worker' | 'tag' | undefined>> = {
  store_id: 'store',
  worker_id: 'worker',
  tag_ids: 'tag',
  user_status: undefined,
};

export type BatchValue = number | number[] | undefined;

/** The `data` of `POST customer/batch-update`, or undefined when no value is chosen. */
export function batchData(field: BatchField, value: BatchValue): BatchFields | undefined {
  if (field === 'tag_ids') return Array.isArray(value) && value.length > 0 ? { tag_ids: value } : undefined;
  if (typeof value !== 'number') return undefined;
  if (field === 'user_status') {
    const status = CUSTOMER_STATUSES.find((s) => s === value);
    return status === undefined ? undefined : { user_status: status };
  }
  return field === 'store_id' ? { store_id: value } : { worker_id: value };
}
