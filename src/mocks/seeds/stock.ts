import { DAY_MS, dateBetween, defineSeeder, formatDateTime } from '../seeding';

const WAREHOUSES = ['main', 'east', 'south', 'west'] as const;

/** One row per goods and warehouse (goods first, then warehouses), a few below their alert level. */
export default defineSeeder({
  dependsOn: ['goods'],
  build(ctx, _start, index) {
    const { random, now } = ctx;
    const goods = ctx.records('goods');
    const item = goods.length ? goods[Math.floor(index / WAREHOUSES.length) % goods.length] : undefined;
    const warning = random.helpers.arrayElement([5, 10, 20]);
    const quantity = random.datatype.boolean({ probability: 0.15 })
      ? random.number.int({ min: 0, max: warning })
      : random.number.int({ min: warning + 1, max: 500 });
    return {
      goods_id: item?.id,
      warehouse: WAREHOUSES[index % WAREHOUSES.length],
      quantity,
      locked_quantity: random.number.int({ min: 0, max: Math.floor(quantity / 5) }),
      warning_quantity: warning,
      updated_at: formatDateTime(dateBetween(random, new Date(now.getTime() - 30 * DAY_MS), now)),
    };
  },
});
