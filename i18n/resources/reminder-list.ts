import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'Reminder |||| Reminders',
    fields: {
      id: 'ID',
      type: 'Type',
      customer_id: 'Customer',
      worker_id: 'Worker',
      content: 'Content',
      remind_at: 'Remind at',
      is_done: 'Done',
      created_at: 'Created at',
    },
    enums: {
      type: {
        1: 'Follow-up due',
        2: 'Meeting',
        3: 'Membership expiring',
        4: 'Birthday',
        5: 'Contract renewal',
      },
      is_done: { 1: 'Done', 0: 'To do' },
    },
  },
  'zh-CN': {
    name: '提醒事项',
    fields: {
      id: 'ID',
      type: '提醒类型',
      customer_id: '客户',
      worker_id: '负责人',
      content: '提醒内容',
      remind_at: '提醒时间',
      is_done: '是否完成',
      created_at: '创建时间',
    },
    enums: {
      type: { 1: '待跟进', 2: '见面安排', 3: '会员到期', 4: '客户生日', 5: '合同续签' },
      is_done: { 1: '已完成', 0: '待处理' },
    },
  },
});
