import { defineSeeder } from '../seeding';

/** Views of customers' phone numbers and WeChat ids by their worker (or a manager). */
export default defineSeeder({
  dependsOn: ['customer', 'worker'],
  build(ctx) {
    const { random } = ctx;
    const customers = ctx.memo('key-record.customers', () =>
      ctx.records('customer').filter((c) => c.worker_id),
    );
    const customer = customers.length ? random.helpers.arrayElement(customers) : undefined;
    return {
      customer_id: customer?.id,
      worker_id: random.datatype.boolean({ probability: 0.8 }) ? (customer?.worker_id ?? 1) : 1,
      type: random.datatype.boolean({ probability: 0.7 }) ? 'phone' : 'wechat',
      ip: `116.228.${random.number.int({ min: 1, max: 254 })}.${random.number.int({ min: 1, max: 254 })}`,
    };
  },
});
