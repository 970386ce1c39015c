import { defineSeeder } from '../seeding';

const TERMS =
  '一、乙方自愿委托甲方提供婚恋介绍服务，服务内容以本合同所列服务项目为准。\n' +
  '二、甲方为乙方指定专属红娘，在服务期内按约定次数推荐对象并安排见面。\n' +
  '三、乙方应保证所提供的个人资料真实有效，如有虚假，甲方有权终止服务。\n' +
  '四、服务开始后费用不予退还。\n' +
  '五、本合同一式两份，甲乙双方各执一份，自双方签字（盖章）之日起生效。';

const NAMES = [
  '体验卡服务合同',
  '银卡会员服务合同',
  '金卡会员服务合同',
  '钻石会员服务合同',
  '私人定制服务合同',
  '续费服务合同',
  '单次见面服务协议',
  '形象改造服务协议',
  '情感咨询服务协议',
  '活动季卡协议',
];

/** Contract templates, one per package. */
export default defineSeeder({
  dependsOn: ['package'],
  build(ctx, _start, index) {
    const packages = ctx.records('package');
    return {
      name: NAMES[index % NAMES.length],
      party_a: '上海喜鹊婚恋服务有限公司',
      party_a_phone: '02154321888',
      package_id: packages[index % Math.max(1, packages.length)]?.id,
      no_prefix: index < 5 ? 'HY' : 'XY',
      terms: TERMS,
      seal: undefined,
      status: 1,
    };
  },
});
