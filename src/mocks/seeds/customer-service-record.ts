import {
  DAY_MS,
  dateBetween,
  defineSeeder,
  formatDateTime,
  parseDateTime,
  type DemoRecord,
} from '../seeding';

/** Service notes by type (1 recommendation … 6 other). */
const NOTES: Readonly<Record<number, readonly string[]>> = {
  1: [
    '根据客户要求推荐了一位32岁的公务员，身高178，本地有房，客户同意查看详细资料。',
    '推荐一位在外企工作的女士，性格开朗，客户表示愿意进一步了解。',
    '本周为客户推荐三位对象，客户选择了其中一位医生，已联系对方红娘。',
  ],
  2: [
    '已安排周六下午两点在门店茶室见面，提前告知双方注意事项。',
    '为双方预订了商场西餐厅，见面时间定在周五晚七点。',
    '双方时间协调一致，约在公园散步见面，红娘全程陪同。',
  ],
  3: [
    '见面反馈：男方对女方很满意，女方认为男方有些内向，愿意再见一次。',
    '见面反馈：双方聊得投机，已互加微信，计划下周看电影。',
    '见面反馈：女方觉得年龄差距偏大，不再继续接触，需重新推荐。',
    '第三次见面后双方确定恋爱关系，服务进入稳定跟进阶段。',
  ],
  4: [
    '为客户提供形象指导：建议着装简洁大方，见面时多倾听对方。',
    '陪同客户拍摄资料照，挑选了6张生活照上传至资料。',
  ],
  5: [
    '客户与对象发生小矛盾，进行了情感疏导，建议坦诚沟通。',
    '客户对婚恋焦虑，进行了一小时情感咨询，帮助其调整心态。',
  ],
  6: ['客户会员资料年度复核，更新了工作单位和收入信息。', '协助客户办理会员续费手续。'],
};

/** Service records of members, each with a matchmaker, often with a matched person and a meeting. */
export default defineSeeder({
  dependsOn: ['customer', 'worker'],
  build(ctx, start) {
    const { random } = ctx;
    const members = ctx.memo('service-members', () =>
      ctx.records('customer').filter((c) => c.worker_id && (c.is_vip === true || c.customer_type === 3)),
    );
    const all = ctx.records('customer');
    const pool = members.length > 0 ? members : all;
    const customer: DemoRecord | undefined = pool.length ? random.helpers.arrayElement(pool) : undefined;
    const opposite = customer?.gender === 1 ? 0 : 1;
    let target: DemoRecord | undefined;
    for (let i = 0; i < 8 && all.length; i++) {
      const candidate = random.helpers.arrayElement(all);
      if (candidate.gender === opposite) {
        target = candidate;
        break;
      }
    }
    const type = random.helpers.weightedArrayElement([
      { weight: 30, value: 1 },
      { weight: 25, value: 2 },
      { weight: 25, value: 3 },
      { weight: 8, value: 4 },
      { weight: 7, value: 5 },
      { weight: 5, value: 6 },
    ]);
    const created = parseDateTime(String(start.created_at));
    const withMatch = type <= 3;
    return {
      customer_id: customer?.id,
      worker_id: customer?.worker_id,
      target_customer_id: withMatch ? target?.id : undefined,
      service_type: type,
      content: random.helpers.arrayElement(NOTES[type]),
      meet_at:
        type === 2 || type === 3
          ? formatDateTime(dateBetween(random, created, new Date(created.getTime() + 7 * DAY_MS)))
          : undefined,
      satisfaction: type === 3 ? random.helpers.arrayElement([1, 1, 2, 3]) : undefined,
    };
  },
});
