import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'Goods feature |||| Goods features',
    fields: { id: 'ID', name: 'Name', sort: 'Order', status: 'Status', created_at: 'Created at' },
    enums: { status: { 1: 'Enabled', 0: 'Disabled' } },
    sections: { basic: 'Feature' },
  },
  'zh-CN': {
    name: '商品特色',
    fields: { id: 'ID', name: '特色名称', sort: '排序', status: '状态', created_at: '创建时间' },
    enums: { status: { 1: '启用', 0: '停用' } },
    sections: { basic: '特色信息' },
  },
});
