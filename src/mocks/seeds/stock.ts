import { DAY_MS, dateBetween, defineSeeder, formatDateTime } from '../seeding';

const WAREHOUSES = ['main', 'east', 'south', 'west'] as const;

/** One row per goods and warehouse (goods first, then warehouses), a few below their alert level. */
export default defineSeeder({
  dependsOn: ['goods'],
  build(ctx, _start, index) {
    const { faker, now } = ctx;
    const goods = ctx.records('goods');
    const item = goods.length ? goods[Math.floor(index / WAREHOUSES.length) % goods.length] : undefined;
    const warning = faker.helpers.arrayElement([5, 10, 20]);
    const quantity = faker.datatype.boolean({ probability: 0.15 })
      ? faker.number.int({ min: 0, max: warning })
      : faker.number.int({ min: warning + 1, max: 500 });
    return {
      goods_id: item?.id,
      warehouse: WAREHOUSES[index % WAREHOUSES.length],
      quantity,
      locked_quantity: faker.number.int({ min: 0, max: Math.floor(quantity / 5) }),
      warning_quantity: warning,
      updated_at: formatDateTime(dateBetween(faker, new Date(now.getTime() - 30 * DAY_MS), now)),
    };
  },
});
