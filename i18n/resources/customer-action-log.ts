import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'Customer action log |||| Customer action logs',
    fields: {
      id: 'ID',
      customer_id: 'Customer',
      worker_id: 'Operator',
      action: 'Action',
      content: 'Details',
      ip: 'IP address',
      created_at: 'Time',
    },
    enums: {
      action: {
        create: 'Created',
        update: 'Edited',
        allocate: 'Allocated',
        transfer: 'Transferred',
        view_phone: 'Viewed phone',
        view_wechat: 'Viewed WeChat',
        into_sea: 'Moved to public sea',
        remove: 'Removed',
      },
    },
  },
  'zh-CN': {
    name: '客户操作日志',
    fields: {
      id: 'ID',
      customer_id: '客户',
      worker_id: '操作人',
      action: '操作',
      content: '详情',
      ip: 'IP 地址',
      created_at: '操作时间',
    },
    enums: {
      action: {
        create: '新增客户',
        update: '编辑资料',
        allocate: '分配红娘',
        transfer: '转移客户',
        view_phone: '查看手机号',
        view_wechat: '查看微信',
        into_sea: '流入公海',
        remove: '移除客户',
      },
    },
  },
});
