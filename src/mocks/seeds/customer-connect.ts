import { DAY_MS, dateBetween, defineSeeder, formatDateTime, parseDateTime } from '../seeding';

const REMARKS: Readonly<Record<number, readonly string[]>> = {
  0: ['待与对方红娘确认'],
  1: ['双方同意，已互换微信', '已安排本周末见面'],
  2: ['对方表示暂不考虑', '对方已有交往对象'],
  3: ['申请人取消申请', '超过7天无回应，自动关闭'],
};

/** Requests to be connected, most already handled by the requester's matchmaker. */
export default defineSeeder({
  dependsOn: ['customer', 'worker'],
  build(ctx, start) {
    const { random, now } = ctx;
    const customers = ctx.records('customer');
    const from = customers.length ? random.helpers.arrayElement(customers) : undefined;
    const to = customers.length ? random.helpers.arrayElement(customers) : undefined;
    const status = random.helpers.weightedArrayElement([
      { weight: 30, value: 0 },
      { weight: 40, value: 1 },
      { weight: 20, value: 2 },
      { weight: 10, value: 3 },
    ]);
    const created = parseDateTime(String(start.created_at));
    return {
      customer_id: from?.id,
      target_customer_id:
        to && to.id !== from?.id ? to.id : ((from?.id ?? 0) % Math.max(1, customers.length)) + 1,
      status,
      worker_id: status === 0 ? undefined : (from?.worker_id ?? 1),
      remark: random.helpers.arrayElement(REMARKS[status]),
      handled_at:
        status === 0
          ? undefined
          : formatDateTime(
              dateBetween(random, created, new Date(Math.min(now.getTime(), created.getTime() + 3 * DAY_MS))),
            ),
    };
  },
});
