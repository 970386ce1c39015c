import { defineSeeder } from '../seeding';

const PARTNERS = [
  '缘来婚恋上海分公司',
  '百合佳缘杭州店',
  '金玉良缘婚介所',
  '真爱网南京中心',
  '红丝带婚恋顾问',
  '同城缘交友俱乐部',
];
const REMARKS = [
  '对方机构已确认接收',
  '客户同意资料互换',
  '客户要求只推本地对象',
  '对方要求提供学历认证',
  '待对方红娘回复',
];

/** Customer exchanges with partner agencies. */
export default defineSeeder({
  dependsOn: ['customer'],
  build(ctx) {
    const { random } = ctx;
    const customers = ctx.records('customer');
    return {
      direction: random.datatype.boolean({ probability: 0.6 }) ? 1 : 2,
      partner_name: random.helpers.arrayElement(PARTNERS),
      customer_id: customers.length ? random.helpers.arrayElement(customers).id : undefined,
      worker_id: random.datatype.boolean({ probability: 0.5 }) ? 1 : random.number.int({ min: 2, max: 12 }),
      status: random.helpers.weightedArrayElement([
        { weight: 30, value: 0 },
        { weight: 50, value: 1 },
        { weight: 15, value: 2 },
        { weight: 5, value: 3 },
      ]),
      remark: random.datatype.boolean({ probability: 0.5 })
        ? random.helpers.arrayElement(REMARKS)
        : undefined,
    };
  },
});
