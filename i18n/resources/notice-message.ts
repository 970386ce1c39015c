import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'Notice message |||| Notice messages',
    fields: { id: 'ID', scene: 'Scene', is_read: 'Read', content: 'Content', created_at: 'Received at' },
    enums: { is_read: { 1: 'Read', 0: 'Unread' } },
  },
  'zh-CN': {
    name: '消息通知',
    fields: { id: 'ID', scene: '场景', is_read: '是否已读', content: '内容', created_at: '接收时间' },
    enums: { is_read: { 1: '已读', 0: '未读' } },
  },
});
