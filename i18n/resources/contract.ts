import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'Contract |||| Contracts',
    fields: {
      id: 'ID',
      no: 'Contract number',
      customer_id: 'Customer',
      party_b: 'Party B',
      signed_at: 'Signed on',
      services: 'Services',
      expireTime: 'Service period',
      order_price: 'Contract amount',
      attaches: 'Attachments',
      worker_id: 'Signed by',
      created_at: 'Created at',
    },
  },
  'zh-CN': {
    name: '合同',
    fields: {
      id: 'ID',
      no: '合同编号',
      customer_id: '客户',
      party_b: '乙方',
      signed_at: '签订日期',
      services: '服务项目',
      expireTime: '服务期限',
      order_price: '合同金额',
      attaches: '附件',
      worker_id: '签约人',
      created_at: '创建时间',
    },
  },
});
