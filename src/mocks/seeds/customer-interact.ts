import { defineSeeder, type DemoRecord } from '../seeding';

const MESSAGES = [
  '你好，看了你的资料觉得我们挺合适的',
  '周末有空一起喝杯咖啡吗？',
  '你也喜欢爬山呀，我也是！',
  '很高兴认识你',
];

/** Mini-app interactions between customers of opposite genders. */
export default defineSeeder({
  dependsOn: ['customer'],
  build(ctx) {
    const { random } = ctx;
    const customers = ctx.records('customer');
    const from: DemoRecord | undefined = customers.length
      ? random.helpers.arrayElement(customers)
      : undefined;
    let to: DemoRecord | undefined;
    for (let i = 0; i < 10 && customers.length; i++) {
      const c = random.helpers.arrayElement(customers);
      if (c.id !== from?.id && c.gender !== from?.gender) {
        to = c;
        break;
      }
    }
    const type = random.helpers.weightedArrayElement([
      { weight: 50, value: 1 },
      { weight: 20, value: 2 },
      { weight: 15, value: 3 },
      { weight: 10, value: 4 },
      { weight: 5, value: 5 },
    ]);
    return {
      customer_id: from?.id,
      target_customer_id: to?.id ?? (from ? (from.id % customers.length) + 1 : undefined),
      type,
      content: type === 4 ? random.helpers.arrayElement(MESSAGES) : undefined,
    };
  },
});
