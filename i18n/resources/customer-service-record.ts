import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'Service record |||| Service records',
    fields: {
      id: 'ID',
      customer_id: 'Member',
      target_customer_id: 'Matched with',
      service_type: 'Service',
      content: 'Details',
      meet_at: 'Meeting time',
      satisfaction: 'Satisfaction',
      worker_id: 'Matchmaker',
      created_at: 'Recorded at',
    },
    enums: {
      service_type: {
        1: 'Recommendation',
        2: 'Meeting arranged',
        3: 'Meeting feedback',
        4: 'Image consulting',
        5: 'Emotional counselling',
        6: 'Other',
      },
      satisfaction: { 1: 'Satisfied', 2: 'Neutral', 3: 'Dissatisfied' },
    },
    sections: { service: 'Service', meeting: 'Meeting' },
  },
  'zh-CN': {
    name: '服务记录',
    fields: {
      id: 'ID',
      customer_id: '会员',
      target_customer_id: '匹配对象',
      service_type: '服务类型',
      content: '服务内容',
      meet_at: '见面时间',
      satisfaction: '满意度',
      worker_id: '服务红娘',
      created_at: '记录时间',
    },
    enums: {
      service_type: { 1: '推荐对象', 2: '安排见面', 3: '见面反馈', 4: '形象指导', 5: '情感咨询', 6: '其他' },
      satisfaction: { 1: '满意', 2: '一般', 3: '不满意' },
    },
    sections: { service: '服务信息', meeting: '见面安排' },
  },
});
