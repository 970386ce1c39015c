import { defineSeeder } from '../seeding';

const SIGNS = ['喜鹊婚恋', '佳缘红娘', '月老来了'];

type Scene = 'notice' | 'marketing' | 'verify';

/** Realistic SMS bodies; the signature `【sign】` is prefixed when seeding. */
const TEMPLATES: readonly { name: string; scene: Scene; body: string }[] = [
  { name: '登录验证码', scene: 'verify', body: '您的验证码为{code}，5分钟内有效，请勿泄露给他人。' },
  {
    name: '注册验证码',
    scene: 'verify',
    body: '欢迎注册，您的验证码为{code}，10分钟内有效。如非本人操作请忽略。',
  },
  { name: '修改手机号验证', scene: 'verify', body: '您正在修改绑定手机号，验证码{code}，请勿告诉他人。' },
  {
    name: '见面邀约通知',
    scene: 'notice',
    body: '尊敬的{name}，您的红娘已为您安排于{time}在{place}见面，请准时到达。',
  },
  { name: '见面提醒', scene: 'notice', body: '{name}您好，明天{time}有一场约会，记得提前出发哦，祝您顺利！' },
  {
    name: '会员开通成功',
    scene: 'notice',
    body: '{name}您好，您的{package}会员已开通，有效期至{date}，专属红娘将尽快联系您。',
  },
  {
    name: '会员即将到期',
    scene: 'notice',
    body: '{name}您好，您的会员将于{date}到期，续费可继续享受一对一红娘服务。',
  },
  {
    name: '资料审核通过',
    scene: 'notice',
    body: '{name}您好，您提交的个人资料已审核通过，快去看看为您推荐的嘉宾吧。',
  },
  {
    name: '资料审核未通过',
    scene: 'notice',
    body: '{name}您好，您的资料未通过审核，原因：{reason}，请修改后重新提交。',
  },
  {
    name: '新的推荐对象',
    scene: 'notice',
    body: '{name}您好，红娘为您推荐了一位新嘉宾，登录小程序即可查看详细资料。',
  },
  {
    name: '红娘变更通知',
    scene: 'notice',
    body: '{name}您好，您的专属红娘已变更为{worker}，联系电话{phone}。',
  },
  {
    name: '到店预约确认',
    scene: 'notice',
    body: '{name}您好，您已预约{date}到{store}面谈，地址：{address}。',
  },
  { name: '付款成功通知', scene: 'notice', body: '您已成功支付{amount}元，订单号{order}，感谢您的信任。' },
  {
    name: '合同签署提醒',
    scene: 'notice',
    body: '{name}您好，您的服务合同已生成，请点击链接完成签署：{url}',
  },
  {
    name: '七夕活动邀请',
    scene: 'marketing',
    body: '七夕单身交友会报名开启！名额有限，回复1立即报名，退订回T。',
  },
  {
    name: '周末相亲会',
    scene: 'marketing',
    body: '本周六下午两点，都市白领专场相亲会等你来，报名请联系您的红娘。退订回T',
  },
  {
    name: '会员续费优惠',
    scene: 'marketing',
    body: '老会员专享：续费立减500元，活动截止{date}，详询专属红娘。退订回T',
  },
  {
    name: '春节祝福',
    scene: 'marketing',
    body: '新春快乐！愿新的一年遇见对的人，红娘团队全年为您守候。退订回T',
  },
  {
    name: '户外联谊活动',
    scene: 'marketing',
    body: '春季户外徒步联谊开始报名，认识志同道合的TA，回复Y报名。退订回T',
  },
  {
    name: '沉睡用户唤醒',
    scene: 'marketing',
    body: '好久不见！近期新增多位优质嘉宾，登录即可查看为您的专属推荐。退订回T',
  },
  {
    name: '生日祝福',
    scene: 'marketing',
    body: '{name}，生日快乐！愿您早日遇见心仪的TA，我们为您准备了一份生日礼物。退订回T',
  },
  {
    name: '服务满意度回访',
    scene: 'notice',
    body: '{name}您好，请为本次红娘服务打分，您的反馈是我们进步的动力：{url}',
  },
  {
    name: '未接来电提醒',
    scene: 'notice',
    body: '{name}您好，您的红娘刚刚致电未能接通，请方便时回电{phone}。',
  },
  {
    name: '账户安全提醒',
    scene: 'verify',
    body: '您的账号于{time}在新设备登录，如非本人操作请及时修改密码。',
  },
];

/** SMS templates: realistic Chinese texts signed with 【sign】. */
export default defineSeeder({
  build({ random }, _start, index) {
    const t = TEMPLATES[index % TEMPLATES.length];
    const round = Math.floor(index / TEMPLATES.length);
    const sign = index < TEMPLATES.length ? SIGNS[0] : random.helpers.arrayElement(SIGNS);
    return {
      name: round === 0 ? t.name : `${t.name}${round + 1}`,
      sign,
      scene: t.scene,
      content: `【${sign}】${t.body}`,
      status: random.number.float({ min: 0, max: 1 }) < 0.85 ? 1 : 0,
    };
  },
});
