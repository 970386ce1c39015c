import type { AppDataProvider } from '../../../../dataProvider';
import type { AllocateParams } from '../../../../dataProvider/methods/customer';
import type {
  AvgAssignParams,
  BackToSeaParams,
  BatchUpdateParams,
  ClearParams,
  RemoveParams,
  RestoreParams,
} from '../../../../dataProvider/methods/customerPool';
import { STAT_COUNTS_KEY } from '../../../platform/counters';
import { defineMutation, type DoneMessage, type MutationSpec } from '../../../platform/mutations';

/**
 * The customer pool's writes (spec §2, §3, S07, issue 10): allocation and claim, put back, assign
 * evenly, remove to the bin, restore, empty the bin, batch update. Each says how many customers it
 * concerned; the lists and the menu counters are asked again.
 */

/** The success text of a pool write: the count the server answers, else the customers sent. */
const countDone =
  (message: string) =>
  (answer: unknown, vars: { ids?: readonly number[] }): DoneMessage => ({
    message,
    args: { count: typeof answer === 'number' ? answer : (vars.ids?.length ?? 0) },
  });

/** A pool write: the count in its success text, the menu counters reloaded. */
function poolWrite<V extends { ids?: readonly number[] }, R>(
  name: string,
  call: (dp: AppDataProvider, vars: V) => Promise<R>,
  done: string,
): MutationSpec<V, R> {
  return defineMutation<V, R>({ name, call, done: countDone(done), invalidate: [STAT_COUNTS_KEY] });
}

export const poolWrites = {
  /** S07: customers allocated to a matchmaker (the dialog, or directly for types 3 and 4). */
  allocate: poolWrite(
    'customer.allocate',
    (dp, p: AllocateParams) => dp.allocateCustomers(p),
    'app.allocation.success',
  ),
  /** S07: a public-sea customer taken by the user (the same call, from the public sea). */
  claim: poolWrite(
    'customer.claim',
    (dp, p: AllocateParams) => dp.allocateCustomers(p),
    'app.customer_pool.claim.success',
  ),
  backToSea: poolWrite(
    'customer.backToSea',
    (dp, p: BackToSeaParams) => dp.backToSea(p),
    'app.customer_pool.back_to_sea.success',
  ),
  avgAssign: poolWrite(
    'customer.avgAssign',
    (dp, p: AvgAssignParams) => dp.avgAssign(p),
    'app.customer_pool.avg_assign.success',
  ),
  remove: poolWrite(
    'customer.remove',
    (dp, p: RemoveParams) => dp.removeCustomers(p),
    'app.customer_pool.remove.success',
  ),
  restore: poolWrite(
    'customer.restore',
    (dp, p: RestoreParams) => dp.restoreCustomers(p),
    'app.customer_pool.bin.restore_success',
  ),
  clearBin: poolWrite(
    'customer.clearBin',
    (dp, p: ClearParams) => dp.clearBin(p),
    'app.customer_pool.bin.clear_success',
  ),
  batchUpdate: poolWrite(
    'customer.batchUpdate',
    (dp, p: BatchUpdateParams) => dp.batchUpdateCustomers(p),
    'app.customer_pool.batch.success',
  ),
};
