import { describe, expect, it } from 'vitest';
import {
  allocationTypeOf,
  completeAllocation,
  planAllocation,
  type Allocator,
} from '../../../../src/features/customer/allocation/allocationModel';

const sales: Allocator = { workerId: 2, workerType: 1, storeId: 1, crossStore: false };
const matchmaker: Allocator = { workerId: 3, workerType: 2, storeId: 1, crossStore: false };
const admin: Allocator = { workerId: 1, workerType: 3, storeId: 1, crossStore: true };

describe('allocation model', () => {
  it('[S07] types 3 and 4 submit directly to the allocator, serving talents', () => {
    for (const type of [3, 4] as const) {
      for (const me of [sales, matchmaker, admin]) {
        expect(planAllocation([7, 8], type, me)).toEqual({
          kind: 'direct',
          params: { ids: [7, 8], type, worker_id: me.workerId, store_id: 1, sub_type: 2 },
        });
      }
    }
  });

  it('[S07] type 2 submits directly for a single role, with that role’s intake method', () => {
    expect(planAllocation([5], 2, sales)).toEqual({
      kind: 'direct',
      params: { ids: [5], type: 2, worker_id: 2, store_id: 1, sub_type: 1 },
    });
    expect(planAllocation([5], 2, matchmaker)).toMatchObject({ kind: 'direct', params: { sub_type: 2 } });
  });

  it('[S07] type 2 for a dual role, and types 0 and 1 for anyone, open the dialog', () => {
    expect(planAllocation([5], 2, admin)).toEqual({ kind: 'dialog', fields: { subType: true, store: true } });
    expect(planAllocation([5], 0, sales)).toEqual({
      kind: 'dialog',
      fields: { subType: false, store: false },
    });
    expect(planAllocation([5], 1, matchmaker)).toEqual({
      kind: 'dialog',
      fields: { subType: false, store: false },
    });
    expect(planAllocation([5], 1, admin)).toEqual({ kind: 'dialog', fields: { subType: true, store: true } });
  });

  it('[V17] [V18] the dialog asks for the matchmaker first, then a dual role’s intake method', () => {
    const fields = { subType: true, store: true };
    expect(completeAllocation([1], 1, admin, fields, {})).toEqual({ error: 'worker_required' });
    expect(completeAllocation([1], 1, admin, fields, { sub_type: 1 })).toEqual({ error: 'worker_required' });
    expect(completeAllocation([1], 1, admin, fields, { worker_id: 9 })).toEqual({
      error: 'sub_type_required',
    });
    expect(completeAllocation([1], 1, admin, fields, { worker_id: 9, sub_type: 1, store_id: 4 })).toEqual({
      params: { ids: [1], type: 1, worker_id: 9, store_id: 4, sub_type: 1 },
    });
  });

  it('a single role needs no intake method; without cross_store the own store is sent', () => {
    const fields = { subType: false, store: false };
    expect(completeAllocation([1, 2], 1, sales, fields, { worker_id: 9, store_id: 4 })).toEqual({
      params: { ids: [1, 2], type: 1, worker_id: 9, store_id: 1, sub_type: 1 },
    });
    // With cross_store but no choice: the own store.
    expect(
      completeAllocation([1], 0, admin, { subType: true, store: true }, { worker_id: 9, sub_type: 2 }),
    ).toMatchObject({ params: { store_id: 1 } });
  });

  it('the type is the list’s, else the one the chosen customers share, else 0', () => {
    expect(allocationTypeOf(2, [1, 3])).toBe(2);
    expect(allocationTypeOf(undefined, [3, 3])).toBe(3);
    expect(allocationTypeOf(undefined, [1, 3])).toBe(0);
    expect(allocationTypeOf(undefined, [])).toBe(0);
    expect(allocationTypeOf(9, [4])).toBe(4);
    expect(allocationTypeOf('1', ['1'])).toBe(0);
  });
});
