import { defineSeeder } from '../seeding';

type Action =
  'create' | 'update' | 'allocate' | 'transfer' | 'view_phone' | 'view_wechat' | 'into_sea' | 'remove';

const DETAILS: Readonly<Record<Action, readonly string[]>> = {
  create: ['新增客户，来源：抖音', '新增客户，来源：门店咨询', '导入客户资料'],
  update: ['修改资料：身高、学历', '修改择偶要求', '更新联系方式'],
  allocate: ['分配给红娘跟进（服务人才）', '分配给销售跟进（卖我的用户）'],
  transfer: ['转移至其他门店', '转移给同事跟进'],
  view_phone: ['查看手机号'],
  view_wechat: ['查看微信号'],
  into_sea: ['超过7个工作日未跟进，自动流入公海'],
  remove: ['移除原因：已脱单', '移除原因：空号或停机', '移除原因：重复数据'],
};

/** A customer's history: who did what, from which office IP. */
export default defineSeeder({
  dependsOn: ['customer', 'worker'],
  build(ctx) {
    const { random } = ctx;
    const customers = ctx.records('customer');
    const customer = customers.length ? random.helpers.arrayElement(customers) : undefined;
    const action = random.helpers.weightedArrayElement<Action>([
      { weight: 10, value: 'create' },
      { weight: 30, value: 'update' },
      { weight: 15, value: 'allocate' },
      { weight: 5, value: 'transfer' },
      { weight: 20, value: 'view_phone' },
      { weight: 10, value: 'view_wechat' },
      { weight: 6, value: 'into_sea' },
      { weight: 4, value: 'remove' },
    ]);
    return {
      customer_id: customer?.id,
      worker_id: action === 'into_sea' ? undefined : (customer?.worker_id ?? 1),
      action,
      content: random.helpers.arrayElement(DETAILS[action]),
      ip:
        action === 'into_sea'
          ? undefined
          : `116.228.${random.number.int({ min: 1, max: 254 })}.${random.number.int({ min: 1, max: 254 })}`,
    };
  },
});
