import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'Follow record |||| Follow records',
    fields: {
      id: 'ID',
      customer_id: 'Customer',
      worker_id: 'Followed by',
      method: 'Method',
      intention: 'Intention',
      content: 'Follow-up note',
      next_follow_at: 'Next follow-up',
      status: 'Status',
      created_at: 'Followed at',
    },
    enums: {
      method: { 1: 'Phone call', 2: 'WeChat', 3: 'Store visit', 4: 'Meeting', 5: 'Other' },
      intention: { 1: 'High', 2: 'Medium', 3: 'Low', 4: 'None' },
      status: { 1: 'Valid', 0: 'Void' },
    },
    sections: { follow: 'Follow-up', next: 'Next step' },
  },
  'zh-CN': {
    name: '跟进记录',
    fields: {
      id: 'ID',
      customer_id: '客户',
      worker_id: '跟进人',
      method: '跟进方式',
      intention: '意向程度',
      content: '跟进内容',
      next_follow_at: '下次跟进时间',
      status: '状态',
      created_at: '跟进时间',
    },
    enums: {
      method: { 1: '电话', 2: '微信', 3: '到店', 4: '见面', 5: '其他' },
      intention: { 1: '高', 2: '中', 3: '低', 4: '无意向' },
      status: { 1: '有效', 0: '作废' },
    },
    sections: { follow: '跟进情况', next: '下一步' },
  },
});
