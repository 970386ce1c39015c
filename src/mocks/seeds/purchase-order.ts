import { DAY_MS, defineSeeder, formatDate, parseDateTime } from '../seeding';

const SUPPLIERS = [
  '佛山顺德宏达家具厂',
  '东莞大岭山木业有限公司',
  '浙江安吉椅业有限公司',
  '江门照明科技有限公司',
  '南通家纺实业有限公司',
  '成都崇州家具制造厂',
];

/** Purchase orders: order number from the date, amount = quantity × a cost below the selling price. */
export default defineSeeder({
  dependsOn: ['goods'],
  build(ctx, start, index) {
    const { random, now } = ctx;
    const goods = ctx.records('goods');
    const item = goods.length ? random.helpers.arrayElement(goods) : undefined;
    const quantity = random.number.int({ min: 5, max: 200 });
    const created = parseDateTime(String(start.created_at));
    const expected = new Date(created.getTime() + random.number.int({ min: 7, max: 30 }) * DAY_MS);
    const status =
      expected < now ? random.helpers.arrayElement([3, 3, 3, 4]) : random.helpers.arrayElement([0, 1, 1, 2]);
    return {
      order_no: `CG${formatDate(created).replace(/-/g, '')}${String(index + 1).padStart(4, '0')}`,
      supplier: random.helpers.arrayElement(SUPPLIERS),
      goods_id: item?.id,
      quantity,
      amount: Math.round(Number(item?.price ?? 1000) * 0.55 * quantity),
      status,
      expected_at: formatDate(expected),
      remark: status === 4 ? '供应商缺货，订单取消' : undefined,
    };
  },
});
