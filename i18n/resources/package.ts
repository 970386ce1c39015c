import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'Membership package |||| Membership packages',
    fields: {
      id: 'ID',
      name: 'Name',
      price: 'Price',
      original_price: 'List price',
      duration_days: 'Duration (days)',
      meet_times: 'Arranged meetings',
      description: 'Description',
      sort: 'Order',
      status: 'Status',
      created_at: 'Created at',
    },
    enums: { status: { 1: 'On sale', 0: 'Off sale' } },
    sections: { basic: 'Package', display: 'Display' },
  },
  'zh-CN': {
    name: '会员套餐',
    fields: {
      id: 'ID',
      name: '套餐名称',
      price: '售价',
      original_price: '原价',
      duration_days: '服务天数',
      meet_times: '安排见面次数',
      description: '套餐说明',
      sort: '排序',
      status: '状态',
      created_at: '创建时间',
    },
    enums: { status: { 1: '在售', 0: '下架' } },
    sections: { basic: '套餐信息', display: '展示设置' },
  },
});
