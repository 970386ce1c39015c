import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'Contact view record |||| Contact view records',
    fields: {
      id: 'ID',
      customer_id: 'Customer',
      worker_id: 'Viewed by',
      type: 'Viewed',
      keyword: 'Number searched',
      ip: 'IP address',
      created_at: 'Viewed at',
    },
    enums: { type: { phone: 'Phone number', wechat: 'WeChat', phone_search: 'Search by phone number' } },
  },
  'zh-CN': {
    name: '客户关键信息查看记录',
    fields: {
      id: 'ID',
      customer_id: '客户',
      worker_id: '查看人',
      type: '查看内容',
      keyword: '搜索的号码',
      ip: 'IP 地址',
      created_at: '查看时间',
    },
    enums: { type: { phone: '手机号', wechat: '微信号', phone_search: '按手机号搜索' } },
  },
});
