import { defineSeeder } from '../seeding';

/** Terms as the rich-text editor writes them (issue 16 point 5): headings in bold, lists. */
const TERMS_HTML = [
  '<p><strong>一、服务内容</strong></p>',
  '<p>乙方自愿委托甲方提供婚恋介绍服务，服务内容以本合同所列服务项目为准。</p>',
  '<p><strong>二、甲方的义务</strong></p>',
  '<ul>',
  '<li><p>为乙方指定专属红娘，在服务期内按约定次数推荐对象并安排见面；</p></li>',
  '<li><p>对乙方的个人资料严格保密，未经乙方同意不向任何第三方披露。</p></li>',
  '</ul>',
  '<p><strong>三、乙方的义务</strong></p>',
  '<p>乙方应保证所提供的个人资料<strong>真实有效</strong>，如有虚假，甲方有权终止服务。</p>',
  '<p><strong>四、费用</strong></p>',
  '<p>服务开始后费用<strong>不予退还</strong>。</p>',
  '<p><strong>五、其他</strong></p>',
  '<p>本合同一式两份，甲乙双方各执一份，自双方签字（盖章）之日起生效。</p>',
].join('');

/** Terms of templates written before the editor: plain text, one clause a line. */
const TERMS_TEXT =
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
      // The newer templates are formatted; the last three are older, plain-text ones.
      terms: index < 7 ? TERMS_HTML : TERMS_TEXT,
      seal: undefined,
      status: 1,
    };
  },
});
