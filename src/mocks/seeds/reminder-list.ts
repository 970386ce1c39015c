import { DAY_MS, dateBetween, defineSeeder, formatDateTime } from '../seeding';

const CONTENTS: Readonly<Record<number, (name: string) => string>> = {
  1: (n) => `今天需回访${n}，确认对推荐对象的意向`,
  2: (n) => `${n}与推荐对象见面，提前一小时电话提醒`,
  3: (n) => `${n}的会员7天后到期，沟通续费`,
  4: (n) => `${n}生日，发送祝福短信`,
  5: (n) => `${n}合同即将到期，准备续签材料`,
};

/** Reminders of the demo accounts' customers, around today. */
export default defineSeeder({
  dependsOn: ['customer'],
  build(ctx) {
    const { random, now } = ctx;
    const mine = ctx.memo('reminder.customers', () =>
      ctx.records('customer').filter((c) => typeof c.worker_id === 'number' && c.worker_id <= 3),
    );
    const pool = mine.length ? mine : ctx.records('customer');
    const customer = pool.length ? random.helpers.arrayElement(pool) : undefined;
    const type = random.helpers.arrayElement([1, 1, 1, 2, 2, 3, 4, 5]);
    const at = dateBetween(
      random,
      new Date(now.getTime() - 5 * DAY_MS),
      new Date(now.getTime() + 10 * DAY_MS),
    );
    return {
      type,
      customer_id: customer?.id,
      worker_id: customer?.worker_id,
      content: CONTENTS[type](String(customer?.name ?? '客户')),
      remind_at: formatDateTime(at),
      is_done: at < now && random.datatype.boolean({ probability: 0.7 }) ? 1 : 0,
      created_at: formatDateTime(
        new Date(
          Math.min(now.getTime() - 3_600_000, at.getTime() - random.number.int({ min: 1, max: 14 }) * DAY_MS),
        ),
      ),
    };
  },
});
