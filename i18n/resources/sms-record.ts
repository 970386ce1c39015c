import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'SMS record |||| SMS records',
    fields: {
      id: 'ID',
      phone: 'Phone',
      customer_id: 'Customer',
      template_id: 'Template',
      content: 'Content',
      billing_count: 'Billed messages',
      status: 'Status',
      fail_reason: 'Failure reason',
      worker_id: 'Sent by',
      created_at: 'Sent at',
    },
    enums: { status: { 0: 'Sending', 1: 'Delivered', 2: 'Failed' } },
  },
  'zh-CN': {
    name: '短信记录',
    fields: {
      id: 'ID',
      phone: '手机号',
      customer_id: '客户',
      template_id: '短信模板',
      content: '短信内容',
      billing_count: '计费条数',
      status: '发送状态',
      fail_reason: '失败原因',
      worker_id: '发送人',
      created_at: '发送时间',
    },
    enums: { status: { 0: '发送中', 1: '发送成功', 2: '发送失败' } },
  },
});
