import { defineSeeder } from '../seeding';

const TEMPLATES: readonly { name: string; method: number; content: string }[] = [
  { name: '首次电话沟通', method: 1, content: '首次电话沟通，了解客户基本情况和择偶要求，客户意向：' },
  { name: '电话未接通', method: 1, content: '致电未接通，已发短信提醒回电，计划明天再次联系。' },
  { name: '邀约到店', method: 1, content: '电话邀约客户到店面谈，约定时间：' },
  { name: '推荐对象资料', method: 2, content: '微信发送推荐对象资料，客户反馈：' },
  { name: '提醒完善资料', method: 2, content: '微信提醒客户完善资料并上传近期生活照。' },
  { name: '到店面谈', method: 3, content: '客户到店面谈，介绍服务流程与会员套餐，客户考虑：' },
  { name: '签约成功', method: 3, content: '客户到店签约，套餐：，已完成实名认证。' },
  { name: '见面安排', method: 4, content: '已安排客户与推荐对象见面，时间地点：' },
  { name: '见面反馈', method: 4, content: '见面后回访，客户对对象评价：，是否继续接触：' },
  { name: '会员续费提醒', method: 1, content: '提醒客户会员即将到期，客户续费意向：' },
  { name: '流入公海前跟进', method: 5, content: '客户即将流入公海，补充跟进并约定下次回访时间。' },
  { name: '暂停服务', method: 5, content: '客户申请暂停服务，原因：，预计恢复时间：' },
];

export default defineSeeder({
  build(_ctx, _start, index) {
    return { ...TEMPLATES[index % TEMPLATES.length], sort: index + 1, status: 1 };
  },
});
