import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'Customer interaction |||| Customer interactions',
    fields: {
      id: 'ID',
      customer_id: 'Customer',
      target_customer_id: 'Other customer',
      type: 'Interaction',
      content: 'Content',
      created_at: 'Time',
    },
    enums: {
      type: { 1: 'Viewed profile', 2: 'Liked', 3: 'Favourited', 4: 'Sent a message', 5: 'Asked to meet' },
    },
  },
  'zh-CN': {
    name: '客户互动',
    fields: {
      id: 'ID',
      customer_id: '客户',
      target_customer_id: '互动对象',
      type: '互动类型',
      content: '内容',
      created_at: '互动时间',
    },
    enums: {
      type: { 1: '查看资料', 2: '点赞', 3: '收藏', 4: '发消息', 5: '申请见面' },
    },
  },
});
