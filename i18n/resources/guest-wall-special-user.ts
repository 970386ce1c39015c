import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'Guest wall pick |||| Guest wall picks',
    fields: {
      id: 'ID',
      customer_id: 'Customer',
      sort: 'Order',
      remark: 'Remark',
      worker_id: 'Added by',
      created_at: 'Added at',
    },
    sections: { basic: 'Guest wall pick' },
  },
  'zh-CN': {
    name: '嘉宾墙推荐用户',
    fields: {
      id: 'ID',
      customer_id: '客户',
      sort: '排序',
      remark: '备注',
      worker_id: '添加人',
      created_at: '添加时间',
    },
    sections: { basic: '推荐信息' },
  },
});
