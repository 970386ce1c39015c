import { DAY_MS, defineSeeder, formatDateTime, parseDateTime } from '../seeding';

const REMARKS = ['采购到货入库', '经销商订单出库'];

/** Stock movements tied to purchase orders (in) and sales orders (out). */
export default defineSeeder({
  dependsOn: ['goods', 'purchase-order', 'sales-order', 'system-account'],
  build(ctx, start) {
    const { random } = ctx;
    const stockIn = random.datatype.boolean({ probability: 0.45 });
    const orders = ctx.records(stockIn ? 'purchase-order' : 'sales-order');
    const order = orders.length ? random.helpers.arrayElement(orders) : undefined;
    const keepers = ctx.memo('warehouse-record.keepers', () =>
      ctx.records('system-account').filter((a) => a.role === 'warehouse' || a.role === 'admin'),
    );
    return {
      type: stockIn ? 1 : 2,
      goods_id: order?.goods_id,
      warehouse: random.helpers.arrayElement(['main', 'main', 'east', 'south', 'west']),
      quantity: Number(order?.quantity ?? random.number.int({ min: 1, max: 50 })),
      related_no: order?.order_no,
      operator_id: keepers.length ? random.helpers.arrayElement(keepers).id : undefined,
      remark: stockIn ? REMARKS[0] : REMARKS[1],
      // Goods move a few days after their order.
      created_at: order
        ? formatDateTime(
            new Date(
              Math.min(
                ctx.now.getTime() - 3_600_000,
                parseDateTime(String(order.created_at)).getTime() +
                  random.number.int({ min: 1, max: 10 }) * DAY_MS,
              ),
            ),
          )
        : start.created_at,
    };
  },
});
