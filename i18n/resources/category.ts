import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'Category |||| Categories',
    fields: {
      id: 'ID',
      name: 'Name',
      parent_id: 'Parent category',
      icon: 'Icon',
      sort: 'Order',
      status: 'Status',
      created_at: 'Created at',
    },
    enums: { status: { 1: 'Shown', 0: 'Hidden' } },
    sections: { basic: 'Category' },
  },
  'zh-CN': {
    name: '商品分类',
    fields: {
      id: 'ID',
      name: '分类名称',
      parent_id: '上级分类',
      icon: '图标',
      sort: '排序',
      status: '状态',
      created_at: '创建时间',
    },
    enums: { status: { 1: '显示', 0: '隐藏' } },
    sections: { basic: '分类信息' },
  },
});
