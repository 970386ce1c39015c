import { defineSeeder } from './seeding';

/** A home-page goods list (new / hot goods): distinct goods on sale, in display order. */
export function homeGoodsSeeder(name: 'new-goods' | 'hot-goods') {
  return defineSeeder({
    dependsOn: ['goods'],
    build(ctx, _start, index) {
      const onSale = ctx.memo(`${name}.pool`, () => {
        const goods = ctx.records('goods').filter((g) => g.status === 1);
        return ctx.random.helpers.shuffle(goods);
      });
      return {
        goods_id: onSale.length ? onSale[index % onSale.length].id : undefined,
        sort: index + 1,
        status: 1,
      };
    },
  });
}
