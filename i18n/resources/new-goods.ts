import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'New arrival |||| New arrivals',
    fields: { id: 'ID', goods_id: 'Goods', sort: 'Order', status: 'Status', created_at: 'Added at' },
    enums: { status: { 1: 'Shown', 0: 'Hidden' } },
    sections: { basic: 'New arrival' },
  },
  'zh-CN': {
    name: '新品推荐',
    fields: { id: 'ID', goods_id: '商品', sort: '排序', status: '状态', created_at: '添加时间' },
    enums: { status: { 1: '显示', 0: '隐藏' } },
    sections: { basic: '推荐信息' },
  },
});
