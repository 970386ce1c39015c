import { defineSeeder } from '../seeding';

const SCRIPTS: readonly { name: string; scene: string; content: string }[] = [
  {
    name: '新线索首呼',
    scene: 'first_call',
    content:
      '您好，我是喜鹊婚恋的红娘小王，看到您在我们平台留了信息，想了解一下您目前的情感状况和对另一半的期待，方便聊两分钟吗？',
  },
  {
    name: '家长代征首呼',
    scene: 'first_call',
    content:
      '阿姨您好，我是喜鹊婚恋的红娘，您为孩子登记了相亲信息，我想先了解一下孩子的基本情况，比如年龄、工作和性格。',
  },
  {
    name: '邀约到店',
    scene: 'invite',
    content:
      '根据您的要求，我们这边有几位很合适的会员，资料需要到店由红娘一对一介绍，您看这周六上午还是下午方便？',
  },
  {
    name: '活动邀约',
    scene: 'invite',
    content: '本周日我们在门店举办单身交友茶话会，人数控制在20人以内，我帮您留一个名额可以吗？',
  },
  {
    name: '见面后回访',
    scene: 'follow',
    content: '您好，昨天见面感觉怎么样？对方给我的反馈挺好的，您对他/她印象如何，还愿意继续接触吗？',
  },
  {
    name: '长期未联系回访',
    scene: 'follow',
    content: '好久没联系了，最近工作忙吗？我们新入会了几位和您条件很匹配的会员，想跟您介绍一下。',
  },
  {
    name: '会员到期提醒',
    scene: 'renewal',
    content: '您的会员服务将于本月底到期，续费可以保留您的全部资料和红娘服务，本月续费还有额外赠送见面次数。',
  },
  {
    name: '续费异议处理',
    scene: 'renewal',
    content:
      '理解您的顾虑，这段时间没有遇到合适的确实着急，续费后我会为您重新梳理择偶条件，优先安排优质资源。',
  },
  {
    name: '投诉安抚',
    scene: 'follow',
    content: '非常抱歉给您带来不好的体验，您反馈的问题我已经记录，今天下班前店长会给您回电处理。',
  },
  {
    name: '资料核实',
    scene: 'first_call',
    content: '为了保证会员资料真实，需要和您核实一下学历、工作单位和婚姻状况，稍后也请上传相关证明。',
  },
];

export default defineSeeder({
  build(_ctx, _start, index) {
    return { ...SCRIPTS[index % SCRIPTS.length], status: 1 };
  },
});
