import { defineSeeder } from '../seeding';

const REMARKS = [
  '跟进记录太简单，请补充客户的具体需求和顾虑。',
  '这个客户意向很高，本周内务必安排见面。',
  '客户已多次未接电话，建议换个时间段或改用微信联系。',
  '注意客户对年龄要求比较严格，推荐时把好关。',
  '做得不错，见面反馈要及时同步给对方红娘。',
  '会员下月到期，请提前沟通续费事宜。',
  '客户家长比较强势，沟通时注意方式方法。',
  '请核实客户学历信息后再推荐。',
];

/** Remarks a store manager (the demo admin, worker 1) or a colleague left on follow records. */
export default defineSeeder({
  dependsOn: ['worker-user', 'worker'],
  build(ctx) {
    const { random } = ctx;
    const follows = ctx.records('worker-user');
    const workers = ctx.records('worker');
    const follow = follows.length ? random.helpers.arrayElement(follows) : undefined;
    const author =
      random.datatype.boolean({ probability: 0.6 }) || workers.length === 0
        ? 1
        : random.helpers.arrayElement(workers).id;
    return {
      customer_id: follow?.customer_id,
      worker_user_id: follow?.id,
      content: random.helpers.arrayElement(REMARKS),
      worker_id: author,
      is_read: random.datatype.boolean({ probability: 0.7 }) ? 1 : 0,
    };
  },
});
