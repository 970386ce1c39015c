import { defineSeeder, formatDate, parseDateTime } from '../seeding';

/** Dealers' orders: amount = quantity × the goods' price less the dealer discount. */
export default defineSeeder({
  dependsOn: ['dealer', 'goods'],
  build(ctx, start, index) {
    const { random } = ctx;
    const dealers = ctx.records('dealer');
    const goods = ctx.records('goods');
    const dealer = dealers.length ? random.helpers.arrayElement(dealers) : undefined;
    const item = goods.length ? random.helpers.arrayElement(goods) : undefined;
    const quantity = random.number.int({ min: 1, max: 30 });
    const discount = { 1: 0.6, 2: 0.7, 3: 0.8 }[Number(dealer?.level ?? 3)] ?? 0.8;
    const created = parseDateTime(String(start.created_at));
    return {
      order_no: `XS${formatDate(created).replace(/-/g, '')}${String(index + 1).padStart(4, '0')}`,
      dealer_id: dealer?.id,
      goods_id: item?.id,
      quantity,
      amount: Math.round(Number(item?.price ?? 1000) * discount * quantity),
      status: random.helpers.weightedArrayElement([
        { weight: 10, value: 0 },
        { weight: 15, value: 1 },
        { weight: 15, value: 2 },
        { weight: 50, value: 3 },
        { weight: 10, value: 4 },
      ]),
      remark: undefined,
    };
  },
});
