import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'Resource exchange |||| Resource exchanges',
    fields: {
      id: 'ID',
      direction: 'Direction',
      partner_name: 'Partner agency',
      customer_id: 'Customer',
      worker_id: 'Handled by',
      status: 'Status',
      remark: 'Remark',
      created_at: 'Created at',
    },
    enums: {
      direction: { 1: 'Sent to partner', 2: 'Received from partner' },
      status: { 0: 'Pending', 1: 'Accepted', 2: 'Refused', 3: 'Withdrawn' },
    },
    sections: { basic: 'Exchange' },
  },
  'zh-CN': {
    name: '资源互换',
    fields: {
      id: 'ID',
      direction: '互换方向',
      partner_name: '合作机构',
      customer_id: '客户',
      worker_id: '经办人',
      status: '状态',
      remark: '备注',
      created_at: '创建时间',
    },
    enums: {
      direction: { 1: '推送给合作方', 2: '合作方推送' },
      status: { 0: '待确认', 1: '已接受', 2: '已拒绝', 3: '已撤回' },
    },
    sections: { basic: '互换信息' },
  },
});
