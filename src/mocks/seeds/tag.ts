import { defineSeeder } from '../seeding';

type Module = 'customer' | 'follow' | 'service';

const TAGS: readonly { name: string; module: Module; customer_type?: number; color: string }[] = [
  { name: '高意向', module: 'customer', customer_type: 1, color: '#f5222d' },
  { name: '待回访', module: 'customer', customer_type: 1, color: '#fa8c16' },
  { name: '已到店', module: 'customer', customer_type: 1, color: '#52c41a' },
  { name: '价格敏感', module: 'customer', customer_type: 1, color: '#faad14' },
  { name: '家长代征', module: 'customer', customer_type: 1, color: '#13c2c2' },
  { name: '空号停机', module: 'customer', customer_type: 2, color: '#8c8c8c' },
  { name: '异地', module: 'customer', customer_type: 2, color: '#8c8c8c' },
  { name: '暂不考虑', module: 'customer', customer_type: 2, color: '#bfbfbf' },
  { name: '金卡会员', module: 'customer', customer_type: 0, color: '#d4b106' },
  { name: '钻石会员', module: 'customer', customer_type: 0, color: '#2f54eb' },
  { name: '优质资源', module: 'customer', customer_type: 0, color: '#eb2f96' },
  { name: '公务员', module: 'customer', customer_type: 0, color: '#1677ff' },
  { name: '教师', module: 'customer', customer_type: 0, color: '#1677ff' },
  { name: '医生', module: 'customer', customer_type: 0, color: '#1677ff' },
  { name: '有房有车', module: 'customer', customer_type: 0, color: '#722ed1' },
  { name: '离异无孩', module: 'customer', customer_type: 0, color: '#597ef7' },
  { name: '要求较高', module: 'customer', customer_type: 3, color: '#fa541c' },
  { name: '配合度高', module: 'customer', customer_type: 3, color: '#52c41a' },
  { name: '即将到期', module: 'customer', customer_type: 4, color: '#fa8c16' },
  { name: '续费意向', module: 'customer', customer_type: 4, color: '#52c41a' },
  { name: '首次沟通', module: 'follow', color: '#1677ff' },
  { name: '邀约到店', module: 'follow', color: '#13c2c2' },
  { name: '见面跟进', module: 'follow', color: '#eb2f96' },
  { name: '续费沟通', module: 'follow', color: '#faad14' },
  { name: '投诉处理', module: 'follow', color: '#f5222d' },
  { name: '推荐对象', module: 'service', color: '#2f54eb' },
  { name: '安排见面', module: 'service', color: '#eb2f96' },
  { name: '见面反馈', module: 'service', color: '#722ed1' },
  { name: '情感咨询', module: 'service', color: '#13c2c2' },
  { name: '形象指导', module: 'service', color: '#faad14' },
];

/** Tags a matchmaking business uses, per module and customer list. */
export default defineSeeder({
  build(_ctx, _start, index) {
    const tag = TAGS[index % TAGS.length];
    return {
      name: tag.name,
      module: tag.module,
      customer_type: tag.customer_type,
      color: tag.color,
      sort: (index % TAGS.length) + 1,
    };
  },
});
