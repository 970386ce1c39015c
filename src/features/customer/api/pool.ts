import type { AppDataProvider } from '../../../../dataProvider';
import type { AllocateParams } from '../../../../dataProvider/methods/customer';
import type {
  AvgAssignParams,
  BackToSeaParams,
  BatchResult,
  BatchUpdateParams,
  ClearParams,
  RemoveParams,
  RestoreParams,
} from '../../../../dataProvider/methods/customerPool';
import { STAT_COUNTS_KEY } from '../../../platform/counters';
import { defineMutation, type DoneMessage, type MutationSpec } from '../../../platform/mutations';

/**
 * The customer pool's writes (spec §2, §3, S07, issue 10): allocation and claim, put back, assign
 * evenly, remove to the bin, restore, empty the bin, batch update. The server decides each
 * customer (issue 40): one it refuses alone is a 409 with its text, after which the lists and
 * counters are asked again as after a success; of several it changes the allowed ones and reports
 * the others, which `poolSummary` says in one notification.
 */

type Translate = (key: string, args?: Record<string, unknown>) => string;

/** The success text of a pool write, when the server refused none of its customers. */
const countDone =
  (message: string) =>
  (answer: BatchResult, vars: { ids?: readonly number[] }): DoneMessage | undefined =>
    answer.refused.length > 0
      ? undefined
      : { message, args: { count: answer.count ?? vars.ids?.length ?? 0 } };

/** A pool write, with the short "N done" text that starts its summary (i18n key). */
export type PoolWrite<V, R> = MutationSpec<V, R> & { readonly donePart: string };

/** A pool write: the count in its success text, the menu counters reloaded, also after a 409. */
function poolWrite<V extends { ids?: readonly number[] }, R extends BatchResult>(
  name: string,
  call: (dp: AppDataProvider, vars: V) => Promise<R>,
  done: string,
  donePart: string,
): PoolWrite<V, R> {
  const spec = defineMutation<V, R>({
    name,
    call,
    done: countDone(done),
    invalidate: [STAT_COUNTS_KEY],
    refreshOnConflict: true,
  });
  return { ...spec, donePart };
}

/**
 * The one notification of a batch the server partly refused: "3 claimed, 1 already taken by 王芳"
 * (refusals grouped by holder, or by the server's text), or `undefined` when none was refused.
 */
export function poolSummary(
  write: { readonly donePart: string },
  result: BatchResult,
  translate: Translate,
): string | undefined {
  const { refused } = result;
  if (refused.length === 0) return undefined;
  const groups = new Map<string, { count: number; key: string; args: Record<string, unknown> }>();
  for (const r of refused) {
    const taken = r.reason === 'claimed' && r.holder_name !== undefined;
    const group = taken ? `taken:${r.holder_name}` : `text:${r.text}`;
    const found = groups.get(group);
    if (found) found.count += 1;
    else
      groups.set(group, {
        count: 1,
        key: taken ? 'app.customer_pool.result.taken' : 'app.customer_pool.result.refused',
        args: taken ? { name: r.holder_name } : { text: r.text },
      });
  }
  const done = translate(write.donePart, { count: result.count ?? result.done.length });
  const parts = [...groups.values()].map((g) => translate(g.key, { ...g.args, count: g.count }));
  return [done, ...parts].join(translate('app.customer_pool.result.separator'));
}

export const poolWrites = {
  /** S07: customers allocated to a matchmaker (the dialog, or directly for types 3 and 4). */
  allocate: poolWrite(
    'customer.allocate',
    (dp, p: AllocateParams) => dp.allocateCustomers(p),
    'app.allocation.success',
    'app.customer_pool.result.allocate',
  ),
  /** S07: a public-sea customer taken by the user (the same call, from the public sea). */
  claim: poolWrite(
    'customer.claim',
    (dp, p: AllocateParams) => dp.allocateCustomers(p),
    'app.customer_pool.claim.success',
    'app.customer_pool.result.claim',
  ),
  backToSea: poolWrite(
    'customer.backToSea',
    (dp, p: BackToSeaParams) => dp.backToSea(p),
    'app.customer_pool.back_to_sea.success',
    'app.customer_pool.result.back_to_sea',
  ),
  avgAssign: poolWrite(
    'customer.avgAssign',
    (dp, p: AvgAssignParams) => dp.avgAssign(p),
    'app.customer_pool.avg_assign.success',
    'app.customer_pool.result.avg_assign',
  ),
  remove: poolWrite(
    'customer.remove',
    (dp, p: RemoveParams) => dp.removeCustomers(p),
    'app.customer_pool.remove.success',
    'app.customer_pool.result.remove',
  ),
  restore: poolWrite(
    'customer.restore',
    (dp, p: RestoreParams) => dp.restoreCustomers(p),
    'app.customer_pool.bin.restore_success',
    'app.customer_pool.result.restore',
  ),
  clearBin: poolWrite(
    'customer.clearBin',
    (dp, p: ClearParams) => dp.clearBin(p),
    'app.customer_pool.bin.clear_success',
    'app.customer_pool.bin.clear_success',
  ),
  batchUpdate: poolWrite(
    'customer.batchUpdate',
    (dp, p: BatchUpdateParams) => dp.batchUpdateCustomers(p),
    'app.customer_pool.batch.success',
    'app.customer_pool.result.batch_update',
  ),
};
