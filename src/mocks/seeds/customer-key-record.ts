import { defineSeeder } from '../seeding';

/** Views of customers' phone numbers and WeChat ids by their worker (or a manager). */
export default defineSeeder({
  dependsOn: ['customer', 'worker'],
  build(ctx) {
    const { faker } = ctx;
    const customers = ctx.memo('key-record.customers', () =>
      ctx.records('customer').filter((c) => c.worker_id),
    );
    const customer = customers.length ? faker.helpers.arrayElement(customers) : undefined;
    return {
      customer_id: customer?.id,
      worker_id: faker.datatype.boolean({ probability: 0.8 }) ? (customer?.worker_id ?? 1) : 1,
      type: faker.datatype.boolean({ probability: 0.7 }) ? 'phone' : 'wechat',
      ip: `116.228.${faker.number.int({ min: 1, max: 254 })}.${faker.number.int({ min: 1, max: 254 })}`,
    };
  },
});
