import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'Connection request |||| Connection requests',
    fields: {
      id: 'ID',
      customer_id: 'Requested by',
      target_customer_id: 'Wants to meet',
      status: 'Status',
      worker_id: 'Handled by',
      remark: 'Remark',
      handled_at: 'Handled at',
      created_at: 'Requested at',
    },
    enums: {
      status: { 0: 'Waiting', 1: 'Connected', 2: 'Declined', 3: 'Closed' },
    },
    sections: { handle: 'Handling' },
  },
  'zh-CN': {
    name: '牵线申请',
    fields: {
      id: 'ID',
      customer_id: '申请人',
      target_customer_id: '心仪对象',
      status: '状态',
      worker_id: '处理人',
      remark: '备注',
      handled_at: '处理时间',
      created_at: '申请时间',
    },
    enums: {
      status: { 0: '待牵线', 1: '已牵线', 2: '对方拒绝', 3: '已关闭' },
    },
    sections: { handle: '处理' },
  },
});
