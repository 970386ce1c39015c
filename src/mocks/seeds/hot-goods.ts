import { defineSeeder } from '../seeding';

/** Distinct goods on sale, in display order. */
export default defineSeeder({
  dependsOn: ['goods'],
  build(ctx, _start, index) {
    const onSale = ctx.memo('hot-goods.pool', () => {
      const goods = ctx.records('goods').filter((g) => g.status === 1);
      return ctx.faker.helpers.shuffle([...goods]);
    });
    return {
      goods_id: onSale.length ? onSale[index % onSale.length].id : undefined,
      sort: index + 1,
      status: 1,
    };
  },
});
