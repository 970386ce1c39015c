import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'Shortcut icon |||| Shortcut icons',
    fields: {
      id: 'ID',
      name: 'Label',
      icon: 'Icon',
      link: 'Link',
      sort: 'Order',
      status: 'Status',
      created_at: 'Created at',
    },
    enums: { status: { 1: 'Shown', 0: 'Hidden' } },
    sections: { basic: 'Shortcut' },
  },
  'zh-CN': {
    name: '金刚区图标',
    fields: {
      id: 'ID',
      name: '名称',
      icon: '图标',
      link: '跳转链接',
      sort: '排序',
      status: '状态',
      created_at: '创建时间',
    },
    enums: { status: { 1: '显示', 0: '隐藏' } },
    sections: { basic: '图标信息' },
  },
});
