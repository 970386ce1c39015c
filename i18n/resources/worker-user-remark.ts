import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'Remark |||| Remarks',
    fields: {
      id: 'ID',
      customer_id: 'Customer',
      worker_user_id: 'Follow record',
      content: 'Remark',
      worker_id: 'Written by',
      is_read: 'Read',
      created_at: 'Created at',
    },
    enums: { is_read: { 1: 'Read', 0: 'Unread' } },
    sections: { basic: 'Remark' },
  },
  'zh-CN': {
    name: '批注',
    fields: {
      id: 'ID',
      customer_id: '客户',
      worker_user_id: '跟进记录',
      content: '批注内容',
      worker_id: '批注人',
      is_read: '是否已读',
      created_at: '批注时间',
    },
    enums: { is_read: { 1: '已读', 0: '未读' } },
    sections: { basic: '批注信息' },
  },
});
